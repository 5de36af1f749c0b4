/**
 * The staff audit log (issue 21 item 6, ADR 69). `recordStaffAction` is the one way a staff action is
 * written down: every staff service calls it inside the transaction of its own change, so the change and
 * its row commit together or not at all. The table is append-only in the database (a trigger).
 */
import { AUDIT_PAGE_SIZE, INT4_MAX, type AuditAction, type AuditEntry, type AuditPage } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { insertAuditRow, searchAuditRows, type AuditFilter, type AuditRow } from './repository.ts';

export interface StaffAction {
  /** The staff member who acted (the caller of a staff endpoint). */
  actor: { id: number; email: string };
  action: AuditAction;
  record: { type: string; id: number | string };
  /** The record's values before and after, as JSON; null where there was no record (a creation). */
  before?: unknown;
  after?: unknown;
  reason?: string;
  at: Date;
}

/** Writes the action's row in `tx`, the transaction of the change it records. */
export async function recordStaffAction(tx: Tx, entry: StaffAction): Promise<void> {
  await insertAuditRow(tx, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email.toLowerCase(),
    action: entry.action,
    recordType: entry.record.type,
    recordId: String(entry.record.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
    createdAt: entry.at,
  });
}

function present(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action as AuditAction,
    record_type: row.recordType,
    record_id: row.recordId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    at: new Date(row.createdAt).toISOString(),
  };
}

export interface AuditSearch {
  action?: AuditAction;
  actor?: string;
  record_type?: string;
  record_id?: string;
  before?: number;
}

/** One page of the search: `actor` is a user id (digits) or an e-mail in any case. */
export async function searchAudit(db: Db, query: AuditSearch): Promise<AuditPage> {
  const filter: AuditFilter = {
    action: query.action,
    recordType: query.record_type || undefined,
    recordId: query.record_id || undefined,
    beforeId: query.before,
  };
  const actor = query.actor?.trim();
  if (actor) {
    if (/^\d+$/.test(actor)) {
      // Beyond int4 no user has the id: an empty page rather than a failed cast.
      if (Number(actor) > INT4_MAX) return { entries: [], next_before: null };
      filter.actorId = Number(actor);
    } else {
      filter.actorEmail = actor.toLowerCase();
    }
  }
  const rows = await searchAuditRows(db, filter, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(present),
    next_before: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/** The staff actions on one record, oldest first (a booking's timeline; at most 100). */
export async function searchAuditOfRecord(
  db: Db,
  recordType: string,
  recordId: string,
): Promise<AuditEntry[]> {
  const rows = await searchAuditRows(db, { recordType, recordId }, 100);
  return rows.reverse().map(present);
}
