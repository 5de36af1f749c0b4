/** SQL of the bookings module: the mentor's bookable facts, the slot inputs, bookings and their people. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  bookings,
  mentorAvailability,
  externalBusyPeriods,
  mentorExtraTime,
  mentorSessions,
  mentorSkills,
  mentorTimeOff,
  mentors,
  skills,
} from '../../db/schema/index.ts';
import type { BusyInterval, Interval, WeeklyWindow } from '../availability/index.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** Statuses that hold their slot (S1); a pending one only until its checkout expires. */
export const HOLDING_STATUSES = ['pending', 'paid', 'free_trial', 'in_progress'] as const;

export interface BookableMentor {
  id: number;
  userId: number;
  isVerified: boolean;
  timezone: string;
  amountCents: number;
  offerTrial: boolean;
  /** Issue 22 item 4: the mentor's own minimum notice, for the quick refusal before the slot engine. */
  minNoticeHours: number;
}

export async function bookableMentor(db: Db | Tx, mentorId: number): Promise<BookableMentor | undefined> {
  const [row] = await db
    .select({
      id: mentors.id,
      userId: mentors.userId,
      isVerified: mentors.isVerified,
      timezone: mentors.timezone,
      amountCents: mentors.amountCents,
      offerTrial: mentors.offerTrial,
      minNoticeHours: mentors.minNoticeHours,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  return row;
}

export interface SessionOption {
  id: number;
  sessionTime: number;
  timeoutTime: number;
}

export async function mentorSession(
  db: Db | Tx,
  mentorId: number,
  where: { id: number } | { minutes: number },
): Promise<SessionOption | undefined> {
  const [row] = await db
    .select({
      id: mentorSessions.id,
      sessionTime: mentorSessions.sessionTime,
      timeoutTime: mentorSessions.timeoutTime,
    })
    .from(mentorSessions)
    .where(
      and(
        eq(mentorSessions.mentorId, mentorId),
        'id' in where ? eq(mentorSessions.id, where.id) : eq(mentorSessions.sessionTime, where.minutes),
      ),
    );
  return row;
}

export async function mentorSkill(
  db: Db | Tx,
  mentorId: number,
  skillId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: skills.id, name: skills.name })
    .from(mentorSkills)
    .innerJoin(skills, eq(skills.id, mentorSkills.skillId))
    .where(and(eq(mentorSkills.mentorId, mentorId), eq(mentorSkills.skillId, skillId)));
  return row;
}

/** Weekly windows as minutes of the mentor's local day (0 = Monday). */
export async function weeklyWindows(db: Db | Tx, mentorId: number): Promise<WeeklyWindow[]> {
  const rows = await db
    .select({
      weekday: mentorAvailability.weekday,
      start: mentorAvailability.startTime,
      end: mentorAvailability.endTime,
    })
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId));
  const minutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  // PostgreSQL's time type allows 24:00:00, the end of a day: it reads as minute 1440.
  return rows.map((r) => ({ weekday: r.weekday, startMinute: minutes(r.start), endMinute: minutes(r.end) }));
}

/**
 * Extra time, time off, or busy periods read from the mentor's other calendars (issue 22 item 3), overlapping
 * [from, to).
 */
