/** No-show reports (B9): the table of migration 0007_no_show_reports.sql. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NoShowStatus } from '@app/contract';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const noShowReports = pgTable('no_show_reports', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
  details: text('details').notNull().default(''),
  status: text('status').$type<NoShowStatus>().notNull().default('open'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: at('resolved_at'),
  createdAt: at('created_at').notNull(),
});
