/**
 * Payouts for staff (issue 21 item 3, ADR 74): a pending payout the provider refuses when the settling job
 * asks again becomes failed with the provider's reason (the test provider refuses a transfer to an account
 * that cannot take one, as Stripe does); staff list payouts by status and mentor, and retry a failed one
 * with its own idempotency key: refused again while the cause stays, paid once it is fixed, never for a
 * payout that is not failed, and of two retries at once only the first goes through (a real race on
 * PostgreSQL). Each retry has its audit row. Runs on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { staffPayoutMessages as m, type AdminPayouts, type PayoutRetryResult } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { reserve } from '../src/modules/payouts/payout.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookLesson, ledgerSum, useBookingWorld } from './booking-fixtures.ts';
import { advanceClock, connectTestAccount, count, DAY_SECONDS, insightsOf } from './payouts-fixtures.ts';

const world = useBookingWorld();
/** Maya: €50 an hour, 15% fee, so a 60-minute lesson earns her 4250 cents. */
const EARNING = 4250;
let staffEmail: string;
let staff: Session;
let accountId: string;

const setPayouts = (enabled: boolean) =>
  world.ctx.database.db.execute(
    sql`UPDATE test_connected_accounts SET payouts_enabled = ${enabled} WHERE id = ${accountId}`,
  );

/**
 * A failed payout of Maya's whole balance: a lesson earns it, the payout is written as a request that
 * stopped before the provider answered, the account can no longer take transfers, and the settling job's
 * attempt ten minutes later is refused. The account is left disabled.
 */
async function failedPayout(): Promise<number> {
  const start = new Date(world.ctx.clock.now().getTime() + 2 * DAY_SECONDS * 1000);
  start.setUTCHours(9, 0, 0, 0);
  await bookLesson(world, world.student, start.toISOString());
  await advanceClock(world, 10 * DAY_SECONDS);
  const now = world.ctx.clock.now();
  const pending = await world.ctx.database.db.transaction((tx) => reserve(tx, world.maya.id, EARNING, now));
  await setPayouts(false);
  await advanceClock(world, 11 * 60);
  staff = await login(world.ctx.app, staffEmail);
  return pending.id;
}

