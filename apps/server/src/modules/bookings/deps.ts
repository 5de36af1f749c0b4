/** What the bookings module needs from the app, so services and jobs take one argument, not six. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';

export interface BookingDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  payments: { provider: PaymentProvider };
}
