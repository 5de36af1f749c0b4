/** SQL of a mentor's own booking rules (issue 22 item 4): four columns of the mentors row (migration 0037). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

export interface BookingRulesRow {
  minNoticeHours: number;
  horizonDays: number;
  bufferMinutes: number;
  maxLessonsPerDay: number | null;
}

const columns = {
  minNoticeHours: mentors.minNoticeHours,
  horizonDays: mentors.horizonDays,
  bufferMinutes: mentors.bufferMinutes,
  maxLessonsPerDay: mentors.maxLessonsPerDay,
};

/** The mentor's rules; undefined for an unknown mentor. */
export async function mentorBookingRules(
  db: Db | Tx,
  mentorId: number,
): Promise<BookingRulesRow | undefined> {
  const [row] = await db.select(columns).from(mentors).where(eq(mentors.id, mentorId));
  return row;
}

export async function setMentorBookingRules(tx: Tx, mentorId: number, rules: BookingRulesRow): Promise<void> {
  await tx.update(mentors).set(rules).where(eq(mentors.id, mentorId));
}
