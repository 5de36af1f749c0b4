/**
 * Booking calls: available times (API-19/20), the fee rate (API-44), book (API-21), one booking (API-22/23),
 * promo codes (B8: Apply at checkout, staff create). Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availableTimesQuerySchema,
  availableTimesResponseSchema,
  bookingIdParamsSchema,
  bookingSchema,
  bookRequestSchema,
  bookResponseSchema,
  bookingPageSchema,
  cancelBookingResponseSchema,
  extraInfoSchema,
  lessonListQuerySchema,
  promoCodeCreateSchema,
  promoCodeSchema,
  promoValidateRequestSchema,
  promoValidateResponseSchema,
  taxRateQuerySchema,
  taxRateResponseSchema,
} from '@app/contract';
import { z } from 'zod';
import { requireStaff, requireUser } from '../auth/session.ts';
import { availableTimes } from './availability.ts';
import { bookingDeps, lessonCallErrors } from './deps.ts';
import { cancelBooking } from './cancel.ts';
import { bookingDetail } from './detail.ts';
import { listLessons } from './list.ts';
import { runLifecycle } from './lifecycle.ts';
import { checkoutEventHandler, latePaymentsToRefund, refundLatePayment } from './payment-events.ts';
import { saveExtraInfo } from './preparation.ts';
import { createPromoCode, listPromoCodes, validatePromo } from './promo.ts';
import { registerReschedule } from './reschedule-routes.ts';
import { book, feeRateFor } from './service.ts';

const errors = lessonCallErrors;

export const bookingsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = bookingDeps(app);
  app.payments.onCheckoutEvent(checkoutEventHandler(deps));
  registerReschedule(plugin, deps);
  app.scheduler.register({
    name: 'bookings.lifecycle',
    run: async (tx, now) => {
      await runLifecycle(deps, tx, now);
      const lateRefunds = await latePaymentsToRefund(tx);
      // Provider calls run after the commit; an unfinished refund is found again on the next tick.
      return async () => {
        for (const id of lateRefunds) await refundLatePayment(deps, id);
      };
    },
  });

  app.get(
    '/api/mentors/available-times/',
    {
      schema: {
        tags: ['bookings'],
        summary: "A mentor's free slots for a session over the caller's dates (or a booking's, to move it)",
        querystring: availableTimesQuerySchema,
        response: { 200: availableTimesResponseSchema, ...errors },
      },
    },
    (request) => availableTimes(app.db, request.query, request.user, request.timezone, app.clock.now()),
  );

  app.get(
    '/api/mentors/tax-rate/',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The platform fee rate (a fraction) for the caller, with a mentor this may be their referral rate',
        querystring: taxRateQuerySchema,
        response: { 200: taxRateResponseSchema, ...errors },
      },
    },
    (request) => {
      const rate = feeRateFor(deps, request.user, request.query.mentor_id ?? null);
      return { tax_rate: rate, is_mentor_specific: rate !== app.config.PLATFORM_FEE_RATE };
    },
  );

  app.post(
    '/api/lessons/book/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a lesson: holds the slot and answers the checkout to pay at (none for a free trial)',
        body: bookRequestSchema,
        response: { 201: bookResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await book(deps, await requireUser(request), request.body, request.timezone);
      return reply.code(201).send(answer);
    },
  );

  for (const path of ['/api/lessons/book/:id/', '/api/lessons/bookings/:id/']) {
    app.get(
      path,
      {
        schema: {
          tags: ['bookings'],
          summary: 'One booking of the caller (as its student or its mentor)',
          params: bookingIdParamsSchema,
          response: { 200: bookingSchema, ...errors },
        },
      },
      async (request) =>
        bookingDetail(app.db, await requireUser(request), request.params.id, app.clock.now()),
    );
  }

  app.get(
    '/api/lessons/bookings/',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's lessons (as student and as mentor) by status, 10 a page",
        querystring: lessonListQuerySchema,
        response: { 200: bookingPageSchema, ...errors },
      },
    },
    async (request) =>
      listLessons(app.db, await requireUser(request), request.query, request.url, app.clock.now()),
  );

  app.put(
    '/api/lessons/bookings/:id/cancel/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a lesson (B6): refunds a paid one in full or by half, through the provider',
        params: bookingIdParamsSchema,
        response: { 200: cancelBookingResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => cancelBooking(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/lessons/bookings/:id/extra-info/',
    {
      schema: {
        tags: ['bookings'],
        summary: "The student's lesson preparation answers (L2), which the mentor reads on the booking",
        params: bookingIdParamsSchema,
        body: extraInfoSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      saveExtraInfo(app.db, await requireUser(request), request.params.id, request.body, app.clock.now()),
  );

  app.post(
    '/api/lessons/promo-codes/validate/',
    {
      schema: {
        tags: ['bookings'],
        summary: "Check a promo code against a lesson: the checkout's Apply",
        body: promoValidateRequestSchema,
        response: { 200: promoValidateResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      return validatePromo(app.db, request.body, app.clock.now());
    },
  );

  app.get(
    '/api/admin/promo-codes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every promo code, newest first (staff)',
        response: { 200: z.array(promoCodeSchema), ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listPromoCodes(app.db);
    },
  );

  app.post(
    '/api/admin/promo-codes/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a promo code (staff)',
        body: promoCodeCreateSchema,
        response: { 201: promoCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const created = await createPromoCode(app.db, request.body, staff.id, app.clock.now());
      return reply.code(201).send(created);
    },
  );
  done();
};
