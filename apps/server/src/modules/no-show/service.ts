/**
 * No-show reports (B9). The student of a lesson reports within 24 h after its end that the mentor did not
 * show up; staff refund what is left of the payment in full, or dismiss the report. The refund goes
 * through the provider first, so a refusal leaves everything as it was; the ledger and the report then
 * change together in one transaction. Mails go out after the commit.
 */
import {
  bookingMessages,
  noShowMessages,
  type AdminNoShowDecision,
  type AdminNoShowReport,
  type NoShowReportBody,
  type NoShowReportResponse,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  type BookingDeps,
  isParticipant,
  presentForViewer,
  lessonMailFor,
  findBooking,
  addRefunded,
  lockBooking,
  type BookingRow,
} from '../bookings/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { recordRefund } from '../ledger/index.ts';
import { releaseCredit } from '../packages/index.ts';
import { formatAmount, type LessonMailView } from '../lesson-mails/index.ts';
import { sendNoShowDecisionMail, sendNoShowReportedMails } from './mails.ts';
import {
  findReport,
  insertReport,
  lockReport,
  markReportDismissed,
  markReportRefunded,
  noShowReportOf,
  staffReports,
  type StaffReportRow,
} from './repository.ts';
import { assertReportable } from './rules.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function presentReport(row: StaffReportRow): AdminNoShowReport {
  return {
    id: row.id,
    status: row.status,
    booking_id: row.booking_id,
    reference: `LES-${row.booking_id}`,
    student_name: row.student_name ?? 'Deleted User',
    mentor_name: row.mentor_name ?? 'Deleted User',
    lesson_start: iso(row.start_at),
    lesson_end: iso(row.end_at),
    details: row.details,
    amount_paid_cents: row.amount_cents,
    refunded_amount_cents: row.refunded_amount_cents,
    currency: row.currency,
    created_at: iso(row.created_at),
    resolved_at: row.resolved_at === null ? null : iso(row.resolved_at),
  };
}

/** Writes a no-show mail as an outbox row of the decision's own transaction. */
async function mailWithin(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  send: (mailer: Mailer, view: LessonMailView) => Promise<void>,
) {
  await send(deps.outbox.mailer(tx), await lessonMailFor(tx, booking));
}

export async function reportNoShow(
  deps: BookingDeps,
  user: SignedInUser,
  bookingId: number,
  body: NoShowReportBody,
): Promise<NoShowReportResponse> {
  const now = deps.clock.now();
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
  if (booking.studentId !== user.id) throw forbidden(noShowMessages.onlyStudent);
  assertReportable(booking, now);
  if (await noShowReportOf(deps.db, bookingId)) throw badRequest(noShowMessages.alreadyReported);
  const details = body.details?.trim() ?? '';
  // The unique booking_id settles two reports sent at once: the second inserts nothing.
  await deps.db.transaction(async (tx) => {
    const inserted = await insertReport(tx, { bookingId, studentId: user.id, details }, now);
    if (!inserted) throw badRequest(noShowMessages.alreadyReported);
    await mailWithin(deps, tx, booking, (mailer, view) =>
      sendNoShowReportedMails(mailer, deps.config, view, details),
    );
  });
  return {
    message: noShowMessages.reported,
    booking: await presentForViewer(deps.db, booking, user, now),
  };
}

export async function listReports(deps: Pick<BookingDeps, 'db'>): Promise<AdminNoShowReport[]> {
  return (await staffReports(deps.db)).map(presentReport);
}

async function presentOne(deps: Pick<BookingDeps, 'db'>, id: number): Promise<AdminNoShowReport> {
  const [row] = await staffReports(deps.db, id);
  return presentReport(row!);
}

async function openReport(deps: BookingDeps, id: number) {
  const report = await findReport(deps.db, id);
  if (!report) throw notFound(noShowMessages.reportNotFound);
  if (report.status !== 'open') throw badRequest(noShowMessages.alreadyResolved);
  const booking = await findBooking(deps.db, report.bookingId);
  if (!booking) throw notFound(noShowMessages.reportNotFound);
  return { report, booking };
}

/**
 * Refund in full: what is left of the payment goes back through the provider, then into the ledger. A
 * lesson paid with a package credit has no money of its own: its credit goes back to the student, and its
 * worth from the mentor's earnings back to the student's credits, as an early cancellation does (B6).
 */
export async function refundReport(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
): Promise<AdminNoShowDecision> {
  const now = deps.clock.now();
  const { booking } = await openReport(deps, id);
  const left = booking.paymentIntentId ? booking.amountCents - booking.refundedAmountCents : 0;
  let refundId: string | null = null;
  if (left > 0) {
    try {
      // One key per booking: a retried or doubled click is one refund at the provider.
      ({ refundId } = await deps.payments.provider.refund({
        paymentIntentId: booking.paymentIntentId!,
        amountCents: left,
        idempotencyKey: `booking-${booking.id}-no-show-refund`,
      }));
    } catch (err) {
      deps.log.error({ err, bookingId: booking.id }, 'no-show refund failed');
      throw new HttpError(502, noShowMessages.refundFailed);
    }
  }
  const creditBack = await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report || report.status !== 'open') throw conflict(noShowMessages.alreadyResolved);
    const locked = await lockBooking(tx, booking.id);
    // Another refund landed between our look and our lock: the amount we sent may no longer be right.
    if (!locked || locked.refundedAmountCents !== booking.refundedAmountCents) {
      throw conflict(noShowMessages.decisionFailed);
    }
    if (left > 0) {
      await addRefunded(tx, booking.id, left, now);
      await recordRefund(tx, locked, left, refundId, now);
    }
    const creditReturned = (await releaseCredit(tx, locked, true, now)) === 'returned';
    await markReportRefunded(tx, id, left, staff.id, now);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'no_show.refund',
      record: { type: 'no_show_report', id },
      before: { status: 'open', booking_id: booking.id, refunded_amount_cents: locked.refundedAmountCents },
      after: {
        status: 'refunded',
        booking_id: booking.id,
        refunded_amount_cents: locked.refundedAmountCents + left,
        credit_returned: creditReturned,
      },
      at: now,
    });
    await mailWithin(deps, tx, booking, (mailer, view) =>
      sendNoShowDecisionMail(mailer, deps.config, view, { refundedCents: left, creditReturned }),
    );
    return creditReturned;
  });
  return {
    message: creditBack
      ? noShowMessages.creditReturned
      : left > 0
        ? noShowMessages.refunded(formatAmount(left, booking.currency))
        : noShowMessages.nothingToRefund,
    report: await presentOne(deps, id),
  };
}

export async function dismissReport(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
): Promise<AdminNoShowDecision> {
  const now = deps.clock.now();
  const { booking } = await openReport(deps, id);
  await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report || report.status !== 'open') throw conflict(noShowMessages.alreadyResolved);
    await markReportDismissed(tx, id, staff.id, now);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'no_show.dismiss',
      record: { type: 'no_show_report', id },
      before: { status: 'open', booking_id: booking.id },
      after: { status: 'dismissed', booking_id: booking.id },
      at: now,
    });
    await mailWithin(deps, tx, booking, (mailer, view) =>
      sendNoShowDecisionMail(mailer, deps.config, view, 'dismissed'),
    );
  });
  return { message: noShowMessages.dismissed, report: await presentOne(deps, id) };
}
