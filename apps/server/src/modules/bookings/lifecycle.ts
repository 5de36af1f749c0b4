/**
 * The booking lifecycle as scheduled work (B3, B4): unpaid checkouts expire and free their slot, lessons
 * go live at their start and complete at their end, and reminders go out 24 h and 1 h before. One job,
 * run under the scheduler's advisory lock, so it happens once however many processes run.
 */
import type { Db, Tx } from '../../db/client.ts';
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
import {
  cancelExpiredPendingBookings,
  completeDueLessons,
  markDayRemindersDue,
  markHourRemindersDue,
  startDueLessons,
} from './lifecycle-repository.ts';
import { bookingPeople, type BookingRow, type Person } from './repository.ts';
import { calendarSequence } from '../rescheduling/index.ts';

/**
 * Cancels the pending bookings whose checkout has run out (of one mentor, or all), gives their promo use
 * back and answers them. The provider's own checkout expires at the same instant, so nothing is asked of it.
 */
export async function cancelExpiredCheckouts(tx: Tx, now: Date, mentorId?: number): Promise<BookingRow[]> {
  const expired = await cancelExpiredPendingBookings(tx, now, mentorId);
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
          reminders: { day: p.reminder24h, hour: p.reminder1h },
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
  await startDueLessons(tx, now);
  const completed = await completeDueLessons(tx, now);
  const mentorIds = [...new Set(completed.flatMap((r) => (r.mentor_id === null ? [] : [r.mentor_id])))];
  for (const id of mentorIds) {
    const count = completed.filter((r) => r.mentor_id === id).length;
    await addCompletedLessons(tx, id, count);
  }
  await refreshRankScores(tx, mentorIds, now);
  // A reminder goes only for a lesson booked before its moment, and each once (R6).
  const due24 = await markDayRemindersDue(tx, now);
  const due1 = await markHourRemindersDue(tx, now);
  await sendExpiredMails(deps, tx, expired, now);
  for (const b of due24)
    await mailLesson(deps, tx, b, (mailer, v) => sendLessonReminderMails(mailer, deps.config, v, now, 24));
  for (const b of due1)
    await mailLesson(deps, tx, b, (mailer, v) => sendLessonReminderMails(mailer, deps.config, v, now, 1));
}
