/**
 * The account.updated event (rule M3) on the webhook route: the same guarantees as checkout events. The
 * event id is recorded once (a replay is a no-op), the account is re-read from the provider rather than
 * trusting the payload, and the subscribed handlers run in the transaction that records the id.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { paymentEvents } from '../../db/schema/index.ts';
import type { AfterCommit } from '../jobs.ts';

export const ACCOUNT_UPDATED = 'account.updated';

/** The account id of an account.updated event, or null when the object is not an account. */
export function accountIdOf(event: Stripe.Event): string | null {
  if (event.type !== ACCOUNT_UPDATED) return null;
  const object = event.data.object as { id?: unknown; object?: unknown };
  return object.object === 'account' && typeof object.id === 'string' ? object.id : null;
}

export async function handleAccountEvent(
  app: FastifyInstance,
  event: Stripe.Event,
  accountId: string,
  log: FastifyBaseLogger,
): Promise<{ received: true; duplicate?: boolean }> {
  const { payments } = app;
  const seen = await app.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen.length > 0) return { received: true, duplicate: true };

  // Outside the transaction: a network call must not hold a database transaction open.
  const account = await payments.provider.retrieveConnectedAccount(accountId);
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  let duplicate: boolean;
  try {
    duplicate = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ id: event.id, provider: payments.provider.name, type: ACCOUNT_UPDATED, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) return true;
      for (const handler of payments.accountHandlers) {
        const after = await handler(tx, { eventId: event.id, type: ACCOUNT_UPDATED, account }, now);
        if (after) afterCommit.push(after);
      }
      return false;
    });
  } catch (err) {
    log.error({ err, eventId: event.id, accountId }, 'payment account event handler failed');
    throw new Error('The payment account event could not be handled', { cause: err });
  }
  for (const after of afterCommit) {
    try {
      await after();
    } catch (err) {
      log.error({ err, eventId: event.id }, 'payment account event follow-up failed');
    }
  }
  return duplicate ? { received: true, duplicate: true } : { received: true };
}
