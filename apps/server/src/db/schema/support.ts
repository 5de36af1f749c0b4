/** Support tickets (K4): the tables of migrations 0013_support_tickets.sql and 0039_support_threads.sql. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SupportTicketStatus, SupportType } from '@app/contract';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { desc } from './helpers.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<SupportType>().notNull(),
    message: text('message').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The staff member working on it (migration 0039).
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'support_tickets_type_check',
      sql`${t.type} IN ('booking_issues', 'payment_problems', 'refund', 'technical_difficulties', 'account_questions', 'mentor_concerns', 'help_us_improve', 'other')`,
    ),
    check('support_tickets_message_check', sql`length(${t.message}) BETWEEN 1 AND 5000`),
    check('support_tickets_email_check', sql`length(${t.email}) <= 254`),
    check('support_tickets_status_check', sql`${t.status} IN ('open', 'waiting', 'closed')`),
    // The staff list: newest first.
    index('support_tickets_created_idx').on(desc(t.createdAt), desc(t.id)),
    // "My requests": a user's own tickets, newest first.
    index('support_tickets_user_idx').on(t.userId, desc(t.id)),
    // Migration 0044: the staff list's "Assigned to me".
    index('support_tickets_assignee_idx')
      .on(t.assigneeId, desc(t.createdAt), desc(t.id))
      .where(sql`${t.assigneeId} IS NOT NULL`),
  ],
);

/** A ticket's thread after its first message: staff replies, the user's answers, internal notes. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('support_ticket_messages_check', sql`NOT ${t.internal} OR ${t.fromStaff}`),
    check('support_ticket_messages_body_check', sql`length(${t.body}) BETWEEN 1 AND 5000`),
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);
