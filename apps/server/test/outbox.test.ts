/**
 * The durable outbox (ADR 29): rows written in a transaction exist only if it commits, every row is
 * delivered once by however many workers, a failed delivery comes back after its backoff, and a row
 * claimed by a worker that died is delivered once its lease has passed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { outboxJobs } from '../src/db/schema/index.ts';
import { Outbox, OUTBOX_LEASE_SECONDS, retryDelaySeconds } from '../src/platform/outbox.ts';
import type { MailMessage } from '../src/platform/mail/mailer.ts';
import { TEST_PASSWORD } from './auth-helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-11-25T12:00:00.000Z' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(outboxJobs);
});

/** A worker of its own (as another process would have) that records what it delivers. */
function worker(fail: () => boolean = () => false) {
  const delivered: unknown[] = [];
  const outbox = new Outbox(ctx.database, ctx.clock, ctx.app.log);
  outbox.handle('realtime', async (payload) => {
    await new Promise((r) => setTimeout(r, 1));
    if (fail()) throw new Error('the other side is down');
    delivered.push(payload);
  });
  return { outbox, delivered };
}

const enqueue = (outbox: Outbox, n: number) =>
  ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await outbox.publish(tx, 'private-user-1', 'ping', { i });
  });

const rows = () => ctx.database.db.select().from(outboxJobs);

it('writes nothing when the transaction rolls back', async () => {
  const { outbox, delivered } = worker();
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await outbox.mailer(tx).send({ to: 'a@example.test', subject: 'S', text: 't', html: '<p>t</p>' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await rows()).toEqual([]);
  expect(await outbox.drain()).toBe(0);
  expect(delivered).toEqual([]);
});

it('delivers each row once when two workers drain at the same time', async () => {
  const a = worker();
  const b = worker();
  await enqueue(a.outbox, 60);
  const [fromA, fromB] = await Promise.all([a.outbox.drain(), b.outbox.drain()]);
  expect(fromA + fromB).toBe(60);
  const all = [...a.delivered, ...b.delivered].map((p) => (p as { data: { i: number } }).data.i);
  expect(all.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  expect(await rows()).toEqual([]);
});

it('tries a failed delivery again after a doubling backoff, keeping the error', async () => {
  let down = true;
  const { outbox, delivered } = worker(() => down);
  await enqueue(outbox, 1);
  expect(await outbox.drain()).toBe(0);
  const [failed] = await rows();
  expect(failed).toMatchObject({ attempts: 1, lockedUntil: null, lastError: 'the other side is down' });
  expect(failed!.runAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelaySeconds(1) * 1000);
  expect(await outbox.drain()).toBe(0);
  ctx.clock.advance(retryDelaySeconds(1));
  expect(await outbox.drain()).toBe(0);
  expect((await rows())[0]!.attempts).toBe(2);
  down = false;
  ctx.clock.advance(retryDelaySeconds(2));
  expect(await outbox.drain()).toBe(1);
  expect(delivered).toHaveLength(1);
  expect(await rows()).toEqual([]);
  expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 3600]);
});

it('delivers a row claimed by a worker that died once its lease has passed', async () => {
  const { outbox, delivered } = worker();
  await enqueue(outbox, 1);
  // What a claim leaves behind when its process is killed before delivering.
  const leaseEnd = new Date(ctx.clock.now().getTime() + OUTBOX_LEASE_SECONDS * 1000);
  await ctx.database.db.execute(
    sql`UPDATE outbox_jobs SET locked_until = ${leaseEnd.toISOString()}, attempts = 1`,
  );
  expect(await outbox.drain()).toBe(0);
  ctx.clock.advance(OUTBOX_LEASE_SECONDS);
  expect(await outbox.drain()).toBe(1);
  expect(delivered).toHaveLength(1);
});

it('writes a development-outbox mail in the transaction that removes its row, so it is written once', async () => {
  await ctx.database.db.transaction((tx) =>
    ctx.app.outbox.mailer(tx).send({ to: 'once@example.test', subject: 'Once', text: 't', html: '<p>t</p>' }),
  );
  // Two drains at once, as two processes would: one mail.
  const other = new Outbox(ctx.database, ctx.clock, ctx.app.log);
  other.handleInTransaction('mail', (tx, message) =>
    ctx.app.mailer.sendInTransaction!(tx, message as MailMessage),
  );
  const [x, y] = await Promise.all([ctx.app.outbox.drain(), other.drain()]);
  expect(x + y).toBe(1);
  const mails = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = 'once@example.test'`,
  );
  expect(mails[0]!.n).toBe(1);
});

it('delivers what an API answer wrote before the answer leaves', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: {
      email: 'outbox-register@example.test',
      password: TEST_PASSWORD,
      password2: TEST_PASSWORD,
      first_name: 'Out',
      last_name: 'Box',
    },
  });
  expect(res.statusCode).toBe(201);
  const mails = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = 'outbox-register@example.test'`,
  );
  expect(mails[0]!.n).toBe(1);
  expect(await rows()).toEqual([]);
});

// PostgreSQL only: PGlite runs one statement at a time on one connection, so another answer's drain cannot
// run while this answer's transaction is open (and would see its rows if it could).
it.skipIf(!process.env.TEST_DATABASE_URL)(
  'delivers what an answer wrote although another answer drained between its enqueue and its commit',
  async () => {
    const { outbox, delivered } = worker();
    let otherDrained = () => {};
    const afterOtherDrain = new Promise<void>((resolve) => (otherDrained = resolve));
    let enqueued = () => {};
    const afterEnqueue = new Promise<void>((resolve) => (enqueued = resolve));
    // This answer: its row is written, then its transaction stays open until the other answer has drained.
    const answer = new Promise<void>((resolve, reject) =>
      outbox.scopeAnswer(() => {
        ctx.database.db
          .transaction(async (tx) => {
            await outbox.publish(tx, 'private-user-1', 'refund', { booking: 1 });
            enqueued();
            await afterOtherDrain;
          })
          .then(() => outbox.drainIfPending())
          .then(resolve, reject);
      }),
    );
    await afterEnqueue;
    // The other answer wrote nothing; the process's flag sends it draining, and it finds no visible row.
    await new Promise<void>((resolve, reject) =>
      outbox.scopeAnswer(() => void outbox.drainIfPending().then(resolve, reject)),
    );
    expect(delivered).toEqual([]);
    otherDrained();
    await answer;
    // This answer's own drain delivered its row before it left.
    expect(delivered).toEqual([{ channel: 'private-user-1', event: 'refund', data: { booking: 1 } }]);
    expect(await rows()).toEqual([]);
  },
);
