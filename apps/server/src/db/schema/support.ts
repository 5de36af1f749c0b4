/** Support tickets (K4): the table of migration 0013_support_tickets.sql. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SupportTicketStatus, SupportType } from '@app/contract';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  type: text('type').$type<SupportType>().notNull(),
  message: text('message').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
