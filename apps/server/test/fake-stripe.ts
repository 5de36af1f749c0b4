/**
 * Payments test support. `startFakeStripe()` is a local HTTP server answering the few Stripe API calls the
 * Stripe provider makes (checkout sessions, refunds, Express accounts, account links, transfers), in
 * Stripe's JSON shapes, so the real `stripe` package is exercised end to end
 * (STRIPE_API_BASE points it here); it records each request's form fields and Idempotency-Key.
 * `createPaymentsTestApp()` builds the real app (with the payments plugin and the test checkout routes,
 * registered here when app.ts does not) plus a handler that records the events, and `addPendingBooking()` writes a booking to pay for.
 */
import type { CheckoutRequest } from '../src/platform/payments/provider.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { bookings } from '../src/db/schema/index.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { paymentsModule } from '../src/modules/payments/routes.ts';
import { FixedClock, SystemClock } from '../src/platform/clock.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { payments } from '../src/platform/payments/plugin.ts';
import type { CheckoutEvent } from '../src/platform/payments/provider.ts';
import { addMentor } from './catalogue-fixtures.ts';
import { openTestDatabase, type TestContext, type TestOptions } from './helpers.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Session = Record<string, unknown> & { id: string; status: string };
type Account = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, Session>;
  /** What Stripe does when the customer pays: the session completes with a payment intent. */
  completeSession(id: string): Session;
  accounts: Map<string, Account>;
  /** What Stripe does when the mentor finishes its hosted onboarding: the account can be paid out. */
  completeOnboarding(id: string, country: string): Account;
  /** While set, POST /v1/transfers is refused as Stripe does when the platform balance is too low. */
  failTransfers: { on: boolean };
  close(): Promise<void>;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, code } }));
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

