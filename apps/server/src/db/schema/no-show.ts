/** No-show reports (B9): the table of migration 0007_no_show_reports.sql. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NoShowStatus } from '@app/contract';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const noShowReports = pgTable(
  'no_show_reports',
  {
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
  },
  (t) => [
    check('no_show_reports_details_check', sql`length(${t.details}) <= 1000`),
    check('no_show_reports_status_check', sql`${t.status} IN ('open', 'refunded', 'dismissed')`),
    check('no_show_reports_refunded_cents_check', sql`${t.refundedCents} >= 0`),
    // Resolved exactly when no longer open.
    check('no_show_reports_check', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
    // The staff list: open reports first, newest first.
    index('no_show_reports_status_idx').on(t.status, desc(t.createdAt)),
  ],
);
