/** SQL of the slot inputs: a mentor's recurring time off (issue 22 item 1, ADR 77), for the slot engine. */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentorRecurringTimeOff } from '../../db/schema/index.ts';
import type { RecurringWindow } from '../availability/index.ts';

/** Every recurring time off of the mentor (ended ones too: the engine skips dates after `until`). */
export async function recurringTimeOffWindows(db: Db | Tx, mentorId: number): Promise<RecurringWindow[]> {
  const rows = await db
    .select({
      weekday: mentorRecurringTimeOff.weekday,
      startMinute: mentorRecurringTimeOff.startMinute,
      endMinute: mentorRecurringTimeOff.endMinute,
      until: mentorRecurringTimeOff.untilDate,
    })
    .from(mentorRecurringTimeOff)
    .where(eq(mentorRecurringTimeOff.mentorId, mentorId))
    .orderBy(asc(mentorRecurringTimeOff.id));
  return rows;
}