/** answerConnect's "not one of mine" (undefined already means "an error was written"). */
const NOT_CONNECT = Symbol('not a Connect call');

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Session>();
  const accounts = new Map<string, Account>();
  const failTransfers = { on: false };
  /** Stripe answers a repeated Idempotency-Key with the first answer. */
  const byKey = new Map<string, unknown>();
  let counter = 0;

  const createSession = (form: Record<string, string>): Session => {
    counter += 1;
    const id = `cs_test_fake${counter}`;
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'],
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { booking_id: form['metadata[booking_id]'] },
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: Number(form.expires_at),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  };

  /** Express accounts, account links and transfers (payouts, rule B10). */
  const answerConnect = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    form: Record<string, string>,
  ): unknown => {
    if (req.method === 'POST' && path === '/v1/accounts') {
      counter += 1;
      const account: Account = {
        id: `acct_fake${counter}`,
        object: 'account',
        type: form.type,
        email: form.email ?? null,
        country: form.country ?? 'DE',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { transfers: form['capabilities[transfers][requested]'] ? 'inactive' : undefined },
        metadata: { mentor_id: form['metadata[mentor_id]'] },
        created: Math.floor(Date.now() / 1000),
      };
      accounts.set(account.id, account);
      return account;
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && accountMatch) {
      const account = accounts.get(accountMatch[1]!);
      return account ?? stripeError(res, 404, 'No such account', 'resource_missing');
    }
    if (req.method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(form.account ?? ''))
        return stripeError(res, 400, 'No such account', 'resource_missing');
      counter += 1;
      const created = Math.floor(Date.now() / 1000);
      return {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${form.account}/fake${counter}`,
      };
    }
    if (req.method === 'POST' && path === '/v1/transfers') {
      if (failTransfers.on) {
        return stripeError(
          res,
          400,
          'You have insufficient available funds in your Stripe account.',
          'balance_insufficient',
        );
      }
      counter += 1;
      return {
        id: `tr_fake${counter}`,
        object: 'transfer',
        amount: Number(form.amount),
        currency: form.currency,
        destination: form.destination,
        metadata: { mentor_id: form['metadata[mentor_id]'] },
      };
    }
    return NOT_CONNECT;
  };

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    form: Record<string, string>,
  ): unknown => {
    const connect = answerConnect(req, res, path, form);
    if (connect !== NOT_CONNECT) return connect;
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (req.method === 'POST' && path === '/v1/refunds') {
      counter += 1;
      return {
        id: `re_fake${counter}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
      };
    }
    const session = match?.[1] ? sessions.get(match[1]) : undefined;
    if (!session) return stripeError(res, 404, 'No such checkout.session', 'resource_missing');
    if (req.method === 'GET' && !match?.[2]) return session;
    if (req.method === 'POST' && match?.[2]) {
      if (session.status !== 'open') {
        return stripeError(res, 400, `Only Checkout Sessions with a status of open can be expired.`);
      }
      session.status = 'expired';
      return session;
    }
    return stripeError(res, 404, 'Unrecognized request URL');
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = await readForm(req);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      const replay = idempotencyKey ? byKey.get(`${path} ${idempotencyKey}`) : undefined;
      const body = replay ?? answer(req, res, path, form);
      if (body === undefined) return; // an error was already written
      if (idempotencyKey) byKey.set(`${path} ${idempotencyKey}`, body);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    completeSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      counter += 1;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_fake${counter}`,
      });
      return session;
    },
    accounts,
    completeOnboarding(id, country) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      Object.assign(account, {
        country,
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { transfers: 'active' },
      });
      return account;
    },
    failTransfers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface PaymentsTestContext extends TestContext {
  /** Every event the registered test handler received, in order. */
  events: CheckoutEvent[];
  /** Makes the test handler throw while set (to check the rollback and the provider's retry). */
  failHandler: { on: boolean };
}

/**
 * The app of createTestContext plus one handler that records the events. Registering the payments plugins
 * after buildApp (before ready) works: the web app's catch-all only gets GET paths no route claims.
 */
export async function createPaymentsTestApp(options: TestOptions = {}): Promise<PaymentsTestContext> {
  const { database, dispose } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const clock = options.now ? new FixedClock(options.now) : new SystemClock(true);
  const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
  try {
    // app.ts may register them already; then registering again would decorate `payments` twice.
    if (!app.hasDecorator('payments')) {
      await app.register(payments);
      await app.register(paymentsModule);
    }
    const events: CheckoutEvent[] = [];
    const failHandler = { on: false };
    app.payments.onCheckoutEvent(async (_tx, event) => {
      if (failHandler.on) throw new Error('handler failure for the test');
      events.push(event);
      await Promise.resolve();
    });
    await app.ready();
    return {
      app,
      database,
      clock,
      config,
      events,
      failHandler,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** A pending booking of a 60-minute Guitar lesson with Maya Lopez, starting one day after `now`. */
export async function addPendingBooking(database: Database, now: Date): Promise<number> {
  const mentor = await addMentor(database, { firstName: 'Maya', lastName: 'Lopez' }, now);
  const student = await insertUser(
    database.db,
    {
      email: `student-${mentor.id}@example.com`,
      firstName: 'Sam',
      lastName: 'Student',
      passwordHash: null,
      emailConfirmedAt: now,
    },
    now,
  );
  const start = new Date(now.getTime() + 24 * 3600_000);
  const [row] = await database.db
    .insert(bookings)
    .values({
      studentId: student.id,
      mentorId: mentor.id,
      skillName: 'Guitar',
      sessionMinutes: 60,
      breakMinutes: 10,
      status: 'pending',
      startAt: start,
      endAt: new Date(start.getTime() + 60 * 60_000),
      holdUntil: new Date(start.getTime() + 70 * 60_000),
      priceCents: 4000,
      amountCents: 4000,
      taxRate: 0.15,
      taxAmountCents: 600,
      mentorEarningsCents: 3400,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

let checkoutKeys = 0;

/** A checkout request for a booking as the bookings module sends it; each call has its own idempotency key. */
export function sampleCheckoutRequest(
  bookingId: number,
  now: Date,
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  checkoutKeys += 1;
  return {
    bookingId,
    amountTotalCents: 4000,
    applicationFeeCents: 600,
    currency: 'eur',
    description: '60-minute Guitar lesson with Maya Lopez',
    customerEmail: 'sam@example.com',
    successUrl: 'http://localhost:3000/booking/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/booking/cancel',
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    connectedAccountId: null,
    idempotencyKey: `booking-${bookingId}-checkout-${checkoutKeys}`,
    ...overrides,
  };
}
