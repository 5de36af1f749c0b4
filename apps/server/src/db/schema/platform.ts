import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { desc } from './helpers.ts';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('outbox_emails_to_idx').on(sql`lower(${t.toAddress})`, desc(t.createdAt))],
);

/** The durable outbox's rows (platform/outbox.ts); a row leaves the table once delivered. */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind')
      .$type<'mail' | 'realtime' | 'payment-event' | 'provider-refund' | 'file-removal'>()
      .notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'outbox_jobs_kind_check',
      sql`${t.kind} IN ('mail', 'realtime', 'payment-event', 'provider-refund', 'file-removal')`,
    ),
    // The worker's claim: the due rows in the order they were written.
    index('outbox_jobs_due_idx').on(t.runAt, t.id),
  ],
);
