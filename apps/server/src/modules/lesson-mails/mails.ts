/**
 * The lesson e-mails (rule R6): booking confirmed (both parties, with an .ics invitation), reminders
 * 24 h and 1 h before, checkout expired, late payment refunded. They follow each person's lesson-mail
 * setting; a deleted person (null) gets nothing. Times are shown in the recipient's own time zone.
 */
import { JOIN_OPENS_MINUTES_BEFORE, isValidTimezone, zoneName } from '@app/contract';
import type { Config } from '../../config.ts';
import { renderEmail, type EmailContent } from '../../platform/mail/layout.ts';
import type { MailAttachment, Mailer } from '../../platform/mail/mailer.ts';
import { lessonIcs } from './ics.ts';

export interface LessonMailPerson {
  name: string;
  email: string;
  timezone: string;
  lessonMails: boolean;
  /** Issue 22 item 5: the reminders this person chose; absent = both, the default. */
  reminders?: { day: boolean; hour: boolean };
}

export interface LessonMailView {
  bookingId: number;
  /** LES-{id} */
  reference: string;
  skillName: string;
  sessionMinutes: number;
  freeTrial: boolean;
  startAt: Date;
  endAt: Date;
  amountCents: number;
  currency: string;
  student: LessonMailPerson | null;
  mentor: LessonMailPerson | null;
  /** How many times the lesson moved (B7): its invitation's SEQUENCE, so calendars apply the newest. */
  calendarSequence?: number;
}

export const JOIN_HINT = `To join, open My Lessons and press Join: the button opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`;

/**
 * "Monday, 23 November 2026 at 10:00 (Berlin time, GMT+1)" in the given IANA zone (UTC if it is unknown), the
 * zone named as on every screen (ADR 49). A student's zone is the one chosen in settings, else their device's.
 */
/** A lesson's calendar UID: the same in every invitation and in the subscription feed (issue 22). */
export function lessonUid(config: Pick<Config, 'publicUrl'>, bookingId: number): string {
  return `booking-${bookingId}@${new URL(config.publicUrl).hostname}`;
}

