/** SQL of the staff audit log (issue 21 item 6): insert only (the table refuses UPDATE and DELETE), and the search. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof staffAuditLog.$inferSelect;
export type NewAuditRow = typeof staffAuditLog.$inferInsert;

export async function insertAuditRow(tx: Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(staffAuditLog).values(row);
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  actorEmail?: string;
  recordType?: string;
  recordId?: string;
  beforeId?: number;
}

/** Newest first, `limit` rows: each filter is an equality an index of migration 0036 starts with. */
export function searchAuditRows(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
  if (filter.actorId !== undefined) where.push(eq(staffAuditLog.actorId, filter.actorId));
  if (filter.actorEmail !== undefined) where.push(eq(staffAuditLog.actorEmail, filter.actorEmail));
  if (filter.recordType) where.push(eq(staffAuditLog.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(staffAuditLog.recordId, filter.recordId));
  if (filter.beforeId !== undefined) where.push(lt(staffAuditLog.id, filter.beforeId));
  return db
    .select()
    .from(staffAuditLog)
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
}
