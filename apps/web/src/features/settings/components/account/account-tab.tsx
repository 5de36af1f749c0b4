/** The Account tab (SETTINGS-04): details, password, time zone (ADR 49), calendar subscription (ADR 70), referral (when it applies), deletion. */
import type { SettingsResponse } from '@app/contract';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NameAndPhotoForm } from './name-and-photo-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ReferralSection } from './referral-section.tsx';
import { TimeZoneForm } from './time-zone-form.tsx';

export function AccountTab({ settings }: { settings: SettingsResponse }) {
  return (
    <>
      <NameAndPhotoForm user={settings.user} />
      <PasswordForm />
      <TimeZoneForm setting={settings.time_zone} />
      <CalendarFeedSection />
      <ReferralSection settings={settings} />
      <DeleteAccountSection email={settings.user.email} />
    </>
  );
}
