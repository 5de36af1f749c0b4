/** Lesson packages and credits: the tables of migration 0025_lesson_packages.sql (issue 18 item 2). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lessonPackages = pgTable(
  'lesson_packages',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    lessons: integer('lessons').notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (t) => [
    check('lesson_packages_lessons_check', sql`${t.lessons} IN (5, 10, 20)`),
    check('lesson_packages_session_minutes_check', sql`${t.sessionMinutes} IN (30, 60, 90, 120)`),
    check('lesson_packages_discount_percent_check', sql`${t.discountPercent} BETWEEN 0 AND 30`),
    index('lesson_packages_mentor_idx')
      .on(t.mentorId)
      .where(sql`removed_at IS NULL`),
  ],
);

export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => lessonPackages.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    sessionMinutes: integer('session_minutes').notNull(),
    lessons: integer('lessons').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'canceled'>().notNull(),
    checkoutId: text('checkout_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    paidAt: at('paid_at'),
    expiresAt: at('expires_at'),
    lessonsUsed: integer('lessons_used').notNull().default(0),
    lessonsClosed: integer('lessons_closed').notNull().default(0),
    closedCents: integer('closed_cents').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('package_purchases_price_cents_check', sql`${t.priceCents} >= 0`),
    check('package_purchases_status_check', sql`${t.status} IN ('pending', 'paid', 'canceled')`),
    check(
      'package_purchases_check',
      sql`${t.lessonsUsed} >= 0 AND ${t.lessonsClosed} >= 0 AND ${t.lessonsUsed} + ${t.lessonsClosed} <= ${t.lessons}`,
    ),
    index('package_purchases_student_idx')
      .on(t.studentId, t.mentorId, t.sessionMinutes)
      .where(sql`status = 'paid'`),
  ],
);
export type PackagePurchaseRow = typeof packagePurchases.$inferSelect;

export const creditUses = pgTable(
  'credit_uses',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    valueCents: integer('value_cents').notNull(),
    state: text('state').$type<'held' | 'returned' | 'forfeited'>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('credit_uses_state_check', sql`${t.state} IN ('held', 'returned', 'forfeited')`)],
);
