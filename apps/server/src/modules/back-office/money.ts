/**
 * The back office's bookings and money (issue 21 item 3): search, one booking's page, and a refund of all or
 * part with a reason. The refund is one transaction with its audit row: the booking's row is locked without
 * waiting (a second refund at the same moment is a 409), the amount checked against what remains (never
 * more, never a free trial), the refund added to the booking and the ledger, the provider's refund written to
 * the outbox (one idempotency key per refund, delivered after the commit) and the student mailed.
 */
import {
  bookingReference,
  BOOKINGS_SEARCH_LIMIT,
  moneyMessages as m,
  type AdminBooking,
  type AdminBookingDetail,
  type BookingsQuery,
  type BookingStatus,
  type RefundResult,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { RefundRequest } from '../../platform/payments/provider.ts';
import { recordStaffAction, searchAuditOfRecord } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  addRefunded,
  findBooking,
  lockBookingForRefund,
  mailLesson,
  searchBookings,
  type BookingDeps,
  type BookingFilter,
  type BookingRow,
  type BookingSearchRow,
} from '../bookings/index.ts';
import { bookingLedger, recordRefund } from '../ledger/index.ts';
import { formatAmount } from '../lesson-mails/index.ts';
import { sendStaffRefundMail } from './mails.ts';

const DAY_MS = 86_400_000;

function present(row: BookingSearchRow): AdminBooking {
  return {
    id: Number(row.id),
    reference: bookingReference(Number(row.id)),
    status: row.status as BookingStatus,
    start: new Date(row.start_at).toISOString(),
    free_trial: row.free_trial,
    student_id: row.student_id === null ? null : Number(row.student_id),
    student_name: row.student_name ?? 'Deleted User',
    mentor_id: Number(row.mentor_id),
    mentor_name: row.mentor_name ?? 'Deleted User',
    amount_cents: Number(row.amount_cents),
    refunded_amount_cents: Number(row.refunded_amount_cents),
    currency: row.currency.toUpperCase(),
  };
}

/** What staff may still refund: what was paid at the provider less what went back. */
function refundable(
  row: Pick<BookingRow, 'freeTrial' | 'paymentIntentId' | 'amountCents' | 'refundedAmountCents'>,
) {
  if (row.freeTrial || !row.paymentIntentId) return 0;
  return Math.max(0, row.amountCents - row.refundedAmountCents);
}

export async function findBookings(db: Db, query: BookingsQuery): Promise<{ bookings: AdminBooking[] }> {
  const filter: BookingFilter = {
    status: query.status,
    refunded: query.refunded === '1',
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // The last day is included.
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
  const text = query.search?.trim() ?? '';
  const reference = /^(?:LES-)?(\d{1,9})$/i.exec(text);
  if (reference) filter.bookingId = Number(reference[1]);
  else if (text) filter.text = text;
  const rows = await searchBookings(db, filter, BOOKINGS_SEARCH_LIMIT);
  return { bookings: rows.map(present) };
}

export async function presentOne(db: Db, id: number): Promise<AdminBooking> {
  const [row] = await searchBookings(db, { bookingId: id }, 1);
  if (!row) throw notFound(m.bookingNotFound);
  return present(row);
}

export async function bookingDetail(db: Db, id: number): Promise<AdminBookingDetail> {
  const booking = await findBooking(db, id);
  if (!booking) throw notFound(m.bookingNotFound);
  const ledger = await bookingLedger(db, id);
  const staffActions = await searchAuditOfRecord(db, 'booking', String(id));
  const iso = (d: Date) => new Date(d).toISOString();
  const timeline: { at: string; what: string }[] = [{ at: iso(booking.createdAt), what: 'Booked' }];
  if (booking.paidAt)
    timeline.push({
      at: iso(booking.paidAt),
      what: `Paid ${formatAmount(booking.amountCents, booking.currency)}`,
    });
  for (const action of staffActions) {
    const amount = (action.after as { refunded_cents?: number } | null)?.refunded_cents;
    timeline.push({
      at: action.at,
      what:
        action.action === 'booking.refund' && typeof amount === 'number'
          ? `Refunded ${formatAmount(amount, booking.currency)} by ${action.actor_email}: ${action.reason}`
          : `${action.action} by ${action.actor_email}`,
    });
  }
  if (booking.canceledAt) {
    timeline.push({ at: iso(booking.canceledAt), what: `Cancelled by ${booking.canceledBy ?? 'someone'}` });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    booking: await presentOne(db, id),
    refundable_cents: refundable(booking),
    timeline,
    ledger,
  };
}

export async function refundBooking(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
  body: { amount_cents: number; reason: string },
): Promise<RefundResult> {
  const now = deps.clock.now();
  const amount = body.amount_cents;
  const reason = body.reason;
  try {
    await deps.db.transaction(async (tx) => {
      const booking = await lockBookingForRefund(tx, id);
      if (!booking) throw notFound(m.bookingNotFound);
      if (booking.freeTrial) throw badRequest(m.freeTrial);
      if (!booking.paymentIntentId) throw badRequest(m.notPaid);
      const left = refundable(booking);
      if (left === 0) throw badRequest(m.nothingLeft);
      if (amount > left) {
        const message = m.tooMuch(formatAmount(left, booking.currency));
        throw badRequest(message, { amount_cents: [message] });
      }
      // One key per refund: the booking's refunded total before it names it, so a redelivery is one refund.
      const key = `booking-${id}-staff-refund-${booking.refundedAmountCents}`;
      await addRefunded(tx, id, amount, now);
      await recordRefund(tx, booking, amount, key, now);
      const refund: RefundRequest = {
        paymentIntentId: booking.paymentIntentId,
        amountCents: amount,
        idempotencyKey: key,
      };
      await deps.outbox.enqueue(tx, 'provider-refund', refund);
      await mailLesson(deps, tx, booking, (mailer, view) =>
        sendStaffRefundMail(mailer, deps.config, view, amount, reason),
      );
      await recordStaffAction(tx, {
        actor: staff,
        action: 'booking.refund',
        record: { type: 'booking', id },
        before: { refunded_amount_cents: booking.refundedAmountCents },
        after: { refunded_amount_cents: booking.refundedAmountCents + amount, refunded_cents: amount },
        reason,
        at: now,
      });
    });
  } catch (err) {
    // Another refund holds the row right now (FOR UPDATE NOWAIT): refused, nothing changed.
    if (sqlState(err) === '55P03') throw conflict(m.refundUnderWay);
    throw err;
  }
  const booking = await presentOne(deps.db, id);
  return {
    message: m.refunded(formatAmount(amount, booking.currency), booking.reference),
    booking,
    refundable_cents: booking.amount_cents - booking.refunded_amount_cents,
  };
}
