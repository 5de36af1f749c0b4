/**
 * Payouts (API-47, rule B10) on the built-in test provider: earnings unlock 7 days after the lesson (moved
 * there with the development clock), the request must be the whole available balance of at least €5.00
 * to an enabled account in a payout country, it is one transfer with an idempotency key and one balanced
 * ledger transaction, it happens once when two arrive together, and a provider refusal leaves nothing.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { payoutMessages, type PayoutResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { reserve } from '../src/modules/payouts/payout.ts';
import { bookAs, bookLesson, ledgerSum, useBookingWorld } from './booking-fixtures.ts';
import {
  advanceClock,
  completeAccount,
  connectTestAccount,
  count,
  DAY_SECONDS,
  insightsOf,
  linkFor,
  payout,
  signInOtto,
} from './payouts-fixtures.ts';

const world = useBookingWorld();

/** Maya: €50 an hour, 15% fee, so a 60-minute lesson earns her 4250 cents. */
const EARNING = 4250;

const refusal = (message: string, field: 'amount' | 'account') => ({
  detail: message,
  errors: { [field]: [message] },
  success: false,
});

async function ledgerRows() {
  return count(world, 'ledger_entries');
}

describe('who may ask', () => {
  it('answers 401 to a visitor and 403 to a student', async () => {
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/mentors/payout/',
      payload: { amount: 500 },
    });
    expect(visitor.statusCode).toBe(401);
    const student = await payout(world.student, 500);
    expect(student.statusCode).toBe(403);
  });

  it.each([['500'], [12.5], [-1], [null]])('refuses the amount %j in the R1 shape', async (amount) => {
    const res = await payout(world.mentor, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: expect.any(String) as string,
      errors: { amount: expect.any(Array) as string[] },
    });
  });
});