const retry = (id: number, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/payouts/${id}/retry/` });
const list = (query: string) => staff.inject({ method: 'GET', url: `/api/admin/payouts/${query}` });
const payoutRow = async (id: number) =>
  (
    await queryRows<{ status: string; provider_reference: string | null; failure_reason: string | null }>(
      world.ctx.database.db,
      sql`SELECT status, provider_reference, failure_reason FROM payouts WHERE id = ${id}`,
    )
  )[0]!;
const retryAudits = (id: number) =>
  queryRows<{ before: unknown; after: unknown }>(
    world.ctx.database.db,
    sql`SELECT before, after FROM staff_audit_log WHERE action = 'payout.retry' AND record_id = ${String(id)} ORDER BY id`,
  );

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staffEmail = member.user.email;
  accountId = await connectTestAccount(world.mentor, 'DE');
});

describe('a payout the provider refuses', () => {
  let id: number;

  it('becomes failed with the provider’s reason when the settling job is refused; its money stays reserved', async () => {
    id = await failedPayout();
    expect(await payoutRow(id)).toEqual({
      status: 'failed',
      provider_reference: null,
      failure_reason: `Test account ${accountId} cannot receive transfers`,
    });
    expect((await insightsOf(world.mentor)).currentBalance).toBe(0);
    expect(await ledgerSum(world)).toBe(0);
  });

  it('answers 401 to visitors and 403 to students and mentors on the list and the retry', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/payouts/' },
      { method: 'POST' as const, url: `/api/admin/payouts/${id}/retry/` },
    ]) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect((await payoutRow(id)).status).toBe('failed');
    expect(await retryAudits(id)).toEqual([]);
  });

  it('is listed for staff by status, by the mentor’s name and by its id', async () => {
    const failed = await list('?status=failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<AdminPayouts>().payouts).toEqual([
      expect.objectContaining({
        id,
        mentor_id: world.maya.id,
        mentor_name: 'Maya Lopez',
        amount_cents: EARNING,
        currency: 'EUR',
        status: 'failed',
        provider: 'test',
        destination: accountId,
        provider_reference: null,
        failure_reason: `Test account ${accountId} cannot receive transfers`,
      }),
    ]);
    expect((await list('?search=MAYA')).json<AdminPayouts>().payouts.map((p) => p.id)).toEqual([id]);
    expect((await list(`?search=${id}`)).json<AdminPayouts>().payouts.map((p) => p.id)).toEqual([id]);
    expect((await list('?status=paid')).json<AdminPayouts>().payouts).toEqual([]);
    expect((await list('?search=nobody-here')).json<AdminPayouts>().payouts).toEqual([]);
    expect((await list('?status=lost')).statusCode).toBe(400);
  });

  it('fails again on a retry while the account still cannot take transfers', async () => {
    const res = await retry(id);
    expect(res.statusCode).toBe(502);
    expect(res.json<{ detail: string }>().detail).toBe(
      m.failedAgain(`Test account ${accountId} cannot receive transfers`),
    );
    expect((await payoutRow(id)).status).toBe('failed');
    expect(await count(world, 'test_transfers')).toBe(0);
    expect(await retryAudits(id)).toEqual([
      {
        before: { status: 'failed', failure_reason: `Test account ${accountId} cannot receive transfers` },
        after: { status: 'pending' },
      },
    ]);
  });

  it('is paid by a retry once the account is fixed: one transfer with its own key, the ledger names it', async () => {
    await setPayouts(true);
    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PayoutRetryResult>();
    expect(answer.message).toBe(m.retried('€42.50'));
    expect(answer.payout).toMatchObject({ id, status: 'paid', failure_reason: null, failed_at: null });
    const [transfer] = await queryRows<{ id: string; idempotency_key: string; amount_cents: number }>(
      world.ctx.database.db,
      sql`SELECT id, idempotency_key, amount_cents FROM test_transfers`,
    );
    expect(transfer).toMatchObject({
      amount_cents: EARNING,
      idempotency_key: `mentor-${world.maya.id}-payout-1-${EARNING}`,
    });
    expect(answer.payout.provider_reference).toBe(transfer!.id);
    const [ledger] = await queryRows<{ reference: string }>(
      world.ctx.database.db,
      sql`SELECT t.reference FROM payouts p JOIN ledger_transactions t ON t.id = p.ledger_transaction_id WHERE p.id = ${id}`,
    );
    expect(ledger!.reference).toBe(transfer!.id);
    expect(await ledgerSum(world)).toBe(0);
    expect(await retryAudits(id)).toHaveLength(2);
  });

  it('refuses to retry a payout that is not failed, and an unknown one', async () => {
    const paid = await retry(id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ detail: string }>().detail).toBe(m.notFailed);
    expect((await retry(99_999_999)).statusCode).toBe(404);
    expect((await retry(0)).statusCode).toBe(400);
    expect(await count(world, 'test_transfers')).toBe(1);
    expect(await retryAudits(id)).toHaveLength(2);
  });
});

it('lets only the first of two retries sent at once through', async () => {
  const id = await failedPayout();
  await setPayouts(true);
  const transfers = await count(world, 'test_transfers');
  const answers = await Promise.all([retry(id), retry(id)]);
  const codes = answers.map((a) => a.statusCode).sort();
  console.log(
    `[payout retry race on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}] ${codes.join(', ')}`,
  );
  expect(codes).toEqual([200, 409]);
  expect((await payoutRow(id)).status).toBe('paid');
  expect(await count(world, 'test_transfers')).toBe(transfers + 1);
  expect(await retryAudits(id)).toHaveLength(1);
});
