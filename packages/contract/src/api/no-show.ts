/** No-show reports (B9): the student's report, and the staff's list, Refund in full and Dismiss. */
import { bookingIdParamsSchema } from '../bookings.ts';
import {
  adminNoShowDecisionSchema,
  adminNoShowReportListSchema,
  noShowReportBodySchema,
  noShowReportIdParamsSchema,
  noShowReportResponseSchema,
} from '../no-show.ts';
import { declareEndpoints } from './endpoint.ts';

export const noShowEndpoints = declareEndpoints({
  'bookings.reportNoShow': {
    access: 'user',
    owner: "the booking's student",
    tags: ['bookings'],
    summary: 'Report that the mentor did not show up (B9): the student, within 24 h after the end, once',
    params: bookingIdParamsSchema,
    body: noShowReportBodySchema,
    responses: { 201: noShowReportResponseSchema },
    errors: [409],
  },
  'admin.noShowReports': {
    access: 'staff',
    tags: ['admin'],
    summary: 'No-show reports, open first (staff)',
    responses: { 200: adminNoShowReportListSchema },
  },
  'admin.refundNoShow': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Refund in full what is left of the lesson payment and close the report (staff)',
    params: noShowReportIdParamsSchema,
    responses: { 200: adminNoShowDecisionSchema },
    errors: [409, 502],
  },
  'admin.dismissNoShow': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Close the report without a refund (staff)',
    params: noShowReportIdParamsSchema,
    responses: { 200: adminNoShowDecisionSchema },
    errors: [409],
  },
});