describe('a payout of the whole available balance', () => {
  it('refuses nothing-to-withdraw with the minimum text', async () => {
    const res = await payout(world.mentor, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(payoutMessages.minimumWithdrawal, 'amount'));
  });

  it('keeps earnings pending until 7 days after the lesson, then makes them available', async () => {
    // Tuesday 10:00-11:00 Berlin = 09:00-10:00 UTC; now is Monday 08:00 UTC.
    await bookLesson(world, world.student, '2026-11-24T09:00:00Z');
    let insights = await insightsOf(world.mentor);
    expect(insights).toMatchObject({
      currentBalance: 0,
      pendingBalance: EARNING,
      // The end (Tuesday 10:00 UTC) plus 7 days is 8 days and 2 hours away: the 9th day.
      pendingBreakdown: [{ amount: EARNING, unlocksInDays: 9 }],
      lifetimeEarnings: 0,
    });
    // One second before the unlock (Tuesday 10:00 UTC + 7 days).
    await advanceClock(world, 8 * DAY_SECONDS + 2 * 3600 - 1);
    insights = await insightsOf(world.mentor);
    expect(insights).toMatchObject({
      currentBalance: 0,
      pendingBalance: EARNING,
      pendingBreakdown: [{ amount: EARNING, unlocksInDays: 1 }],
      lifetimeEarnings: EARNING,
      totalCompletedSessions: 1,
    });
    await advanceClock(world, 1);
    insights = await insightsOf(world.mentor);
    expect(insights).toMatchObject({
      currentBalance: EARNING,
      pendingBalance: 0,
      pendingBreakdown: [],
      lifetimeEarnings: EARNING,
    });
  });

  it('refuses an amount other than the whole balance, naming it', async () => {
    for (const amount of [EARNING - 1, EARNING + 1, 500]) {
      const res = await payout(world.mentor, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal('The payout must be your whole available balance (€42.50).', 'amount'),
      );
    }
  });

  it('refuses a mentor without a payment account, then with one not set up yet', async () => {
    const none = await payout(world.mentor, EARNING);
    expect(none.json()).toEqual(refusal(payoutMessages.noAccount, 'account'));
    await linkFor(world.mentor);
    const notReady = await payout(world.mentor, EARNING);
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json()).toEqual(refusal(payoutMessages.accountNotEnabled, 'account'));
  });

  it('refuses an account outside the payout countries (the mentor may still teach)', async () => {
    await connectTestAccount(world.mentor, 'US');
    const res = await payout(world.mentor, EARNING);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(payoutMessages.countryNotSupported, 'account'));
    expect(await count(world, 'payouts')).toBe(0);
  });

  it('leaves nothing recorded when the provider refuses the transfer', async () => {
    const accountId = await connectTestAccount(world.mentor, 'DE');
    // The provider has disabled the account and its event has not arrived yet: the transfer is refused.
    await world.ctx.database.db.execute(
      sql`UPDATE test_connected_accounts SET payouts_enabled = false WHERE id = ${accountId}`,
    );
    const entries = await ledgerRows();
    const res = await payout(world.mentor, EARNING);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: payoutMessages.providerFailed, success: false });
    expect(await count(world, 'payouts')).toBe(0);
    expect(await count(world, 'test_transfers')).toBe(0);
    expect(await ledgerRows()).toBe(entries);
    expect((await insightsOf(world.mentor)).currentBalance).toBe(EARNING);
    await world.ctx.database.db.execute(
      sql`UPDATE test_connected_accounts SET payouts_enabled = true WHERE id = ${accountId}`,
    );
  });

  it('pays out: one transfer with an idempotency key, a balanced ledger, and the balance drops at once', async () => {
    const entries = await ledgerRows();
    const res = await payout(world.mentor, EARNING);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PayoutResponse>();
    expect(answer).toEqual({
      success: true,
      errors: [],
      payout: {
        id: expect.any(Number) as number,
        amount_cents: EARNING,
        currency: 'eur',
        status: 'paid',
        created_at: world.ctx.clock.now().toISOString(),
      },
    });
    const [transfer] = await queryRows<{ id: string; amount_cents: number; idempotency_key: string }>(
      world.ctx.database.db,
      sql`SELECT id, amount_cents, idempotency_key FROM test_transfers`,
    );
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_test_/) as string,
      amount_cents: EARNING,
      idempotency_key: `mentor-${world.maya.id}-payout-1-${EARNING}`,
    });
    const [stored] = await queryRows<{ provider_reference: string; status: string }>(
      world.ctx.database.db,
      sql`SELECT provider_reference, status FROM payouts WHERE id = ${answer.payout!.id}`,
    );
    expect(stored).toEqual({ provider_reference: transfer!.id, status: 'paid' });
    const ledger = await queryRows<{ account: string; amount_cents: string; reference: string }>(
      world.ctx.database.db,
      sql`SELECT e.account, e.amount_cents::text AS amount_cents, t.reference
          FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE t.kind = 'payout' ORDER BY e.id`,
    );
    expect(ledger).toEqual([
      { account: 'mentor_payable', amount_cents: String(EARNING), reference: transfer!.id },
      { account: 'provider_clearing', amount_cents: String(-EARNING), reference: transfer!.id },
    ]);
    expect(await ledgerRows()).toBe(entries + 2);
    expect(await ledgerSum(world)).toBe(0);
    expect(await insightsOf(world.mentor)).toMatchObject({
      currentBalance: 0,
      totalLifetimePayouts: EARNING,
      lifetimeEarnings: EARNING,
    });
  });

  it('refuses a second request for the same money (the balance is now 0)', async () => {
    const again = await payout(world.mentor, EARNING);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(
      refusal('The payout must be your whole available balance (€0.00).', 'amount'),
    );
    const zero = await payout(world.mentor, 0);
    expect(zero.json()).toEqual(refusal(payoutMessages.minimumWithdrawal, 'amount'));
    expect(await count(world, 'payouts')).toBe(1);
  });

  it('lets exactly one of several simultaneous requests through', async () => {
    // Wednesday next week, 10:00 Berlin; then past its unlock.
    const start = new Date(world.ctx.clock.now().getTime() + 2 * DAY_SECONDS * 1000);
    start.setUTCHours(9, 0, 0, 0);
    await bookLesson(world, world.student, start.toISOString());
    await advanceClock(world, 10 * DAY_SECONDS);
    expect((await insightsOf(world.mentor)).currentBalance).toBe(EARNING);
    const answers = await Promise.all([1, 2, 3, 4].map(() => payout(world.mentor, EARNING)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await count(world, 'payouts')).toBe(2);
    expect(await count(world, 'test_transfers')).toBe(2);
    expect(await ledgerSum(world)).toBe(0);
    expect(await insightsOf(world.mentor)).toMatchObject({
      currentBalance: 0,
      totalLifetimePayouts: 2 * EARNING,
    });
  });
});

