/**
 * The booking lifecycle as scheduled work (B3, B4): unpaid checkouts expire and free their slot, lessons
 * go live at their start and complete at their end, and reminders go out 24 h and 1 h before. One job,
 * run under the scheduler's advisory lock, so it happens once however many processes run.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { addCompletedLessons, refreshRankScores } from '../mentors/index.ts';
import type { BookingDeps } from './deps.ts';
import {
  sendBookingConfirmedMails,
  sendCheckoutExpiredMail,
  sendLessonReminderMails,
  type LessonMailView,
} from '../lesson-mails/index.ts';
import { releasePromo } from '../promo-codes/index.ts';
import { bookingPeople, type BookingRow, type Person } from './repository.ts';
import { calendarSequence } from '../rescheduling/index.ts';

const HOUR_MS = 3_600_000;

/** Runs an UPDATE ... RETURNING id and loads the rows it touched in drizzle's shape. */
async function bookingRows(tx: Tx, update: SQL): Promise<BookingRow[]> {
  const ids = await queryRows<{ id: number }>(tx, update);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        ids.map((r) => r.id),
      ),
    );
}

/**
 * Cancels the pending bookings whose checkout has run out (of one mentor, or all), gives their promo use
 * back and answers them. The provider's own checkout expires at the same instant, so nothing is asked of it.
 */
export async function cancelExpiredCheckouts(tx: Tx, now: Date, mentorId?: number): Promise<BookingRow[]> {
  const expired = await bookingRows(
    tx,
    sql`UPDATE bookings SET status = 'canceled', canceled_at = ${now}, canceled_by = 'system',
          cancel_reason = 'checkout_expired', updated_at = ${now}
        WHERE status = 'pending' AND checkout_expires_at <= ${now}
          ${mentorId === undefined ? sql`` : sql`AND mentor_id = ${mentorId}`}
        RETURNING id`,
  );
  for (const booking of expired) await releasePromo(tx, booking.promoCodeId);
  return expired;
}

function lessonMailView(booking: BookingRow, people: { student: Person | null; mentor: Person | null }) {
  const person = (p: Person | null) =>
    p
      ? {
          name: `${p.firstName} ${p.lastName}`.trim(),
          email: p.email,
          timezone: p.timezone,
          lessonMails: p.lessonMails,
        }
      : null;
  const view: LessonMailView = {
    bookingId: booking.id,
    reference: `LES-${booking.id}`,
    skillName: booking.skillName,
    sessionMinutes: booking.sessionMinutes,
    freeTrial: booking.freeTrial,
    startAt: booking.startAt,
    endAt: booking.endAt,
    amountCents: booking.amountCents,
    currency: booking.currency,
    student: person(people.student),
    mentor: person(people.mentor),
  };
  return view;
}

/** Everything a lesson mail needs: the booking, its two people and how often it moved (the .ics SEQUENCE). */
export async function lessonMailFor(db: Db | Tx, booking: BookingRow): Promise<LessonMailView> {
  const view = lessonMailView(booking, await bookingPeople(db, booking));
  return { ...view, calendarSequence: await calendarSequence(db, booking.id) };
}

/**
 * Writes a lesson mail into the transaction that made the change it reports (an outbox row, sent once
 * the transaction commits): the mail exists exactly when the change does.
 */
export async function mailLesson(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  mail: (mailer: Mailer, view: LessonMailView) => Promise<void>,
): Promise<void> {
  await mail(deps.outbox.mailer(tx), await lessonMailFor(tx, booking));
}

/** Booking confirmed (R6), to both sides with the .ics. */
export function sendConfirmedMails(deps: BookingDeps, tx: Tx, booking: BookingRow, now: Date): Promise<void> {
  return mailLesson(deps, tx, booking, (mailer, view) =>
    sendBookingConfirmedMails(mailer, deps.config, view, now),
  );
}

/** Tells each student whose unpaid booking was cancelled at its checkout's expiry. */
export async function sendExpiredMails(
  deps: BookingDeps,
  tx: Tx,
  expired: BookingRow[],
  now: Date,
): Promise<void> {
  for (const booking of expired) {
    await mailLesson(deps, tx, booking, (mailer, view) =>
      sendCheckoutExpiredMail(mailer, deps.config, view, now),
    );
  }
}

/** One tick of the lifecycle; its mails are outbox rows of the same transaction. */
export async function runLifecycle(deps: BookingDeps, tx: Tx, now: Date): Promise<void> {
  const expired = await cancelExpiredCheckouts(tx, now);
  await tx.execute(
    sql`UPDATE bookings SET status = 'in_progress', updated_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND start_at <= ${now} AND end_at > ${now}`,
  );
  const completed = await queryRows<{ mentor_id: number | null }>(
    tx,
    sql`UPDATE bookings SET status = 'completed', updated_at = ${now}
        WHERE status IN ('paid', 'free_trial', 'in_progress') AND end_at <= ${now}
        RETURNING mentor_id`,
  );
  const mentorIds = [...new Set(completed.flatMap((r) => (r.mentor_id === null ? [] : [r.mentor_id])))];
  for (const id of mentorIds) {
    const count = completed.filter((r) => r.mentor_id === id).length;
    await addCompletedLessons(tx, id, count);
  }
  await refreshRankScores(tx, mentorIds, now);
  // A reminder goes only for a lesson booked before its moment, and each once (R6).
  const due24 = await bookingRows(
    tx,
    sql`UPDATE bookings SET reminded_24h_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND reminded_24h_at IS NULL
          AND start_at <= ${new Date(now.getTime() + 24 * HOUR_MS)} AND start_at > ${new Date(now.getTime() + HOUR_MS)}
          AND created_at < start_at - interval '24 hours'
        RETURNING id`,
  );
  const due1 = await bookingRows(
    tx,
    sql`UPDATE bookings SET reminded_1h_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND reminded_1h_at IS NULL
          AND start_at <= ${new Date(now.getTime() + HOUR_MS)} AND start_at > ${now}
          AND created_at < start_at - interval '1 hour'
        RETURNING id`,
  );
  await sendExpiredMails(deps, tx, expired, now);
  for (const b of due24)
    await mailLesson(deps, tx, b, (mailer, v) => sendLessonReminderMails(mailer, deps.config, v, now, 24));
  for (const b of due1)
    await mailLesson(deps, tx, b, (mailer, v) => sendLessonReminderMails(mailer, deps.config, v, now, 1));
}
