/** Balances and earnings (M5, B10) with the payout request (PAYOUT-07..10). */
import { EARNINGS_UNLOCK_DAYS, type Insights } from '@app/contract';
import { formatEuro } from '../../../shared/money.ts';
import { formatUnlock } from '../model/format.ts';
import { InsightCard } from './insight-card.tsx';
import { PayoutRequest } from './payout-request.tsx';

export function EarningsSection({ insights }: { insights: Insights }) {
  const breakdown = insights.pendingBreakdown.filter((entry) => entry.amount > 0);
  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-4">
      <h2 id="earnings-heading" className="text-2xl font-bold">
        Earnings
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <InsightCard
          title="Current balance"
          value={formatEuro(insights.currentBalance)}
          note="Available to withdraw now."
        >
          <PayoutRequest insights={insights} />
        </InsightCard>
        <InsightCard
          title="Pending balance"
          value={formatEuro(insights.pendingBalance)}
          note={`Earnings unlock ${EARNINGS_UNLOCK_DAYS} days after a lesson ends.`}
        >
          {breakdown.length ? (
            <ul aria-label="When pending earnings unlock" className="flex flex-col gap-1">
              {breakdown.map((entry) => (
                <li key={entry.unlocksInDays} className="font-semibold">
                  {formatUnlock(entry)}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing pending right now.</p>
          )}
        </InsightCard>
        <InsightCard
          title="Lifetime earnings"
          value={formatEuro(insights.lifetimeEarnings)}
          note={
            insights.lifetimeEarnings > 0
              ? 'Earned from completed lessons, after refunds.'
              : 'Your earnings from completed lessons add up here.'
          }
        />
        <InsightCard
          title="Lifetime payouts"
          value={formatEuro(insights.totalLifetimePayouts)}
          note={
            insights.totalLifetimePayouts > 0
              ? 'Paid out to your account so far.'
              : 'No payouts yet. Your payouts add up here.'
          }
        />
      </div>
    </section>
  );
}
