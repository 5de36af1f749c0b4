/**
 * Booking calls: available times (API-19/20), the fee rate (API-44), book (API-21), one booking (API-22/23),
 * the lesson list, cancel and the preparation answers. Registered from their declarations
 * (packages/contract/src/api/bookings.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { availableTimes } from './availability.ts';
import { bookingDeps } from './deps.ts';
import { cancelBooking } from './cancel.ts';
import { bookingDetail } from './detail.ts';
import { listLessons } from './list.ts';
import { runLifecycle } from './lifecycle.ts';
import { latePaymentsToRefund } from './checkout-repository.ts';
import { checkoutEventHandler, refundLatePayment } from './payment-events.ts';
import { saveExtraInfo } from './preparation.ts';
import { cancelSeries } from './series-cancel.ts';
import { book, feeRateFor } from './service.ts';

export const bookingsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);
  app.payments.onCheckoutEvent(checkoutEventHandler(deps));
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

  handle(app, endpoints['bookings.availableTimes'], ({ query, user, request }) =>
    availableTimes(app.db, query, user, request.timezone, app.clock.now()),
  );

  handle(app, endpoints['bookings.feeRate'], ({ user, query }) => {
    const rate = feeRateFor(deps, user, query.mentor_id ?? null);
    return { tax_rate: rate, is_mentor_specific: rate !== app.config.PLATFORM_FEE_RATE };
  });

  handle(app, endpoints['bookings.book'], async ({ user, body, request, reply }) => {
    const answer = await book(deps, user, body, request.timezone);
    return reply.code(201).send(answer);
  });

  for (const name of ['bookings.detailOfBook', 'bookings.detail'] as const) {
    handle(app, endpoints[name], ({ user, params }) =>
      bookingDetail(app.db, user, params.id, app.clock.now()),
    );
  }

  handle(app, endpoints['bookings.list'], ({ user, query, request }) =>
    listLessons(app.db, user, query, request.url, app.clock.now()),
  );

  handle(app, endpoints['bookings.cancel'], ({ user, params }) => cancelBooking(deps, user, params.id));

  handle(app, endpoints['bookings.cancelSeries'], ({ user, params }) => cancelSeries(deps, user, params.id));

  handle(app, endpoints['bookings.extraInfo'], ({ user, params, body }) =>
    saveExtraInfo(app.db, user, params.id, body, app.clock.now()),
  );

  done();
};
