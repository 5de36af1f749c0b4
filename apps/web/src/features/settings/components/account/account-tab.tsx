/** The Account tab (SETTINGS-04): details, password, referral (when it applies) and deletion. */
import type { SettingsResponse } from '@app/contract';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NameAndPhotoForm } from './name-and-photo-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ReferralSection } from './referral-section.tsx';

export function AccountTab({ settings }: { settings: SettingsResponse }) {
  return (
    <>
      <NameAndPhotoForm user={settings.user} />
      <PasswordForm />
      <ReferralSection settings={settings} />
      <DeleteAccountSection email={settings.user.email} />
    </>
  );
}
