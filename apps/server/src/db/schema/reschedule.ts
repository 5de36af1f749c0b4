/** Reschedule requests (B7): the table of migrations 0006_reschedule_requests.sql and 0023 (withdrawn). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { mentors } from './catalogue.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type RescheduleStatus = 'open' | 'accepted' | 'declined' | 'lapsed' | 'closed' | 'withdrawn';

/** The exclusion constraint reschedule_requests_no_double_hold lives in the SQL migration. */
export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    oldStartAt: at('old_start_at').notNull(),
    oldEndAt: at('old_end_at').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    holdUntil: at('hold_until').notNull(),
    status: text('status').$type<RescheduleStatus>().notNull().default('open'),
    lapsesAt: at('lapses_at').notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    check(
      'reschedule_requests_status_check',
      sql`${t.status} IN ('open', 'accepted', 'declined', 'lapsed', 'closed', 'withdrawn')`,
    ),
    check('reschedule_requests_check', sql`${t.startAt} < ${t.endAt} AND ${t.endAt} <= ${t.holdUntil}`),
    check('reschedule_requests_check1', sql`${t.lapsesAt} > ${t.createdAt}`),
    // B7: at most one open request per lesson.
    uniqueIndex('reschedule_requests_one_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'open'`),
    index('reschedule_requests_booking_idx').on(t.bookingId, desc(t.createdAt)),
    // The lapse job's queue.
    index('reschedule_requests_open_idx')
      .on(t.lapsesAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
