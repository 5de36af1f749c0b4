/** The Payments tab (PAYOUT-01..06): the history for everyone, the payment account for mentors. */
import type { SettingsResponse } from '@app/contract';
import { PaymentAccount } from './payment-account.tsx';
import { PaymentHistory } from './payment-history.tsx';

export function PaymentsTab({ settings, stripeError }: { settings: SettingsResponse; stripeError: boolean }) {
  const account = settings.mentor?.stripe ?? null;
  return (
    <>
      {account ? <PaymentAccount account={account} stripeError={stripeError} /> : null}
      <PaymentHistory first={settings.payments} showKind={settings.mentor !== null} />
    </>
  );
}
