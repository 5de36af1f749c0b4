/** SQL of the bookings the calendar shows and the lessons a mentor's time off may not cover (CAL-08, S3). */
import type { CalendarItem } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { notAGhost } from './lessons-repository.ts';

const DAY_MS = 86_400_000;

export interface BookingRowForCalendar {
  id: number;
  status: NonNullable<CalendarItem['status']>;
  start_at: Date | string;
  end_at: Date | string;
  skill_name: string;
  free_trial: boolean;
  amount_cents: number;
  mentor_earnings_cents: number;
  currency: string;
  as_mentor: boolean;
  first_lesson: boolean;
  other_id: number | null;
  other_first: string | null;
  other_last: string | null;
  other_picture: string | null;
}

/**
 * The lessons of `userId` as student and of `mentorId` (0 for none) as mentor over [from, to), with the
 * other side's name and photo and whether each is the pair's first lesson, by start. A checkout that ran
 * out unpaid by `now` is not a lesson and is left out (decision 0047).
 */
export async function calendarLessons(
  db: Db,
  userId: number,
  mentorId: number,
  from: number,
  to: number,
  now: Date,
): Promise<BookingRowForCalendar[]> {
  return queryRows<BookingRowForCalendar>(
    db,
    sql`SELECT b.id, b.status, b.start_at, b.end_at, b.skill_name, b.free_trial, b.amount_cents, b.currency,
               b.mentor_earnings_cents,
               (b.mentor_id = ${mentorId}) AS as_mentor,
               (b.status <> 'canceled' AND b.id = (
                 SELECT f.id FROM bookings f
                  WHERE f.student_id = b.student_id AND f.mentor_id = b.mentor_id AND f.status <> 'canceled'
                    AND ${notAGhost(now, 'f')}
                  ORDER BY f.start_at, f.id LIMIT 1)) AS first_lesson,
               o.id AS other_id, o.first_name AS other_first, o.last_name AS other_last,
               o.profile_picture AS other_picture
          FROM bookings b
          LEFT JOIN mentors m ON m.id = b.mentor_id
          LEFT JOIN users o ON o.id = CASE WHEN b.mentor_id = ${mentorId} THEN b.student_id ELSE m.user_id END
         WHERE (b.student_id = ${userId} OR b.mentor_id = ${mentorId})
           AND b.start_at < ${new Date(to)} AND b.end_at > ${new Date(from)}
           AND ${notAGhost(now, 'b')}
           -- A lesson lasts at most 120 minutes: this bound lets the index stop at the window instead of
           -- reading every past lesson of the person (the end_at test alone cannot use it).
           AND b.start_at > ${new Date(from - DAY_MS)}
         ORDER BY b.start_at, b.id`,
  );
}

/**
 * The mentor's first lesson over [start, end) that holds its time: paid, a free trial or running, or
 * pending with its checkout still open at `now`.
 */
export async function firstHeldLessonIn(
  tx: Tx,
  mentorId: number,
  start: number,
  end: number,
  now: Date,
): Promise<{ id: number; start_at: Date | string } | undefined> {
  const [lesson] = await queryRows<{ id: number; start_at: Date | string }>(
    tx,
    sql`SELECT id, start_at FROM bookings
             WHERE mentor_id = ${mentorId} AND start_at < ${new Date(end)} AND end_at > ${new Date(start)}
               AND (status IN ('paid', 'free_trial', 'in_progress')
                    OR (status = 'pending' AND hold_until > ${now}))
             ORDER BY start_at LIMIT 1`,
  );
  return lesson;
}
