/**
 * The mentor's lesson earnings of a month (issue 17 item 8): one line per paid lesson, dated by the lesson
 * (not the booking) and chosen by its start in the mentor's zone, with price, promo discount, platform fee,
 * what refunds took back and the net the ledger holds; a pending line says when it unlocks (B10).
 */
import {
  bookingReference,
  EARNINGS_UNLOCK_DAYS,
  type EarningLine,
  type Earnings,
  isoUtc,
  localParts,
  localToUtc,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { bookableMentor } from '../bookings/index.ts';
import { mentorLessonEarnings, type LessonEarningRow } from '../ledger/index.ts';

const DAY_MS = 86_400_000;

/** The mentor's zone, which decides every month boundary and date of their earnings. */
export async function mentorZone(db: Db, mentorId: number): Promise<string> {
  const mentor = await bookableMentor(db, mentorId);
  if (!mentor) throw notFound();
  return mentor.timezone;
}

/** The month (yyyy-mm) an instant falls in, in the zone. */
export function monthOf(zone: string, at: Date): string {
  const { year, month } = localParts(zone, at.getTime());
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** [from, to) of a yyyy-mm month in the zone: its first local midnight to the next month's. */
export function monthRange(zone: string, month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(localToUtc(zone, year, number, 1, 0)),
    to: new Date(localToUtc(zone, year, number + 1, 1, 0)),
  };
}

/** A lesson's earnings unlock EARNINGS_UNLOCK_DAYS after it ends (B10, ADR 22). */
export const unlockAt = (end: Date | string) =>
  new Date(new Date(end).getTime() + EARNINGS_UNLOCK_DAYS * DAY_MS);

export const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || 'Deleted account';

function presentLine(row: LessonEarningRow, now: Date): EarningLine {
  const net = Number(row.net);
  const unlock = unlockAt(row.end_at);
  const status = net <= 0 ? 'refunded' : unlock > now ? 'pending' : 'available';
  return {
    booking_id: Number(row.id),
    reference: bookingReference(Number(row.id)),
    lesson_start: isoUtc(new Date(row.start_at).getTime()),
    lesson_end: isoUtc(new Date(row.end_at).getTime()),
    student_name: personName(row.student_first, row.student_last),
    price_cents: Number(row.price_cents),
    promo_discount_cents: Number(row.discount_cents),
    platform_fee_cents: Number(row.tax_amount_cents),
    refunded_cents: Number(row.refunded),
    net_cents: net,
    currency: row.currency,
    status,
    available_on: status === 'pending' ? isoUtc(unlock.getTime()) : null,
  };
}

export async function mentorEarnings(
  db: Db,
  mentorId: number,
  month: string | undefined,
  now: Date,
): Promise<Earnings> {
  const zone = await mentorZone(db, mentorId);
  const chosen = month ?? monthOf(zone, now);
  const { from, to } = monthRange(zone, chosen);
  const lines = (await mentorLessonEarnings(db, mentorId, from, to)).map((row) => presentLine(row, now));
  const sum = (pick: (line: EarningLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    month: chosen,
    timezone: zone,
    lines,
    totals: {
      price_cents: sum((l) => l.price_cents),
      promo_discount_cents: sum((l) => l.promo_discount_cents),
      platform_fee_cents: sum((l) => l.platform_fee_cents),
      refunded_cents: sum((l) => l.refunded_cents),
      net_cents: sum((l) => l.net_cents),
    },
  };
}
