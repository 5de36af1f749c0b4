/** What the bookings module needs from the app, so services and jobs take one argument, not six. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';

export interface BookingDeps {
  db: Db;
  config: Config;
  clock: Clock;
  outbox: Outbox;
  log: FastifyBaseLogger;
  payments: { provider: PaymentProvider };
}

/** The app's parts the booking services use (the bookings, Confirm Lesson and no-show modules). */
export function bookingDeps(app: FastifyInstance): BookingDeps {
  return {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
    payments: app.payments,
  };
}

/** The R1 error answers of the lesson calls, for their OpenAPI schemas. */
export const lessonCallErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
