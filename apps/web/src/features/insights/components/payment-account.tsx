/**
 * The payment account as the dashboard needs it (M3, B10, PAYOUT-04): connect it, finish setting it up, or
 * learn that its country cannot receive payouts. Connecting sends the browser to the provider's onboarding,
 * which comes back to /insights.
 */
import { PAYOUT_COUNTRIES, isPayoutCountry, payoutMessages, type PaymentAccountSummary } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { createAccountLink } from '../api/insights.ts';

/** Whether a payout can be sent to this account at all (the balance is checked separately). */
export const accountCanReceivePayouts = (account: PaymentAccountSummary) =>
  account.stripe_created && account.payouts_enabled && isPayoutCountry(account.country);

function PayoutCountries() {
  return (
    <p className="text-sm text-neutral-700">
      Payouts can be sent to accounts in {PAYOUT_COUNTRIES.slice(0, -1).join(', ')} and{' '}
      {PAYOUT_COUNTRIES.at(-1)}. Mentors elsewhere can teach but cannot withdraw earnings.
    </p>
  );
}

export function PaymentAccountNotice({ account }: { account: PaymentAccountSummary }) {
  const connect = useMutation({
    mutationFn: () => createAccountLink(window.location.origin),
    onSuccess: ({ account_link_url }) => window.location.assign(account_link_url),
  });
  if (accountCanReceivePayouts(account)) return null;
  const unsupported = account.payouts_enabled && !isPayoutCountry(account.country);
  const button = unsupported ? null : (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      disabled={connect.isPending || connect.isSuccess}
      onClick={() => connect.mutate()}
    >
      {connect.isPending || connect.isSuccess
        ? 'Opening the payment provider...'
        : account.stripe_created
          ? 'Finish setting up'
          : 'Connect payment account'}
    </Button>
  );
  return (
    <section aria-labelledby="payment-account-heading" className="flex flex-col gap-3">
      <h4 id="payment-account-heading" className="font-bold">
        Payment account
      </h4>
      {unsupported ? (
        <Alert tone="info">{payoutMessages.countryNotSupported}</Alert>
      ) : (
        <p>
          {account.stripe_created
            ? payoutMessages.accountNotEnabled
            : 'Connect a payment account to withdraw your earnings.'}
        </p>
      )}
      {button}
      {connect.isError ? <Alert tone="error">{payoutMessages.connectFailedSettings}</Alert> : null}
      <PayoutCountries />
    </section>
  );
}
