/**
 * Booking calls: available times (API-19/20), the fee rate (API-44), book (API-21), one booking and the
 * list (API-22/23), cancel (B6), preparation (L2), rescheduling (API-28, B7), Confirm Lesson (B5) and promo
 * codes (B8: Apply at checkout, staff list and create).
 */
import { z } from 'zod';
import {
  availableTimesQuerySchema,
  availableTimesResponseSchema,
  bookingIdParamsSchema,
  bookingPageSchema,
  bookingSchema,
  bookRequestSchema,
  bookResponseSchema,
  cancelBookingResponseSchema,
  cancelSeriesResponseSchema,
  extraInfoSchema,
  lessonListQuerySchema,
  promoCodeCreateSchema,
  promoCodeSchema,
  promoValidateRequestSchema,
  promoValidateResponseSchema,
  seriesIdParamsSchema,
  seriesTakenErrorSchema,
  taxRateQuerySchema,
  taxRateResponseSchema,
} from '../bookings.ts';
import { checkoutAgainResponseSchema } from '../no-show.ts';
import { rescheduleRequestBodySchema } from '../reschedule.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['bookings'];
const party = "the booking's student or mentor";
const oneBooking = {
  access: 'user',
  owner: party,
  tags,
  summary: 'One booking of the caller (as its student or its mentor)',
  params: bookingIdParamsSchema,
  responses: { 200: bookingSchema },
  errors: [409],
} as const;

export const bookingEndpoints = declareEndpoints({
  'bookings.availableTimes': {
    access: 'public',
    tags,
    summary: "A mentor's free slots for a session over the caller's dates (or a booking's, to move it)",
    // The dates are the caller's local days: the same URL means other slots in another zone.
    publicCache: 'url+timezone',
    query: availableTimesQuerySchema,
    responses: { 200: availableTimesResponseSchema },
  },
  'bookings.feeRate': {
    access: 'public',
    tags,
    summary:
      'The platform fee rate (a fraction) for the caller, with a mentor this may be their referral rate',
    query: taxRateQuerySchema,
    responses: { 200: taxRateResponseSchema },
  },
  'bookings.book': {
    access: 'user',
    tags,
    summary:
      'Book a lesson, or a weekly series of 2-12 (repeat_weeks): holds the slots and answers one checkout to pay at (none for a free trial)',
    body: bookRequestSchema,
    responses: { 201: bookResponseSchema },
    errors: [409, 503],
    errorBodies: { 409: seriesTakenErrorSchema },
  },
  'bookings.detailOfBook': oneBooking,
  'bookings.detail': oneBooking,
  'bookings.list': {
    access: 'user',
    owner: party,
    tags,
    summary: "The caller's lessons (as student and as mentor) by status, 10 a page",
    query: lessonListQuerySchema,
    responses: { 200: bookingPageSchema },
  },
  'bookings.cancel': {
    access: 'user',
    owner: party,
    tags,
    summary: 'Cancel a lesson (B6): refunds a paid one in full or by half, through the provider',
    params: bookingIdParamsSchema,
    responses: { 200: cancelBookingResponseSchema },
    errors: [409, 502],
  },
  'bookings.cancelSeries': {
    access: 'user',
    owner: "the series' student (its mentor 403, anyone else 404)",
    tags,
    summary:
      'Cancel the remaining lessons of a weekly series (ADR 56): every future lesson, each refunded by its own B6 policy',
    params: seriesIdParamsSchema,
    responses: { 200: cancelSeriesResponseSchema },
    errors: [403, 404, 502],
  },
  'bookings.extraInfo': {
    access: 'user',
    owner: "the booking's student",
    tags,
    summary: "The student's lesson preparation answers (L2), which the mentor reads on the booking",
    params: bookingIdParamsSchema,
    body: extraInfoSchema,
    responses: { 200: bookingSchema },
    errors: [409],
  },
  'bookings.checkoutAgain': {
    access: 'user',
    owner: "the booking's student",
    tags,
    summary:
      "Confirm Lesson (B5): the pending booking's live checkout, or a new one for the same slot and price",
    params: bookingIdParamsSchema,
    responses: { 200: checkoutAgainResponseSchema },
    errors: [409, 503],
  },
  'reschedule.request': {
    access: 'user',
    owner: "the booking's student",
    tags,
    summary:
      'The student asks to move a lesson to another offered slot (B7): the slot is held and the mentor asked',
    params: bookingIdParamsSchema,
    body: rescheduleRequestBodySchema,
    responses: { 200: bookingSchema },
    errors: [409],
  },
  'reschedule.accept': {
    access: 'user',
    owner: "the booking's mentor",
    tags,
    summary: 'The mentor accepts the open request: the lesson moves, nothing is paid again (B7)',
    params: bookingIdParamsSchema,
    responses: { 200: bookingSchema },
    errors: [409],
  },
  'reschedule.decline': {
    access: 'user',
    owner: "the booking's mentor",
    tags,
    summary: 'The mentor declines the open request: the lesson stays at its time (B7)',
    params: bookingIdParamsSchema,
    responses: { 200: bookingSchema },
    errors: [409],
  },
  'reschedule.withdraw': {
    access: 'user',
    owner: "the booking's student who made the request",
    tags,
    summary:
      'The student withdraws their request for a new time while it waits: the held slot frees and the mentor is told',
    params: bookingIdParamsSchema,
    responses: { 200: bookingSchema },
    errors: [409],
  },
  'promoCodes.validate': {
    access: 'user',
    tags,
    summary: "Check a promo code against a lesson: the checkout's Apply",
    body: promoValidateRequestSchema,
    responses: { 200: promoValidateResponseSchema },
  },
  'admin.promoCodes': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Every promo code, newest first (staff)',
    responses: { 200: z.array(promoCodeSchema) },
  },
  'admin.createPromoCode': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Create a promo code (staff)',
    body: promoCodeCreateSchema,
    responses: { 201: promoCodeSchema },
    errors: [409],
  },
});