describe('a payout left pending by a stopped process', () => {
  it('is settled by the job with its own idempotency key: one transfer, then paid', async () => {
    const start = new Date(world.ctx.clock.now().getTime() + 2 * DAY_SECONDS * 1000);
    start.setUTCHours(9, 0, 0, 0);
    await bookLesson(world, world.student, start.toISOString());
    await advanceClock(world, 10 * DAY_SECONDS);
    const now = world.ctx.clock.now();
    // What the request had done when the process stopped: the payout written, the provider asked, the
    // answer lost.
    const pending = await world.ctx.database.db.transaction((tx) => reserve(tx, world.maya.id, EARNING, now));
    const { transferId } = await world.ctx.app.payments.provider.transfer({
      destination: pending.destination,
      amountCents: EARNING,
      currency: 'eur',
      mentorId: world.maya.id,
      idempotencyKey: pending.idempotencyKey,
    });
    expect((await insightsOf(world.mentor)).currentBalance).toBe(0);
    const transfers = await count(world, 'test_transfers');

    await advanceClock(world, 5 * 60);
    expect(await count(world, 'payouts', sql`WHERE status = 'pending'`)).toBe(1);
    await advanceClock(world, 6 * 60);
    const [row] = await queryRows<{ status: string; provider_reference: string; reference: string }>(
      world.ctx.database.db,
      sql`SELECT p.status, p.provider_reference, t.reference FROM payouts p
          JOIN ledger_transactions t ON t.id = p.ledger_transaction_id WHERE p.id = ${pending.id}`,
    );
    expect(row).toEqual({ status: 'paid', provider_reference: transferId, reference: transferId });
    expect(await count(world, 'test_transfers')).toBe(transfers);
    expect(await ledgerSum(world)).toBe(0);
  });
});

describe('below the minimum', () => {
  it('refuses a whole balance under €5.00 (a €5 lesson earns 425 cents)', async () => {
    await world.ctx.database.db.execute(
      sql`UPDATE mentors SET amount_cents = 500 WHERE id = ${world.otherMentor.id}`,
    );
    const start = new Date(world.ctx.clock.now().getTime() + DAY_SECONDS * 1000);
    start.setUTCHours(10, 0, 0, 0);
    const booked = await bookAs(world.student, {
      mentor_id: world.otherMentor.id,
      session_id: world.otherMentor.sessionId,
      skill_id: world.lookups.skill.Piano!,
      start_utc: start.toISOString().replace('.000Z', 'Z'),
      end_utc: new Date(start.getTime() + 3_600_000).toISOString().replace('.000Z', 'Z'),
      free_trial: false,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { payment_link } = booked.json<{ payment_link: string }>();
    const { completeTestCheckout } = await import('../src/modules/payments/test-checkout.ts');
    await completeTestCheckout(world.ctx.app, payment_link.split('/').at(-1)!);
    await advanceClock(world, 9 * DAY_SECONDS);
    const otto = await signInOtto(world);
    await connectTestAccount(otto, 'NL');
    expect((await insightsOf(otto)).currentBalance).toBe(425);
    const res = await payout(otto, 425);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(payoutMessages.minimumWithdrawal, 'amount'));
  });
});

describe('completing onboarding again', () => {
  it('follows a country change at the provider', async () => {
    const link = await linkFor(world.mentor);
    expect((await completeAccount(world.mentor, link, { country: 'CH' })).statusCode).toBe(200);
    expect((await insightsOf(world.mentor)).paymentAccount).toMatchObject({
      payouts_enabled: true,
      country: 'CH',
    });
  });
});
