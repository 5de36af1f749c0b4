/**
 * The staff dashboard (issue 21 item 1): each figure is its owning module's exported function (lessons from
 * bookings, money from the ledger, the queues from support, applications and no-show), over UTC windows.
 */
import type { DashboardPeriod, StaffDashboard } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { pendingApplicationCount } from '../admin-applications/index.ts';
import { heldLessonsStartingBetween } from '../bookings/index.ts';
import { moneyBetween } from '../ledger/index.ts';
import { openReportCount } from '../no-show/index.ts';
import { openTicketCount } from '../support/index.ts';

const DAY_MS = 86_400_000;
/** The platform's one currency (bookings default to it; the payouts statement names it too). */
export const PLATFORM_CURRENCY = 'EUR';

/** Today [00:00, 24:00) and this week [Monday 00:00, next Monday) in UTC. */
export function windowsAt(now: Date): { today: [Date, Date]; week: [Date, Date] } {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const weekStart = dayStart - sinceMonday * DAY_MS;
  return {
    today: [new Date(dayStart), new Date(dayStart + DAY_MS)],
    week: [new Date(weekStart), new Date(weekStart + 7 * DAY_MS)],
  };
}

async function period(db: Db, [from, to]: [Date, Date]): Promise<DashboardPeriod> {
  const [lessons, money] = [await heldLessonsStartingBetween(db, from, to), await moneyBetween(db, from, to)];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    lessons,
    revenue_cents: money.revenueCents,
    platform_fees_cents: money.platformFeesCents,
    refunds_cents: money.refundsCents,
    payouts_cents: money.payoutsCents,
  };
}

export async function staffDashboard(db: Db, now: Date): Promise<StaffDashboard> {
  const windows = windowsAt(now);
  // One after the other: PGlite runs one query at a time, and these are small.
  const today = await period(db, windows.today);
  const week = await period(db, windows.week);
  return {
    currency: PLATFORM_CURRENCY,
    today,
    week,
    open_tickets: await openTicketCount(db),
    pending_applications: await pendingApplicationCount(db),
    open_no_show_reports: await openReportCount(db),
  };
}
