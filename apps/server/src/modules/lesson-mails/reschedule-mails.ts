/**
 * The reschedule mails (B7, R6): the request to the mentor; accepted (both people, with the updated
 * calendar invitation: same UID, SEQUENCE raised), declined and lapsed to the student, withdrawn to the
 * mentor. Times are shown in each recipient's zone; each person's lesson-mail setting is followed, as
 * for every lesson mail.
 */
import type { Config } from '../../config.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  formatLessonTime,
  invitation,
  JOIN_HINT,
  myLessons,
  nameOf,
  send,
  wants,
  lessonRecipients,
  type LessonMailView,
} from './mails.ts';

/** The request's times: the lesson's time when it was asked for, the new one, and the answer's deadline. */
export interface RescheduleMailTimes {
  oldStartAt: Date;
  newStartAt: Date;
  lapsesAt: Date;
}

export async function sendRescheduleRequestedMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  times: RescheduleMailTimes,
): Promise<void> {
  const { mentor } = view;
  if (!wants(mentor)) return;
  const student = nameOf(view.student, 'Your student');
  await send(mailer, config, mentor, {
    subject: `New time requested: ${view.reference}`,
    heading: `Hi ${mentor.name},`,
    paragraphs: [
      `${student} asks to move the ${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}).`,
      `Now: ${formatLessonTime(times.oldStartAt, mentor.timezone)}`,
      `Requested: ${formatLessonTime(times.newStartAt, mentor.timezone)}`,
      `Please accept or decline in My Lessons by ${formatLessonTime(times.lapsesAt, mentor.timezone)}. Without an answer the request lapses and the lesson stays at its current time; the requested time is kept free for it until then.`,
    ],
    action: myLessons(config),
  });
}

/** Both people: the lesson moved; the attached invitation replaces the old one in their calendars. */
export async function sendRescheduleAcceptedMails(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  now: Date,
  times: Pick<RescheduleMailTimes, 'oldStartAt'>,
): Promise<void> {
  for (const { person, other, isStudent } of lessonRecipients(view)) {
    await send(
      mailer,
      config,
      person,
      {
        subject: `Lesson moved: ${view.reference}`,
        heading: `Hi ${person.name},`,
        paragraphs: [
          isStudent
            ? `${other} accepted the new time for your ${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}).`
            : `You accepted the new time for the ${view.sessionMinutes}-minute ${view.skillName} lesson with ${other} (${view.reference}).`,
          `New time: ${formatLessonTime(view.startAt, person.timezone)}`,
          `It was: ${formatLessonTime(times.oldStartAt, person.timezone)}`,
          'Nothing is paid again. The attached calendar update moves the lesson in your calendar.',
          JOIN_HINT,
        ],
        action: myLessons(config),
      },
      [invitation(config, view, `${view.skillName} lesson with ${other}`, now, person)],
    );
  }
}

/** The student: the mentor declined (or did not answer in time); the lesson stays where it was. */
export async function sendRescheduleRefusedMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  times: Pick<RescheduleMailTimes, 'newStartAt'>,
  outcome: 'declined' | 'lapsed',
): Promise<void> {
  const { student } = view;
  if (!wants(student)) return;
  const mentor = nameOf(view.mentor, 'Your mentor');
  await send(mailer, config, student, {
    subject:
      outcome === 'declined'
        ? `New time declined: ${view.reference}`
        : `Your request for a new time lapsed: ${view.reference}`,
    heading: `Hi ${student.name},`,
    paragraphs: [
      outcome === 'declined'
        ? `${mentor} declined moving your ${view.skillName} lesson (${view.reference}) to ${formatLessonTime(times.newStartAt, student.timezone)}.`
        : `${mentor} did not answer your request to move your ${view.skillName} lesson (${view.reference}) to ${formatLessonTime(times.newStartAt, student.timezone)} in time, so the request has lapsed.`,
      `Your lesson stays at its time: ${formatLessonTime(view.startAt, student.timezone)}.`,
      'You can ask for another time from My Lessons up to 24 hours before the lesson.',
    ],
    action: myLessons(config),
  });
}

/** The mentor: the student withdrew the request while it waited; the requested time is free again. */
export async function sendRescheduleWithdrawnMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  times: Pick<RescheduleMailTimes, 'newStartAt'>,
): Promise<void> {
  const { mentor } = view;
  if (!wants(mentor)) return;
  const student = nameOf(view.student, 'Your student');
  await send(mailer, config, mentor, {
    subject: `Request for a new time withdrawn: ${view.reference}`,
    heading: `Hi ${mentor.name},`,
    paragraphs: [
      `${student} withdrew the request to move the ${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}) to ${formatLessonTime(times.newStartAt, mentor.timezone)}; there is nothing to answer.`,
      `The lesson stays at its time: ${formatLessonTime(view.startAt, mentor.timezone)}.`,
    ],
    action: myLessons(config),
  });
}
