/** SQL of a mentor's other calendars (external_calendars) and their busy periods (migration 0038). */
import { and, asc, count, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { externalBusyPeriods, externalCalendars, mentors } from '../../db/schema/index.ts';

export type ExternalCalendarRow = typeof externalCalendars.$inferSelect;

export function calendarsOf(db: Db, mentorId: number): Promise<ExternalCalendarRow[]> {
  return db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.mentorId, mentorId))
    .orderBy(asc(externalCalendars.id));
}

export async function calendarCount(db: Db, mentorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(externalCalendars)
    .where(eq(externalCalendars.mentorId, mentorId));
  return row?.n ?? 0;
}

export async function calendarById(db: Db, id: number): Promise<ExternalCalendarRow | undefined> {
  const [row] = await db.select().from(externalCalendars).where(eq(externalCalendars.id, id));
  return row;
}

/** A new calendar, taken for its first fetch at once (the scheduler's next one is 15 minutes later). */
export async function insertCalendar(db: Db, mentorId: number, url: string, now: Date) {
  const [row] = await db
    .insert(externalCalendars)
    .values({ mentorId, url, createdAt: now, lastAttemptAt: now })
    .returning();
  return row!;
}

/** Removes the mentor's own calendar (its busy periods go with it); false when it is not theirs. */
export async function deleteCalendar(db: Db, mentorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.mentorId, mentorId)))
    .returning({ id: externalCalendars.id });
  return rows.length > 0;
}

export interface DueCalendar {
  id: number;
  url: string;
  timezone: string;
}

/**
 * Takes every calendar last tried at or before `dueBefore`, marking it tried now inside the job's locked
 * transaction, so no other process takes it again for 15 minutes.
 */
export async function takeDueCalendars(tx: Tx, dueBefore: Date, now: Date): Promise<DueCalendar[]> {
  const due = or(isNull(externalCalendars.lastAttemptAt), lte(externalCalendars.lastAttemptAt, dueBefore));
  const rows = await tx.update(externalCalendars).set({ lastAttemptAt: now }).where(due).returning({
    id: externalCalendars.id,
    url: externalCalendars.url,
    mentorId: externalCalendars.mentorId,
  });
  const zones = new Map<number, string>();
  for (const row of rows) {
    if (zones.has(row.mentorId)) continue;
    const [mentor] = await tx
      .select({ timezone: mentors.timezone })
      .from(mentors)
      .where(eq(mentors.id, row.mentorId));
    zones.set(row.mentorId, mentor?.timezone ?? 'UTC');
  }
  return rows.map((r) => ({ id: r.id, url: r.url, timezone: zones.get(r.mentorId) ?? 'UTC' }));
}

export async function mentorZone(db: Db, mentorId: number): Promise<string> {
  const [row] = await db.select({ timezone: mentors.timezone }).from(mentors).where(eq(mentors.id, mentorId));
  return row?.timezone ?? 'UTC';
}

const INSERT_BATCH = 1000;

/** A good fetch: its periods replace the calendar's old ones (nothing, if it was removed meanwhile). */
export async function replaceBusyPeriods(
  db: Db,
  calendarId: number,
  periods: { start: number; end: number }[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [calendar] = await tx
      .update(externalCalendars)
      .set({ lastSyncedAt: now, lastError: null })
      .where(eq(externalCalendars.id, calendarId))
      .returning({ mentorId: externalCalendars.mentorId });
    if (!calendar) return;
    await tx.delete(externalBusyPeriods).where(eq(externalBusyPeriods.calendarId, calendarId));
    for (let i = 0; i < periods.length; i += INSERT_BATCH) {
      await tx.insert(externalBusyPeriods).values(
        periods.slice(i, i + INSERT_BATCH).map((p) => ({
          calendarId,
          mentorId: calendar.mentorId,
          startAt: new Date(p.start),
          endAt: new Date(p.end),
        })),
      );
    }
  });
}

/** A failed fetch: the reason is kept for the mentor, the last good periods stay. */
export async function recordSyncError(db: Db, calendarId: number, message: string): Promise<void> {
  await db.update(externalCalendars).set({ lastError: message }).where(eq(externalCalendars.id, calendarId));
}
