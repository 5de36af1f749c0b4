/** Lessons booked over the last 6 months (M5) with the change against the 3 months before. */
import type { Insights } from '@app/contract';
import { describePeriodChange, formatChange } from '../model/format.ts';
import { hasBookings } from '../model/chart.ts';
import { BookingsChart } from './bookings-chart.tsx';
import { InsightCard } from './insight-card.tsx';

export function BookingsSection({ insights }: { insights: Insights }) {
  const { details, periodChangePercent } = insights.lessonBookingsPeriod;
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <h2 id="bookings-heading" className="text-2xl font-bold">
        Bookings
      </h2>
      <InsightCard
        title="Lessons booked in the last 6 months"
        value={periodChangePercent === null ? undefined : formatChange(periodChangePercent)}
        note={describePeriodChange(periodChangePercent)}
      >
        {hasBookings(details) ? null : (
          <p>No lessons booked in the last 6 months yet. New bookings show up here month by month.</p>
        )}
        <BookingsChart
          details={details}
          caption="Lessons booked per month. The darker bar is the current month, which is still in progress."
        />
      </InsightCard>
    </section>
  );
}