export function formatLessonTime(date: Date, timeZone: string): string {
  const zone = isValidTimezone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} (${zoneName(zone, date.getTime())})`;
}

/** "€45.00": the amount with two decimals and its currency sign. */
export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

export function myLessons(config: Config): { label: string; url: string } {
  return { label: 'Open My Lessons', url: `${config.publicUrl}/my-lessons` };
}

function findLesson(config: Config): { label: string; url: string } {
  return { label: 'Find a lesson', url: `${config.publicUrl}/listings` };
}

export function nameOf(person: LessonMailPerson | null, fallback: string): string {
  return person?.name ?? fallback;
}

export function wants(person: LessonMailPerson | null): person is LessonMailPerson {
  return person !== null && person.lessonMails;
}

/** The lesson's two people who take lesson mails, each with how to name the other one. */
export function lessonRecipients(
  view: LessonMailView,
): { person: LessonMailPerson; other: string; isStudent: boolean }[] {
  const both = [
    { person: view.student, other: nameOf(view.mentor, 'your mentor'), isStudent: true },
    { person: view.mentor, other: nameOf(view.student, 'your student'), isStudent: false },
  ];
  return both.flatMap(({ person, ...rest }) => (wants(person) ? [{ person, ...rest }] : []));
}

export async function send(
  mailer: Mailer,
  config: Config,
  to: LessonMailPerson,
  content: EmailContent,
  attachments?: MailAttachment[],
): Promise<void> {
  const mail = renderEmail(config.APP_NAME, content);
  await mailer.send({ to: to.email, ...mail, ...(attachments ? { attachments } : {}) });
}

/** The organizer of every invitation is the platform itself: both people are attendees. */
function platformAddress(config: Config): string {
  const match = /<([^>]+)>/.exec(config.mailFrom);
  return (match ? match[1]! : config.mailFrom).trim();
}

/**
 * The lesson's invitation for one recipient. DTSTART and DTEND are UTC, so every calendar places it right;
 * the description also gives the start in the recipient's zone, named (ADR 49), as the mail does.
 */
export function invitation(
  config: Config,
  view: LessonMailView,
  summary: string,
  now: Date,
  recipient: LessonMailPerson,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): MailAttachment {
  const ics = lessonIcs({
    uid: lessonUid(config, view.bookingId),
    startUtc: view.startAt,
    endUtc: view.endAt,
    summary,
    description: [
      `${view.sessionMinutes}-minute ${view.skillName} lesson on ${config.APP_NAME} (${view.reference}).`,
      `Starts: ${formatLessonTime(view.startAt, recipient.timezone)}`,
      `Join from My Lessons: ${config.publicUrl}/my-lessons`,
      `The join button opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`,
    ].join('\n'),
    url: `${config.publicUrl}/my-lessons`,
    organizerName: config.APP_NAME,
    organizerEmail: platformAddress(config),
    attendees: [view.student, view.mentor].flatMap((p) => (p ? [{ name: p.name, email: p.email }] : [])),
    now,
    method,
    // A cancellation supersedes the invitation, so calendars apply it.
    sequence: (view.calendarSequence ?? 0) + (method === 'CANCEL' ? 1 : 0),
    prodId: `-//${config.APP_NAME}//Lessons//EN`,
  });
  return {
    filename: `lesson-${view.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

export async function sendBookingConfirmedMails(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  now: Date,
): Promise<void> {
  const { student, mentor } = view;
  const mentorName = nameOf(mentor, 'your mentor');
  const studentName = nameOf(student, 'A student');
  const price = view.freeTrial ? 'Free trial' : formatAmount(view.amountCents, view.currency);
  if (wants(student)) {
    await send(
      mailer,
      config,
      student,
      {
        subject: `Your lesson with ${mentorName} is booked`,
        heading: `Hi ${student.name}, your lesson is booked!`,
        paragraphs: [
          `Your ${view.sessionMinutes}-minute ${view.skillName} lesson with ${mentorName} is confirmed.`,
          `When: ${formatLessonTime(view.startAt, student.timezone)}`,
          view.freeTrial ? 'Price: Free trial' : `Paid: ${price}`,
          `Booking reference: ${view.reference}`,
          'The attached calendar invitation adds the lesson to your calendar.',
          JOIN_HINT,
        ],
        action: myLessons(config),
      },
      [invitation(config, view, `${view.skillName} lesson with ${mentorName}`, now, student)],
    );
  }
  if (wants(mentor)) {
    await send(
      mailer,
      config,
      mentor,
      {
        subject: `New lesson booked: ${studentName}, ${view.skillName}`,
        heading: `Hi ${mentor.name}, you have a new lesson!`,
        paragraphs: [
          `${studentName} booked a ${view.sessionMinutes}-minute ${view.skillName} lesson with you.`,
          `When: ${formatLessonTime(view.startAt, mentor.timezone)}`,
          view.freeTrial ? 'Price: Free trial' : `Paid by the student: ${price}`,
          `Booking reference: ${view.reference}`,
          'The attached calendar invitation adds the lesson to your calendar.',
          JOIN_HINT,
        ],
        action: myLessons(config),
      },
      [invitation(config, view, `${view.skillName} lesson with ${studentName}`, now, mentor)],
    );
  }
}

export function reminderSubject(hoursBefore: 24 | 1): string {
  return `Reminder: your lesson starts in ${hoursBefore === 1 ? '1 hour' : `${hoursBefore} hours`}`;
}

export async function sendLessonReminderMails(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  _now: Date,
  hoursBefore: 24 | 1,
): Promise<void> {
  for (const { person, other } of lessonRecipients(view)) {
    const chosen = person.reminders ?? { day: true, hour: true };
    if (!(hoursBefore === 24 ? chosen.day : chosen.hour)) continue;
    await send(mailer, config, person, {
      subject: reminderSubject(hoursBefore),
      heading: `Hi ${person.name}, see you soon!`,
      paragraphs: [
        `Your ${view.sessionMinutes}-minute ${view.skillName} lesson with ${other} starts in ${hoursBefore === 1 ? '1 hour' : `${hoursBefore} hours`}.`,
        `When: ${formatLessonTime(view.startAt, person.timezone)}`,
        `Booking reference: ${view.reference}`,
        JOIN_HINT,
      ],
      action: myLessons(config),
    });
  }
}

export async function sendCheckoutExpiredMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  _now: Date,
): Promise<void> {
  const { student } = view;
  if (!wants(student)) return;
  await send(mailer, config, student, {
    subject: 'Your lesson booking was not completed',
    heading: `Hi ${student.name},`,
    paragraphs: [
      `We did not receive the payment for your ${view.skillName} lesson with ${nameOf(view.mentor, 'your mentor')} in time, so the booking (${view.reference}) has been cancelled and the time has been released for other students.`,
      `The lesson would have been on ${formatLessonTime(view.startAt, student.timezone)}.`,
      'You have not been charged. If you still want a lesson, you are welcome to book a new time.',
    ],
    action: findLesson(config),
  });
}

export async function sendLatePaymentRefundedMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  _now: Date,
): Promise<void> {
  const { student } = view;
  if (!wants(student)) return;
  const amount = formatAmount(view.amountCents, view.currency);
  await send(mailer, config, student, {
    subject: `Your payment of ${amount} has been refunded`,
    heading: `Hi ${student.name},`,
    paragraphs: [
      `Your payment for the ${view.skillName} lesson with ${nameOf(view.mentor, 'your mentor')} on ${formatLessonTime(view.startAt, student.timezone)} (${view.reference}) arrived after the booking had already been cancelled, because the checkout time had run out.`,
      `We have refunded the full amount of ${amount}. Depending on your bank or card provider, it can take a few days to show on your statement.`,
      'If you still want a lesson, you are welcome to book a new time.',
    ],
    action: findLesson(config),
  });
}

/**
 * Booking cancelled (R6, B6): both people, with the refund the student gets and a calendar cancellation.
 */
export async function sendBookingCancelledMails(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  now: Date,
  cancel: { by: 'student' | 'mentor' | 'staff'; refundCents: number },
): Promise<void> {
  const { student, mentor } = view;
  const refund =
    cancel.refundCents > 0
      ? `A refund of ${formatAmount(cancel.refundCents, view.currency)} goes back to the card used to pay; it usually arrives within 5 to 10 business days.`
      : null;
  // Staff cancel when an account is suspended (issue 21): the mail names the team, not either person.
  const who =
    cancel.by === 'staff'
      ? 'Our team'
      : cancel.by === 'mentor'
        ? nameOf(mentor, 'Your mentor')
        : nameOf(student, 'The student');
  for (const { person, other, isStudent } of lessonRecipients(view)) {
    const paragraphs = [
      `${who} cancelled the ${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}) with ${other} on ${formatLessonTime(view.startAt, person.timezone)}.`,
      ...(isStudent && refund ? [refund] : []),
      'The attached calendar update removes the lesson from your calendar.',
    ];
    await send(
      mailer,
      config,
      person,
      {
        subject: `Lesson cancelled: ${view.reference}`,
        heading: `Hi ${person.name},`,
        paragraphs,
        action: myLessons(config),
      },
      [invitation(config, view, `${view.skillName} lesson with ${other}`, now, person, 'CANCEL')],
    );
  }
}
