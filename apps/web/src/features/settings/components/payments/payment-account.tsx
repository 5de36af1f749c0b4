/**
 * The payment-account connection (PAYOUT-03..06, M3), for mentors whose settings carry payment-provider
 * data: not connected -> "Connect payment account" (the browser goes to the provider and comes back to
 * this tab); connected -> whether payouts are enabled and a link to manage the account. A failed link, or
 * a return with stripe_error=true, shows the spec's error. The payout countries close the section.
 */
import {
  payoutMessages,
  PAYOUT_COUNTRIES,
  settingsMessages,
  type PaymentAccountSummary,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../../shared/ui/button.tsx';
import { connectAccountLink } from '../../api/connect-account-link.ts';
import { connectLinkUrls } from '../../model/payments.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

export function PaymentAccount({
  account,
  stripeError,
}: {
  account: PaymentAccountSummary;
  stripeError: boolean;
}) {
  const connect = useMutation({
    mutationFn: () => connectAccountLink(connectLinkUrls(window.location.origin)),
    onSuccess: ({ account_link_url }) => window.location.assign(account_link_url),
  });
  const failed = connect.isError || (stripeError && !connect.isPending);
  // The page is about to leave for the provider: keep the button busy until it does.
  const busy = connect.isPending || connect.isSuccess;
  const connectButton = (label: string) => (
    <Button className="self-start" onClick={() => connect.mutate()} disabled={busy}>
      {busy ? 'Connecting...' : label}
    </Button>
  );

  return (
    <SettingsSection
      title="Payment account"
      description="Your lesson earnings are paid out to the bank account you connect with our payment provider."
    >
      {account.stripe_created ? (
        <div className="flex flex-col gap-3">
          <p>
            Status:{' '}
            <strong>
              {account.payouts_enabled ? 'Connected, payouts enabled' : 'Connected, details pending'}
            </strong>
          </p>
          <div className="flex flex-wrap gap-3">
            {account.url ? (
              <a
                href={account.url}
                className="inline-flex h-10 items-center rounded-xl border-2 border-ink px-4 text-sm font-semibold hover:bg-brand-soft"
              >
                Manage payment account
              </a>
            ) : null}
            {account.payouts_enabled ? null : connectButton('Continue setup')}
          </div>
        </div>
      ) : (
        connectButton('Connect payment account')
      )}
      <FormOutcome error={failed ? payoutMessages.connectFailedSettings : null} />
      <div className="rounded-xl bg-neutral-100 p-4 text-sm text-neutral-800">
        <p>{settingsMessages.paymentsDisclaimer}</p>
        <ul aria-label="Payout countries" className="mt-2 columns-2 sm:columns-3">
          {PAYOUT_COUNTRIES.map((country) => (
            <li key={country}>{country}</li>
          ))}
        </ul>
      </div>
    </SettingsSection>
  );
}
