/** The staff back office (issue 21): the dashboard; people; bookings and money. */
import {
  adminBookingDetailSchema,
  adminBookingsSchema,
  bookingParamsSchema,
  bookingsQuerySchema,
  refundBodySchema,
  refundResultSchema,
  adminPeopleSchema,
  adminPersonDetailSchema,
  dashboardSchema,
  peopleQuerySchema,
  personParamsSchema,
  suspendBodySchema,
  suspensionResultSchema,
} from '../back-office.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const backOfficeEndpoints = declareEndpoints({
  'admin.dashboard': {
    access: 'staff',
    tags,
    summary:
      "Today's and this week's lessons, revenue, platform fees, refunds and payouts (UTC), and the open queues (staff)",
    responses: { 200: dashboardSchema },
  },
  'admin.users': {
    access: 'staff',
    tags,
    summary:
      'Accounts whose name or e-mail contains ?search=, or with that id; newest first, at most 50 (staff)',
    query: peopleQuerySchema,
    responses: { 200: adminPeopleSchema },
  },
  'admin.user': {
    access: 'staff',
    tags,
    summary:
      'One account: role, last sign-in, suspension and the newest lessons as student or mentor (staff)',
    params: personParamsSchema,
    responses: { 200: adminPersonDetailSchema },
  },
  'admin.suspendUser': {
    access: 'staff',
    tags,
    summary:
      'Suspend an account with a reason: sessions end, sign-in refused, a mentor unlisted, future lessons ' +
      'cancelled with full refunds and mails; never oneself or another staff member (staff)',
    params: personParamsSchema,
    body: suspendBodySchema,
    responses: { 200: suspensionResultSchema },
  },
  'admin.reinstateUser': {
    access: 'staff',
    tags,
    summary:
      'Reinstate a suspended account: it can sign in again and an approved mentor is listed again (staff)',
    params: personParamsSchema,
    responses: { 200: suspensionResultSchema },
  },
  'admin.bookings': {
    access: 'staff',
    tags,
    summary:
      'Bookings by reference or person (?search=), ?status=, ?from=&to= (UTC days), ?refunded=1; latest first, at most 50 (staff)',
    query: bookingsQuerySchema,
    responses: { 200: adminBookingsSchema },
  },
  'admin.booking': {
    access: 'staff',
    tags,
    summary: 'One booking: its timeline, payments, refunds and ledger, and what remains refundable (staff)',
    params: bookingParamsSchema,
    responses: { 200: adminBookingDetailSchema },
  },
  'admin.refundBooking': {
    access: 'staff',
    tags,
    summary:
      'Refund all or part of a booking with a reason: through the provider (outbox), in the ledger, mailed to ' +
      'the student; never more than remains, never a free trial; a concurrent refund is refused (staff)',
    params: bookingParamsSchema,
    body: refundBodySchema,
    responses: { 200: refundResultSchema },
    errors: [409],
  },
});
