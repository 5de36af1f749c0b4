/**
 * Lesson packages (issue 18 item 2): a mentor offers them, a student buys one through the provider's
 * checkout and books with its credits without a payment step; cancelling early gives the credit back,
 * late keeps it (the mentor earns half); unused credits are refunded pro rata; expired ones stay with the
 * platform; the ledger balances throughout. Every refusal is a clear 4xx with nothing stored.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  noShowMessages,
  packageMessages,
  PACKAGE_MAX_DISCOUNT_PERCENT,
  type StudentList,
} from '@app/contract';
import { completeTestCheckout, deliverTestEvent } from '../src/modules/payments/test-checkout.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { latestMailTo, login, TEST_PASSWORD } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import type { Answer } from './package-fixtures.ts';
import { balances, buy, buyAndPay, creditsOf, offerPackage, rowCount } from './package-fixtures.ts';

const world = useBookingWorld();
const withCredit = (start: string, extra: Record<string, unknown> = {}) =>
  lessonRequest(world, start, { use_credit: true, ...extra });

describe('a mentor offers packages', () => {
  it('adds, lists and deletes; the price is lessons x lesson price x (1 - discount), rounded to the cent', async () => {
    // €50 an hour, 30 minutes = €25; 5 x 2500 x 0.87 = 10875.
    const offered = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[30],
      discount_percent: 13,
    });
    expect(offered).toMatchObject({ lessons: 5, session_id: world.maya.sessions[30], price_cents: 10875 });
    const mine = await world.mentor.inject({ method: 'GET', url: '/api/mentors/packages/' });
    expect(mine.json()).toContainEqual(offered);
    const profile = await world.student.inject({ method: 'GET', url: `/api/mentors/${world.maya.id}/` });
    expect(profile.json<Answer>().packages).toContainEqual(offered);

    const gone = await world.mentor.inject({ method: 'DELETE', url: `/api/mentors/packages/${offered.id}/` });
    expect(gone.statusCode).toBe(204);
    expect((await world.mentor.inject({ method: 'GET', url: '/api/mentors/packages/' })).json()).toEqual([]);
    // Deleted: no new sales.
    expect((await buy(world.student, offered.id)).statusCode).toBe(404);
  });

  it('refuses a discount over 30%, a count other than 5/10/20 and another mentor’s session, storing nothing', async () => {
    const before = await rowCount(world, 'lesson_packages');
    const cases = [
      [
        {
          lessons: 5,
          session_id: world.maya.sessions[60],
          discount_percent: PACKAGE_MAX_DISCOUNT_PERCENT + 1,
        },
        'discount_percent',
      ],
      [{ lessons: 7, session_id: world.maya.sessions[60], discount_percent: 10 }, 'lessons'],
      [{ lessons: 5, session_id: world.otherMentor.sessionId, discount_percent: 10 }, 'session_id'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await world.mentor.inject({ method: 'POST', url: '/api/mentors/packages/', payload: body });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<Answer>().errors)).toContain(field);
    }
    expect(await rowCount(world, 'lesson_packages')).toBe(before);
  });

  it('answers 404 for deleting another mentor’s package; a student may not offer packages (403)', async () => {
    const offered = await offerPackage(world.mentor, {
      lessons: 10,
      session_id: world.maya.sessions[60],
      discount_percent: 0,
    });
    const otto = await login(world.ctx.app, await otherMentorEmail());
    const res = await otto.inject({ method: 'DELETE', url: `/api/mentors/packages/${offered.id}/` });
    expect(res.statusCode).toBe(404);
    expect((await world.student.inject({ method: 'GET', url: '/api/mentors/packages/' })).statusCode).toBe(
      403,
    );
    await world.mentor.inject({ method: 'DELETE', url: `/api/mentors/packages/${offered.id}/` });
  });
});

/** Otto, the second mentor, made able to sign in. */
async function otherMentorEmail(): Promise<string> {
  const hash = await hashPassword(TEST_PASSWORD);
  const [row] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = ${hash}
        WHERE id = (SELECT user_id FROM mentors WHERE id = ${world.otherMentor.id}) RETURNING email`,
  );
  return row!.email;
}

describe('buying a package and booking with its credits', () => {
  it('buys 5 lessons, books two with credits (no payment step), cancels one early and gets it back', async () => {
    const student = await world.newStudent();
    const offer = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[60],
      discount_percent: 10,
    });
    expect(offer.price_cents).toBe(22500);
    const checkoutId = await buyAndPay(world, student, offer.id);
    let credits = await creditsOf(student);
    expect(credits).toEqual([
      expect.objectContaining({
        mentor_id: world.maya.id,
        session_id: world.maya.sessions[60],
        remaining: 5,
      }),
    ]);
    expect(credits[0]!.expires_at).toBe('2027-05-23T08:00:00.000Z');

    const first = await bookAs(student, withCredit('2026-11-30T10:00:00Z'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ payment_link: null, total_amount_cents: 0 });
    const second = await bookAs(student, withCredit('2026-12-01T10:00:00Z'));
    expect(second.statusCode).toBe(201);
    const detail = await student.inject({
      method: 'GET',
      url: `/api/lessons/bookings/${first.json<Answer>().booking_id}/`,
    });
    expect(detail.json<Answer>().status).toBe('paid');
    expect((await creditsOf(student))[0]!.remaining).toBe(3);

    const cancel = await student.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${first.json<Answer>().booking_id}/cancel/`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<Answer>().message).toBe(packageMessages.creditReturned);
    credits = await creditsOf(student);
    expect(credits[0]!.remaining).toBe(4);
    // The mentor's students page counts the credits the student has left with them (issue 18 item 4).
    const students = await world.mentor.inject({ method: 'GET', url: '/api/mentors/students/' });
    const row = students.json<StudentList>().results.find((r) => r.student.id === student.user.id);
    expect(row?.credits_left).toBe(4);

    // Replayed and reordered events for the package change nothing more.
    const purchases = await rowCount(world, 'ledger_transactions');
    await deliverTestEvent(world.ctx.app, expiredEvent(checkoutId));
    await expect(completeTestCheckout(world.ctx.app, checkoutId)).rejects.toThrow();
    expect(await rowCount(world, 'ledger_transactions')).toBe(purchases);
    expect((await creditsOf(student))[0]!.remaining).toBe(4);
    const books = await balances(world);
    expect(books.unbalancedTransactions).toBe(0);
    expect(Object.values(books.byAccount).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('cancelling late uses the credit and the mentor earns half', async () => {
    const student = await world.newStudent();
    const offer = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[30],
      discount_percent: 0,
    });
    await buyAndPay(world, student, offer.id);
    const start = '2026-11-24T12:00:00Z'; // 28 hours ahead: inside 48 h
    const booked = await bookAs(
      student,
      lessonRequest(world, start, {
        use_credit: true,
        session_id: world.maya.sessions[30],
        end_utc: '2026-11-24T12:30:00Z',
      }),
    );
    expect(booked.statusCode).toBe(201);
    const id = booked.json<Answer>().booking_id;
    const cancel = await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    expect(cancel.statusCode).toBe(200);
    expect((await creditsOf(student))[0]!.remaining).toBe(4);
    const ledger = await world.ctx.app.inject({ method: 'GET', url: `/api/dev/ledger/?booking_id=${id}` });
    const mentorNet = ledger
      .json<{ entries: { account: string; amount_cents: number }[] }[]>()
      .flatMap((t) => t.entries)
      .filter((e) => e.account === 'mentor_payable')
      .reduce((sum, e) => sum + e.amount_cents, 0);
    // 2500 at 15%: earnings 2125; half of it, 1063, stays the mentor's.
    expect(mentorNet).toBe(-1063);
  });

  it('refuses buying one’s own package, a credit of another mentor or length, and a used-up or expired credit', async () => {
    const offer = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[60],
      discount_percent: 5,
    });
    const own = await buy(world.mentor, offer.id);
    expect(own.statusCode).toBe(400);
    expect(own.json<Answer>().detail).toBe(packageMessages.buyOwnPackage);

    const student = await world.newStudent();
    await buyAndPay(world, student, offer.id);
    const bookingsBefore = await rowCount(world, 'bookings');
    const otherMentor = await bookAs(student, {
      ...withCredit('2026-12-02T10:00:00Z'),
      mentor_id: world.otherMentor.id,
      session_id: world.otherMentor.sessionId,
      skill_id: world.lookups.skill.Piano!,
    });
    expect(otherMentor.statusCode).toBe(400);
    expect(otherMentor.json<Answer>().errors.use_credit).toEqual([packageMessages.noCredit]);
    const otherLength = await bookAs(
      student,
      withCredit('2026-12-02T10:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-02T10:30:00Z',
      }),
    );
    expect(otherLength.statusCode).toBe(400);
    const withPromo = await bookAs(student, withCredit('2026-12-02T10:00:00Z', { promo_code: 'WELCOME10' }));
    expect(withPromo.statusCode).toBe(400);
    expect(await rowCount(world, 'bookings')).toBe(bookingsBefore);

    // A student with no credit at all.
    const stranger = await world.newStudent();
    expect((await bookAs(stranger, withCredit('2026-12-03T10:00:00Z'))).statusCode).toBe(400);
    expect(await rowCount(world, 'bookings')).toBe(bookingsBefore);
  });

  it('refunds unused credits pro rata and keeps booked ones; nothing left answers 400', async () => {
    const student = await world.newStudent();
    // 10 x 5000 x 0.7 = 35000; 3500 a lesson.
    const offer = await offerPackage(world.mentor, {
      lessons: 10,
      session_id: world.maya.sessions[60],
      discount_percent: 30,
    });
    await buyAndPay(world, student, offer.id);
    expect((await bookAs(student, withCredit('2026-12-04T10:00:00Z'))).statusCode).toBe(201);
    const refund = await student.inject({ method: 'POST', url: '/api/users/credits/refund/' });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ refunded_cents: 31500, refunded_lessons: 9 });
    expect(await creditsOf(student)).toEqual([]);
    const again = await student.inject({ method: 'POST', url: '/api/users/credits/refund/' });
    expect(again.statusCode).toBe(400);
    expect(again.json<Answer>().detail).toBe(packageMessages.nothingToRefund);
  });

  it('a refund the provider refuses at first is retried from the outbox and made once', async () => {
    const student = await world.newStudent();
    // 5 x 5000 x 0.8 = 20000 for five lessons: 4000 a lesson, all unused.
    const offer = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[60],
      discount_percent: 20,
    });
    await buyAndPay(world, student, offer.id);
    const refundsAt = async () =>
      queryRows<{ amount_cents: number; idempotency_key: string }>(
        world.ctx.database.db,
        sql`SELECT r.amount_cents, r.idempotency_key FROM test_refunds r
              JOIN package_purchases p ON p.payment_intent_id = r.payment_intent_id
             WHERE p.student_id = ${student.user.id}`,
      );
    const spy = vi
      .spyOn(world.ctx.app.payments.provider, 'refund')
      .mockRejectedValueOnce(new Error('card network down'));
    const refund = await student.inject({ method: 'POST', url: '/api/users/credits/refund/' });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    // The books and the credits changed with the outbox row: the answer stands, the refund waits.
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ refunded_cents: 20000, refunded_lessons: 5 });
    expect(await creditsOf(student)).toEqual([]);
    expect(await refundsAt()).toEqual([]);
    const [waiting] = await queryRows<{ attempts: number }>(
      world.ctx.database.db,
      sql`SELECT attempts FROM outbox_jobs WHERE kind = 'provider-refund'`,
    );
    expect(waiting?.attempts).toBe(1);

    world.ctx.clock.advance(60);
    await world.ctx.app.outbox.drain();
    await world.ctx.app.outbox.drain();
    const made = await refundsAt();
    expect(made).toHaveLength(1);
    expect(made[0]!.amount_cents).toBe(20000);
    expect(made[0]!.idempotency_key).toMatch(/^package-purchase-\d+-refund-0$/);
    const [left] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'provider-refund'`,
    );
    expect(left?.n).toBe(0);
    expect((await balances(world)).unbalancedTransactions).toBe(0);
  });

  it("a no-show refund of a credit lesson gives the credit back and the lesson's worth to the student", async () => {
    const student = await world.newStudent();
    const offer = await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[60],
      discount_percent: 0,
    });
    await buyAndPay(world, student, offer.id);
    const booked = await bookAs(student, withCredit('2026-12-07T10:00:00Z'));
    expect(booked.statusCode).toBe(201);
    const id = booked.json<Answer>().booking_id;
    // The lesson took place an hour ago (as far as the books know), and the mentor did not come.
    const end = world.ctx.clock.now().getTime() - 3_600_000;
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET status = 'completed', start_at = ${new Date(end - 3_600_000)},
            end_at = ${new Date(end)}, hold_until = ${new Date(end + 900_000)} WHERE id = ${id}`,
    );
    expect((await creditsOf(student))[0]!.remaining).toBe(4);
    const member = await world.newStudent();
    await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
    const staff = await login(world.ctx.app, member.user.email);
    const reported = await student.inject({
      method: 'POST',
      url: `/api/lessons/bookings/${id}/no-show/`,
      payload: {},
    });
    expect(reported.statusCode).toBe(201);
    const reports = (await staff.inject({ method: 'GET', url: '/api/admin/no-show-reports/' })).json<
      { id: number; booking_id: number }[]
    >();
    const reportId = reports.find((r) => r.booking_id === id)!.id;
    const decided = await staff.inject({
      method: 'POST',
      url: `/api/admin/no-show-reports/${reportId}/refund/`,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json<{ message: string }>().message).toBe(noShowMessages.creditReturned);
    expect((await creditsOf(student))[0]!.remaining).toBe(5);
    // The mentor earns nothing from the lesson; the student's credits hold its worth again.
    const [earned] = await queryRows<{ total: number }>(
      world.ctx.database.db,
      sql`SELECT coalesce(sum(e.amount_cents), 0)::int AS total FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE t.booking_id = ${id} AND e.account = 'mentor_payable'`,
    );
    expect(earned?.total).toBe(0);
    expect((await balances(world)).unbalancedTransactions).toBe(0);
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.text).toContain('The lesson credit it used is back in your package');
  });

  it("deleting an account refunds the student's unused credits, and a mentor's students' credits", async () => {
    const { bookingWorld } = await import('./booking-fixtures.ts');
    const own = await bookingWorld();
    try {
      const mentor = await login(own.ctx.app, own.maya.email);
      const offer = await offerPackage(mentor, {
        lessons: 5,
        session_id: own.maya.sessions[60],
        discount_percent: 0,
      });
      const leaving = await own.newStudent();
      const staying = await own.newStudent();
      await buyAndPay(own, leaving, offer.id);
      await buyAndPay(own, staying, offer.id);
      const refunded = async () =>
        queryRows<{ student_id: number; amount_cents: number }>(
          own.ctx.database.db,
          sql`SELECT p.student_id, r.amount_cents FROM test_refunds r
                JOIN package_purchases p ON p.payment_intent_id = r.payment_intent_id ORDER BY r.created_at`,
        );
      const remove = (who: typeof leaving, email: string) =>
        who.inject({ method: 'POST', url: '/api/users/delete/', payload: { email } });
      // 5 x 5000: the whole price back, as none of the five lessons was booked.
      const gone = await remove(leaving, leaving.user.email);
      expect(gone.statusCode).toBe(200);
      expect(gone.json<{ message: string }>().message).toBe(
        'Account deletion request processed successfully. Your 5 unused lesson credits (€250.00) are refunded to your card.',
      );
      expect(await refunded()).toEqual([{ student_id: leaving.user.id, amount_cents: 25000 }]);
      // The mentor leaves: the credits their students still hold with them are refunded too.
      expect((await remove(mentor, own.maya.email)).statusCode).toBe(200);
      expect(await refunded()).toEqual([
        { student_id: leaving.user.id, amount_cents: 25000 },
        { student_id: staying.user.id, amount_cents: 25000 },
      ]);
      expect(await creditsOf(staying)).toEqual([]);
      const books = await balances(own);
      expect(books.byAccount.student_credits).toBe(0);
      expect(books.unbalancedTransactions).toBe(0);
    } finally {
      await own.ctx.close();
    }
  });

  it('expired credits are neither listed nor usable and stay with the platform', async () => {
    const { bookingWorld } = await import('./booking-fixtures.ts');
    const own = await bookingWorld();
    try {
      const mentor = await login(own.ctx.app, own.maya.email);
      const offer = await offerPackage(mentor, {
        lessons: 5,
        session_id: own.maya.sessions[60],
        discount_percent: 0,
      });
      await buyAndPay(own, own.student, offer.id);
      own.ctx.clock.advance(183 * 86_400);
      const [buyer] = await queryRows<{ email: string }>(
        own.ctx.database.db,
        sql`SELECT u.email FROM users u JOIN package_purchases p ON p.student_id = u.id`,
      );
      const student = await login(own.ctx.app, buyer!.email);
      expect(await creditsOf(student)).toEqual([]);
      expect(
        (await bookAs(student, lessonRequest(own, '2027-06-01T10:00:00Z', { use_credit: true }))).statusCode,
      ).toBe(400);
      await own.ctx.app.scheduler.runAll();
      const books = await balances(own);
      expect(books.byAccount.student_credits).toBe(0);
      expect(books.byAccount.platform_revenue).toBe(-25000);
      expect(Object.values(books.byAccount).reduce((a, b) => a + b, 0)).toBe(0);
    } finally {
      await own.ctx.close();
    }
  });
});

function expiredEvent(checkoutId: string): string {
  return JSON.stringify({
    id: `evt_test_expired_${checkoutId}`,
    object: 'event',
    type: 'checkout.session.expired',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: { id: checkoutId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' },
    },
  });
}
