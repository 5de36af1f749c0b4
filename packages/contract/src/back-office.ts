/**
 * The staff back office (issue 21): the dashboard at /admin and the people (search, one account, suspend and
 * reinstate). Money in integer cents with its currency; the
 * windows are UTC days and weeks (Monday to Monday), the staff area's one zone.
 */
import { z } from 'zod';
import { staffReasonSchema } from './admin-audit.ts';
import { backOfficeMessages, moneyMessages } from './back-office-messages.ts';
import { BOOKING_STATUSES } from './booking-constants.ts';
import { idParamSchema } from './ids.ts';

const periodSchema = z.object({
  /** The window, [from, to), as ISO instants in UTC. */
  from: z.string(),
  to: z.string(),
  /** Held lessons (paid, free trial, in progress or completed) starting in the window. */
  lessons: z.number().int(),
  /** Money taken at the provider (lessons and packages). */
  revenue_cents: z.number().int(),
  /** The platform's fees, net of what refunds took back. */
  platform_fees_cents: z.number().int(),
  refunds_cents: z.number().int(),
  payouts_cents: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof periodSchema>;

export const dashboardSchema = z
  .object({
    currency: z.string(),
    today: periodSchema,
    week: periodSchema,
    open_tickets: z.number().int(),
    pending_applications: z.number().int(),
    open_no_show_reports: z.number().int(),
  })
  .meta({ id: 'StaffDashboard' });
export type StaffDashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/users/?search= : a name or e-mail fragment, or an account id. */
export const peopleQuerySchema = z.object({
  search: z.string().trim().max(254, backOfficeMessages.searchTooLong).optional(),
});

export const adminPersonSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    role: z.enum(['student', 'mentor', 'staff']),
    mentor_id: z.number().int().nullable(),
    joined_at: z.string(),
    last_sign_in_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    suspension_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminPerson' });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminPeopleSchema = z.object({ people: z.array(adminPersonSchema) }).meta({ id: 'AdminPeople' });
export type AdminPeople = z.infer<typeof adminPeopleSchema>;

/** One of a person's lessons as the back office lists it. */
export const adminLessonSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  as: z.enum(['student', 'mentor']),
  status: z.string(),
  start: z.string(),
  amount_cents: z.number().int(),
  refunded_amount_cents: z.number().int(),
  currency: z.string(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminPersonDetailSchema = z
  .object({
    person: adminPersonSchema,
    /** The newest lessons as student or mentor, at most 50. */
    lessons: z.array(adminLessonSchema),
  })
  .meta({ id: 'AdminPersonDetail' });
export type AdminPersonDetail = z.infer<typeof adminPersonDetailSchema>;

export const personParamsSchema = z.object({ id: idParamSchema('id') });

export const suspendBodySchema = z.strictObject({ reason: staffReasonSchema }).meta({ id: 'SuspendBody' });
export type SuspendBody = z.input<typeof suspendBodySchema>;

export const suspensionResultSchema = z
  .object({ message: z.string(), person: adminPersonSchema, cancelled_lessons: z.array(z.string()) })
  .meta({ id: 'SuspensionResult' });
export type SuspensionResult = z.infer<typeof suspensionResultSchema>;

/** A real calendar day from 2000 to 2199 (a day the database can compare; 2026-02-30 is not one). */
const isoDay = z
  .string()
  .regex(/^2[01]\d{2}-\d{2}-\d{2}$/, 'Use a date from 2000 on as YYYY-MM-DD.')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'Use a date from 2000 on as YYYY-MM-DD.');

/** GET /api/admin/bookings/?search=&status=&from=&to=&refunded= (dates are UTC days, both included). */
export const bookingsQuerySchema = z.object({
  search: z.string().trim().max(254, backOfficeMessages.searchTooLong).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown booking status.' }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  refunded: z.enum(['1', '0']).optional(),
});
export type BookingsQuery = z.input<typeof bookingsQuerySchema>;

export const adminBookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    start: z.string(),
    free_trial: z.boolean(),
    student_id: z.number().int().nullable(),
    student_name: z.string(),
    mentor_id: z.number().int(),
    mentor_name: z.string(),
    amount_cents: z.number().int(),
    refunded_amount_cents: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingsSchema = z
  .object({ bookings: z.array(adminBookingSchema) })
  .meta({ id: 'AdminBookings' });
export type AdminBookings = z.infer<typeof adminBookingsSchema>;

export const adminBookingDetailSchema = z
  .object({
    booking: adminBookingSchema,
    /** What is left to refund, in cents. */
    refundable_cents: z.number().int(),
    /** What happened to it, oldest first: booked, paid, refunds, cancelled, staff actions. */
    timeline: z.array(z.object({ at: z.string(), what: z.string() })),
    ledger: z.array(
      z.object({
        kind: z.string(),
        reference: z.string().nullable(),
        entries: z.array(z.object({ account: z.string(), amount_cents: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'AdminBookingDetail' });
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const bookingParamsSchema = z.object({ id: idParamSchema('id') });

export const refundBodySchema = z
  .strictObject({
    amount_cents: z
      .number({ error: moneyMessages.amountInvalid })
      .int(moneyMessages.amountInvalid)
      .min(1, moneyMessages.amountInvalid)
      .max(100_000_000, moneyMessages.amountInvalid),
    reason: staffReasonSchema,
  })
  .meta({ id: 'RefundBody' });
export type RefundBody = z.input<typeof refundBodySchema>;

export const refundResultSchema = z
  .object({ message: z.string(), booking: adminBookingSchema, refundable_cents: z.number().int() })
  .meta({ id: 'RefundResult' });
export type RefundResult = z.infer<typeof refundResultSchema>;
