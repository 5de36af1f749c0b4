/**
 * The Payments tab (PAYOUT-01..06): the history and lesson credits for everyone, the payment account and
 * packages (issue 18) for mentors.
 */
import type { SettingsResponse } from '@app/contract';
import { useSession } from '../../../../shared/session/auth-check.ts';
import { CreditsSection } from '../packages/credits-section.tsx';
import { PackagesSection } from '../packages/packages-section.tsx';
import { PaymentAccount } from './payment-account.tsx';
import { PaymentHistory } from './payment-history.tsx';

export function PaymentsTab({ settings, stripeError }: { settings: SettingsResponse; stripeError: boolean }) {
  const account = settings.mentor?.stripe ?? null;
  const session = useSession();
  const mentorId = session.user?.mentor_id ?? null;
  return (
    <>
      {account ? <PaymentAccount account={account} stripeError={stripeError} /> : null}
      {mentorId !== null && settings.mentor ? <PackagesSection mentorId={mentorId} /> : null}
      <CreditsSection />
      <PaymentHistory first={settings.payments} showKind={settings.mentor !== null} />
    </>
  );
}
