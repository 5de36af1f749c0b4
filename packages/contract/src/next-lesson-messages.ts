/**
 * "Book the same time next week" (issue 18 item 5, ADR 61): every text of the button and of the booking
 * dialog it opens, zod-free so the lesson, review and booking chunks read them without the schemas.
 */

/** How far past the same time next week the dialog looks for the nearest free time. */
export const NEXT_LESSON_SEARCH_DAYS = 14;

export const nextLessonMessages = {
  button: 'Book the same time next week',
  /** `when` names weekday, date, time and zone ("Wednesday 2 December 2026 at 10:00 (Berlin time, GMT+1)"). */
  sameTime: (when: string) => `Same time next week: ${when}`,
  nearest: (when: string) => `The same time next week is taken. The nearest free time: ${when}`,
  noneFree: (name: string) =>
    `${name} has no free time in the two weeks after the same time next week. Pick another date below.`,
  afterTrial: (minutes: number) => `Your free trial is used, so this is a paid ${minutes}-minute lesson.`,
  otherLength: (minutes: number, before: number) =>
    `The mentor no longer offers ${before}-minute lessons, so this is a ${minutes}-minute lesson.`,
  mentorUnavailable: 'This mentor is not taking bookings at the moment.',
} as const;