export async function datedIntervals(
  db: Db | Tx,
  kind: 'extra' | 'timeOff' | 'externalBusy',
  mentorId: number,
  from: Date,
  to: Date,
): Promise<Interval[]> {
  const table = kind === 'extra' ? mentorExtraTime : kind === 'timeOff' ? mentorTimeOff : externalBusyPeriods;
  const rows = await db
    .select({ start: table.startAt, end: table.endAt })
    .from(table)
    .where(and(eq(table.mentorId, mentorId), lt(table.startAt, to), gt(table.endAt, from)));
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/** The advisory-lock class of a mentor's calendar (the second key is the mentor's id). */
const MENTOR_CALENDAR_LOCK = 727_002;

/**
 * Serialises, per mentor, everything that takes their time (booking, a reschedule request, its acceptance)
 * until the transaction ends, so the slot check made after it sees every hold: the exclusion constraint
 * covers bookings among themselves, but not a booking against a slot held by a reschedule request (B7).
 */
export async function lockMentorCalendar(tx: Tx, mentorId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${MENTOR_CALENDAR_LOCK}::int, ${mentorId}::int)`);
}

/**
 * Every held range (lesson + break) of the mentor's bookings that still hold their slot, and the slots
 * held by open reschedule requests of lessons still on (B7), over [from, to). A held request carries no
 * bookingId: it blocks its own lesson's listing too.
 */
export async function busyIntervals(
  db: Db | Tx,
  mentorId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<BusyInterval[]> {
  const rows = await queryRows<{ id: number | null; start_at: string | Date; hold_until: string | Date }>(
    db,
    sql`SELECT id, start_at, hold_until FROM bookings
        WHERE mentor_id = ${mentorId} AND start_at < ${to} AND hold_until > ${from}
          AND (status IN ('paid', 'free_trial', 'in_progress')
               OR (status = 'pending' AND checkout_expires_at > ${now}))
        UNION ALL
        SELECT NULL, r.start_at, r.hold_until FROM reschedule_requests r JOIN bookings b ON b.id = r.booking_id
        WHERE r.mentor_id = ${mentorId} AND r.status = 'open' AND r.lapses_at > ${now}
          AND b.status IN ('paid', 'free_trial') AND r.start_at < ${to} AND r.hold_until > ${from}`,
  );
  return rows.map((r) => ({
    ...(r.id === null ? {} : { bookingId: r.id }),
    start: new Date(r.start_at).getTime(),
    end: new Date(r.hold_until).getTime(),
  }));
}

export async function hasLiveTrial(db: Db | Tx, studentId: number, mentorId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM bookings WHERE student_id = ${studentId} AND mentor_id = ${mentorId}
        AND free_trial AND status <> 'canceled' LIMIT 1`,
  );
  return rows.length > 0;
}

