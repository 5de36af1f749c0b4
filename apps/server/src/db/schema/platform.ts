import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxEmails = pgTable('outbox_emails', {
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
});
