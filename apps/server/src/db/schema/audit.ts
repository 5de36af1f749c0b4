/** The staff audit log (issue 21 item 6): the table of migration 0036_staff_back_office.sql. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    // No foreign key: a row outlives the staff member's account, and the table is append-only.
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('staff_audit_log_action_check', sql`${t.action} ~ '^[a-z_.]{1,60}$'`),
    check('staff_audit_log_record_type_check', sql`length(${t.recordType}) BETWEEN 1 AND 40`),
    check('staff_audit_log_record_id_check', sql`length(${t.recordId}) BETWEEN 1 AND 60`),
    check('staff_audit_log_reason_check', sql`length(${t.reason}) <= 1000`),
    index('staff_audit_log_action_idx').on(t.action, t.id.desc().nullsFirst()),
    index('staff_audit_log_actor_idx').on(t.actorEmail, t.id.desc().nullsFirst()),
    index('staff_audit_log_record_idx').on(t.recordType, t.recordId, t.id.desc().nullsFirst()),
  ],
);