/** Of these mentors, those the student already had their one free trial with (B1: any trial not cancelled). */
export async function mentorsWithTrial(
  db: Db | Tx,
  studentId: number,
  mentorIds: number[],
): Promise<Set<number>> {
  if (mentorIds.length === 0) return new Set();
  const rows = await queryRows<{ mentor_id: number }>(
    db,
    sql`SELECT DISTINCT mentor_id FROM bookings WHERE student_id = ${studentId} AND free_trial
        AND status <> 'canceled' AND mentor_id IN (${sql.join(
          mentorIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((r) => Number(r.mentor_id)));
}

export async function findBooking(db: Db | Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking, locked until the transaction ends (a reschedule's request and answer). */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** Adds a refund (staff's no-show decision) to what the student has had back. */
export async function addRefunded(tx: Tx, id: number, cents: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ refundedAmountCents: sql`${bookings.refundedAmountCents} + ${cents}`, updatedAt: now })
    .where(eq(bookings.id, id));
}

/** The lesson's new time (an accepted reschedule) and which of its reminders count as sent. */
export interface LessonMove {
  startAt: Date;
  endAt: Date;
  holdUntil: Date;
  reminded24hAt: Date | null;
  reminded1hAt: Date | null;
}

export async function moveBooking(tx: Tx, id: number, move: LessonMove, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...move, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** A new booking's row, as the booking rules (B1-B3, B8) filled it in. */
export type NewBooking = typeof bookings.$inferInsert;

/** Writes a new booking; the exclusion constraint refuses one that overlaps a held slot (S1). */
export async function insertBooking(tx: Tx, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

/** Cancels a lesson at a participant's request, with what the student has had back in all (B6). */
export async function markCancelled(
  tx: Tx,
  id: number,
  by: 'student' | 'mentor' | 'staff',
  refundedAmountCents: number,
  now: Date,
  reason = `cancelled_by_${by}`,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'canceled',
      canceledAt: now,
      canceledBy: by,
      cancelReason: reason,
      refundedAmountCents,
      updatedAt: now,
    })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** Keeps the student's preparation answers on the booking (L2). */
export async function writeExtraInfo(
  tx: Tx,
  id: number,
  answers: NonNullable<BookingRow['extraInfo']>,
  now: Date,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ extraInfo: answers, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** A participant of a booking as presenters and mails need them; null when the account was deleted. */
export interface Person {
  userId: number;
  mentorId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  profilePicture: string | null;
  timezone: string;
  lessonMails: boolean;
  reminder24h: boolean;
  reminder1h: boolean;
}

export async function bookingPeople(
  db: Db | Tx,
  booking: Pick<BookingRow, 'studentId' | 'mentorId'>,
): Promise<{ student: Person | null; mentor: Person | null }> {
  const people = await peopleOf(db, [booking]);
  return people.of(booking);
}

/** A list of integers as SQL `(1, 2, 3)`; `(NULL)` for none, which matches nothing. */
function idList(ids: number[]) {
  return ids.length === 0
    ? sql`(NULL)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}

/** The students and mentors of several bookings in one query (a page of the lesson list). */
export async function peopleOf(
  db: Db | Tx,
  list: Pick<BookingRow, 'studentId' | 'mentorId'>[],
): Promise<{
  of(booking: Pick<BookingRow, 'studentId' | 'mentorId'>): { student: Person | null; mentor: Person | null };
}> {
  const studentIds = [...new Set(list.flatMap((b) => (b.studentId === null ? [] : [b.studentId])))];
  const mentorIds = [...new Set(list.flatMap((b) => (b.mentorId === null ? [] : [b.mentorId])))];
  const rows = await queryRows<{
    role: 'student' | 'mentor';
    user_id: number;
    mentor_id: number | null;
    first_name: string;
    last_name: string;
    email: string;
    profile_picture: string | null;
    timezone: string;
    lesson_mails: boolean;
    reminder_24h: boolean;
    reminder_1h: boolean;
  }>(
    db,
    sql`SELECT 'student' AS role, u.id AS user_id, NULL::integer AS mentor_id, u.first_name, u.last_name,
               u.email, u.profile_picture, u.timezone, u.email_lesson_notifications AS lesson_mails,
               u.lesson_reminder_24h AS reminder_24h, u.lesson_reminder_1h AS reminder_1h
          FROM users u WHERE u.id IN ${idList(studentIds)}
        UNION ALL
        SELECT 'mentor', u.id, m.id, u.first_name, u.last_name, u.email, u.profile_picture,
               CASE WHEN u.timezone_chosen THEN u.timezone ELSE m.timezone END,
               u.email_lesson_notifications, u.lesson_reminder_24h, u.lesson_reminder_1h
          FROM mentors m JOIN users u ON u.id = m.user_id WHERE m.id IN ${idList(mentorIds)}`,
  );
  const toPerson = (r: (typeof rows)[number]): Person => ({
    userId: r.user_id,
    mentorId: r.mentor_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    profilePicture: r.profile_picture,
    timezone: r.timezone,
    lessonMails: r.lesson_mails,
    reminder24h: r.reminder_24h,
    reminder1h: r.reminder_1h,
  });
  const students = new Map(rows.filter((r) => r.role === 'student').map((r) => [r.user_id, toPerson(r)]));
  const mentors = new Map(rows.filter((r) => r.role === 'mentor').map((r) => [r.mentor_id, toPerson(r)]));
  return {
    of: (booking) => ({
      student: (booking.studentId !== null && students.get(booking.studentId)) || null,
      mentor: (booking.mentorId !== null && mentors.get(booking.mentorId)) || null,
    }),
  };
}

/** Which (student, mentor) pairs of the bookings have a review, as "studentId:mentorId" keys. */
export async function reviewedPairs(
  db: Db | Tx,
  list: Pick<BookingRow, 'studentId' | 'mentorId'>[],
): Promise<Set<string>> {
  const pairs = list.flatMap((b) =>
    b.studentId !== null && b.mentorId !== null ? [sql`(${b.studentId}, ${b.mentorId})`] : [],
  );
  if (pairs.length === 0) return new Set();
  const rows = await queryRows<{ reviewer_id: number; mentor_id: number }>(
    db,
    sql`SELECT reviewer_id, mentor_id FROM reviews WHERE (reviewer_id, mentor_id) IN (${sql.join(pairs, sql`, `)})`,
  );
  return new Set(rows.map((r) => `${r.reviewer_id}:${r.mentor_id}`));
}
