/**
 * The payout request (PAYOUT-07..10, B10): the whole current balance, at least €5.00, to an account that can
 * receive it, after a confirmation. Success says so and reloads the insights; a refusal stays in the dialog.
 */
import { MIN_PAYOUT_CENTS, payoutMessages, type Insights } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { formatEuro } from '../../../shared/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { insightsKey, requestPayout } from '../api/insights.ts';
import { payoutErrorMessage } from '../model/payout-error.ts';
import { accountCanReceivePayouts, PaymentAccountNotice } from './payment-account.tsx';

export function PayoutRequest({ insights }: { insights: Insights }) {
  const client = useQueryClient();
  const hintId = useId();
  // After a payout the button is disabled (the balance is 0): focus goes to the success message instead.
  const noticeRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const amount = insights.currentBalance;
  const payout = useMutation({
    mutationFn: () => requestPayout(amount),
    onSuccess: async () => {
      setConfirming(false);
      setNotice(`${payoutMessages.payoutRequested} ${formatEuro(amount)} is on its way to your account.`);
      await client.invalidateQueries({ queryKey: insightsKey });
    },
  });
  const belowMinimum = amount < MIN_PAYOUT_CENTS;
  const ready = accountCanReceivePayouts(insights.paymentAccount);
  const close = () => {
    if (payout.isPending) return;
    setConfirming(false);
    payout.reset();
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Button
          className="self-start"
          disabled={belowMinimum || !ready}
          aria-describedby={belowMinimum ? hintId : undefined}
          onClick={() => {
            setNotice(null);
            setConfirming(true);
          }}
        >
          Request payout of {formatEuro(amount)}
        </Button>
        {belowMinimum ? (
          <p id={hintId} className="text-sm text-neutral-700">
            {payoutMessages.minimumWithdrawal}
          </p>
        ) : null}
      </div>
      <div ref={noticeRef} role="status" aria-live="polite" tabIndex={-1} className="outline-none">
        {notice ? (
          <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-900">{notice}</p>
        ) : null}
      </div>
      <PaymentAccountNotice account={insights.paymentAccount} />
      <Dialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : close())}
        title="Request payout"
        description={`Request payout of ${formatEuro(amount)} to your connected account?`}
        returnFocusTo={notice ? noticeRef : undefined}
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-neutral-700">
            Your whole available balance is sent. Earnings still pending stay on your balance until they
            unlock.
          </p>
          {payout.isError ? <Alert tone="error">{payoutErrorMessage(payout.error)}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={close} disabled={payout.isPending}>
              Cancel
            </Button>
            <Button size="sm" onClick={() => payout.mutate()} disabled={payout.isPending}>
              {payout.isPending ? 'Requesting payout...' : 'Confirm payout'}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
