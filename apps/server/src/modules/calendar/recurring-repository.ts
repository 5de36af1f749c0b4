/** SQL of recurring time off (issue 22 item 1, ADR 77): table mentor_recurring_time_off. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentorRecurringTimeOff } from '../../db/schema/index.ts';

export type RecurringRow = typeof mentorRecurringTimeOff.$inferSelect;

/** The mentor's recurring time off, oldest first. */
export function recurringOf(db: Db | Tx, mentorId: number): Promise<RecurringRow[]> {
  return db
    .select()
    .from(mentorRecurringTimeOff)
    .where(eq(mentorRecurringTimeOff.mentorId, mentorId))
    .orderBy(
      asc(mentorRecurringTimeOff.weekday),
      asc(mentorRecurringTimeOff.startMinute),
      asc(mentorRecurringTimeOff.id),
    );
}

export async function insertRecurring(
  tx: Tx,
  values: Omit<typeof mentorRecurringTimeOff.$inferInsert, 'id'>,
): Promise<RecurringRow> {
  const [row] = await tx.insert(mentorRecurringTimeOff).values(values).returning();
  return row!;
}

/** Removes one of the mentor's own; false when they have none with that id. */
export async function deleteRecurring(db: Db, mentorId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(mentorRecurringTimeOff)
    .where(and(eq(mentorRecurringTimeOff.id, id), eq(mentorRecurringTimeOff.mentorId, mentorId)))
    .returning({ id: mentorRecurringTimeOff.id });
  return deleted.length > 0;
}
