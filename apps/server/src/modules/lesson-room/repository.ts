/** SQL of what a lesson's room keeps (ADR 64): its shared files and its chat. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lessonRoomFiles, lessonRoomMessages } from '../../db/schema/index.ts';

export type RoomFileRow = typeof lessonRoomFiles.$inferSelect;
export type RoomMessageRow = typeof lessonRoomMessages.$inferSelect;

export function roomFilesOf(db: Db | Tx, bookingId: number): Promise<RoomFileRow[]> {
  return db
    .select()
    .from(lessonRoomFiles)
    .where(eq(lessonRoomFiles.bookingId, bookingId))
    .orderBy(asc(lessonRoomFiles.id));
}

export async function countRoomFiles(db: Db | Tx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonRoomFiles)
    .where(eq(lessonRoomFiles.bookingId, bookingId));
  return row?.n ?? 0;
}

export async function findRoomFile(db: Db | Tx, id: number): Promise<RoomFileRow | undefined> {
  const [row] = await db.select().from(lessonRoomFiles).where(eq(lessonRoomFiles.id, id));
  return row;
}

export async function insertRoomFile(
  tx: Tx,
  values: typeof lessonRoomFiles.$inferInsert,
): Promise<RoomFileRow> {
  const [row] = await tx.insert(lessonRoomFiles).values(values).returning();
  return row!;
}

export function roomMessagesOf(db: Db | Tx, bookingId: number): Promise<RoomMessageRow[]> {
  return db
    .select()
    .from(lessonRoomMessages)
    .where(eq(lessonRoomMessages.bookingId, bookingId))
    .orderBy(asc(lessonRoomMessages.id));
}

export async function countRoomMessages(db: Db | Tx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonRoomMessages)
    .where(eq(lessonRoomMessages.bookingId, bookingId));
  return row?.n ?? 0;
}

export async function insertRoomMessage(
  tx: Tx,
  values: typeof lessonRoomMessages.$inferInsert,
): Promise<RoomMessageRow> {
  const [row] = await tx.insert(lessonRoomMessages).values(values).returning();
  return row!;
}

export async function deleteRoomFile(tx: Tx, id: number): Promise<void> {
  await tx.delete(lessonRoomFiles).where(eq(lessonRoomFiles.id, id));
}

/** The file's row, locked against a second removal at the same time. */
export async function lockRoomFile(tx: Tx, id: number): Promise<RoomFileRow | undefined> {
  const [row] = await tx.select().from(lessonRoomFiles).where(eq(lessonRoomFiles.id, id)).for('update');
  return row;
}
