/** SQL of the calendar module: a mentor's time off (mentor_time_off) and extra time (mentor_extra_time). */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { mentorExtraTime, mentorTimeOff } from '../../db/schema/index.ts';

export type RangeKind = 'timeOff' | 'extra';

export interface RangeRow {
  id: number;
  start_at: Date | string;
  end_at: Date | string;
}

/** The mentor's time off or extra time overlapping [from, to), by start. */
export function rangesIn(db: Db | Tx, kind: RangeKind, mentorId: number, from: number, to: number) {
  return queryRows<RangeRow>(
    db,
    sql`SELECT id, start_at, end_at FROM ${sql.raw(kind === 'timeOff' ? 'mentor_time_off' : 'mentor_extra_time')}
           WHERE mentor_id = ${mentorId} AND start_at < ${new Date(to)} AND end_at > ${new Date(from)}
           ORDER BY start_at, id`,
  );
}

/** Adds one time off or extra time of the mentor; answers its id. */
export async function insertRange(
  tx: Tx,
  kind: RangeKind,
  mentorId: number,
  start: number,
  end: number,
  now: Date,
): Promise<{ id: number }> {
  const table = kind === 'timeOff' ? mentorTimeOff : mentorExtraTime;
  const [inserted] = await tx
    .insert(table)
    .values({ mentorId, startAt: new Date(start), endAt: new Date(end), createdAt: now })
    .returning({ id: table.id });
  return inserted!;
}

/** Removes one of the mentor's own time off or extra time; false when they have none with that id. */
export async function deleteRange(db: Db, kind: RangeKind, mentorId: number, id: number): Promise<boolean> {
  const table = kind === 'timeOff' ? mentorTimeOff : mentorExtraTime;
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.mentorId, mentorId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Moves one of the mentor's own time off or extra time; false when they have none with that id. */
export async function moveRange(
  tx: Tx,
  kind: RangeKind,
  mentorId: number,
  id: number,
  start: number,
  end: number,
): Promise<boolean> {
  const table = kind === 'timeOff' ? mentorTimeOff : mentorExtraTime;
  const moved = await tx
    .update(table)
    .set({ startAt: new Date(start), endAt: new Date(end) })
    .where(and(eq(table.id, id), eq(table.mentorId, mentorId)))
    .returning({ id: table.id });
  return moved.length > 0;
}
