/**
 * Staff cancel a lesson on behalf of the student or the mentor (issue 21 item 3, ADR 74) through the users'
 * own cancellation: that side's refund policy (B6), the ledger, both mails, the audit row in the same
 * transaction; a cancelled or past lesson and an empty reason refused with nothing changed; only staff may
 * call it; and a race with the student's own cancel ends in one cancellation (a real race on PostgreSQL).
 * Runs on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditMessages, cancelOnBehalfMessages as m, type CancelOnBehalfResult } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, ledgerSum, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
let staff: Session;
let slot = 0;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
});

/** A lesson of a new student on its own December day (more than 48 hours ahead), paid unless told. */
async function lesson(pay = true): Promise<{ id: number; student: Session; amount: number }> {
  slot += 1;
  const student = await world.newStudent();
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`, { pay });
  return { id, student, amount: (await bookingOf(id)).amount_cents };
}

async function bookingOf(id: number) {
  const [row] = await queryRows<{
    status: string;
    amount_cents: number;
    refunded_amount_cents: number;
    canceled_by: string | null;
    cancel_reason: string | null;
  }>(
    world.ctx.database.db,
    sql`SELECT status, amount_cents, refunded_amount_cents, canceled_by, cancel_reason FROM bookings WHERE id = ${id}`,
  );
  return row!;
}

const cancel = (id: number, payload: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel/`, payload: payload as object });
const providerRefunds = (id: number) =>
  queryRows<{ amount_cents: number }>(
    world.ctx.database.db,
    sql`SELECT amount_cents FROM test_refunds WHERE payment_intent_id = (SELECT payment_intent_id FROM bookings WHERE id = ${id})`,
  );
const audits = (id: number) =>
  queryRows<{ actor_email: string; before: unknown; after: unknown; reason: string }>(
    world.ctx.database.db,
    sql`SELECT actor_email, before, after, reason FROM staff_audit_log
        WHERE action = 'booking.cancel' AND record_id = ${String(id)}`,
  );

describe('who may call it', () => {
  it('answers 401 to visitors and 403 to students and mentors, changing nothing', async () => {
    const { id, student } = await lesson();
    const payload = { on_behalf_of: 'mentor', reason: 'x' };
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/cancel/`,
      payload,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await cancel(id, payload, student)).statusCode).toBe(403);
    expect((await cancel(id, payload, world.mentor)).statusCode).toBe(403);
    expect((await bookingOf(id)).status).toBe('paid');
  });
});

describe('POST /api/admin/bookings/{id}/cancel/', () => {
  it('on behalf of the mentor: a full refund, the ledger, both mails, the student sees it, and the audit row', async () => {
    const { id, student, amount } = await lesson();
    const ledgerBefore = await ledgerSum(world);
    const res = await cancel(id, { on_behalf_of: 'mentor', reason: '  The mentor is ill ' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<CancelOnBehalfResult>();
    expect(answer.refunded_cents).toBe(amount);
    expect(answer.booking).toMatchObject({ status: 'canceled', refunded_amount_cents: amount });
    expect(answer.message).toContain(`LES-${id} is cancelled on behalf of the mentor`);
    expect(await bookingOf(id)).toMatchObject({
      status: 'canceled',
      refunded_amount_cents: amount,
      canceled_by: 'staff',
      cancel_reason: 'staff_for_mentor',
    });
    expect(await providerRefunds(id)).toEqual([{ amount_cents: amount }]);
    expect(await ledgerSum(world)).toBe(ledgerBefore);
    for (const email of [student.user.email, world.mentor.user.email]) {
      const mail = await latestMailTo(world.ctx, email);
      expect(mail?.subject).toContain(`Lesson cancelled: LES-${id}`);
      expect(mail?.text).toContain('Our team cancelled');
    }
    expect((await latestMailTo(world.ctx, student.user.email))?.text).toContain('A refund of');
    // The student's own view of the lesson.
    const seen = await student.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });
    expect(seen.json<{ status: string }>().status).toBe('canceled');
    expect(await audits(id)).toEqual([
      {
        actor_email: staff.user.email.toLowerCase(),
        before: { status: 'paid', refunded_amount_cents: 0 },
        after: {
          status: 'canceled',
          refunded_amount_cents: amount,
          on_behalf_of: 'mentor',
          refunded_cents: amount,
        },
        reason: 'The mentor is ill',
      },
    ]);
  });

  it('on behalf of the student within 48 hours: half, by the student’s policy', async () => {
    const student = await world.newStudent();
    // The world's clock is Monday 23 November 08:00 UTC: this lesson is 26 hours ahead.
    const id = await bookLesson(world, student, '2026-11-24T10:00:00Z');
    const { amount_cents: amount } = await bookingOf(id);
    const res = await cancel(id, { on_behalf_of: 'student', reason: 'Asked by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelOnBehalfResult>().refunded_cents).toBe(Math.round(amount / 2));
    expect(await providerRefunds(id)).toEqual([{ amount_cents: Math.round(amount / 2) }]);
  });

  it('on behalf of the student, an unpaid lesson: nothing to refund; the mentor’s side may not cancel it', async () => {
    const { id } = await lesson(false);
    const mentorSide = await cancel(id, { on_behalf_of: 'mentor', reason: 'x' });
    expect(mentorSide.statusCode).toBe(400);
    expect(mentorSide.json<{ detail: string }>().detail).toBe(m.mentorCannotCancelUnpaid(`LES-${id}`));
    const res = await cancel(id, { on_behalf_of: 'student', reason: 'Changed their mind' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelOnBehalfResult>()).toMatchObject({ refunded_cents: 0 });
    expect(await providerRefunds(id)).toEqual([]);
  });

  it('refuses a cancelled lesson, a past one, an empty reason, a bad side and an unknown booking', async () => {
    const { id } = await lesson();
    for (const payload of [
      { on_behalf_of: 'mentor', reason: '   ' },
      { on_behalf_of: 'mentor' },
      { on_behalf_of: 'staff', reason: 'x' },
      { reason: 'x' },
    ]) {
      expect((await cancel(id, payload)).statusCode).toBe(400);
    }
    expect((await cancel(id, { on_behalf_of: 'mentor', reason: '' })).body).toContain(
      auditMessages.reasonRequired,
    );
    expect((await cancel(id, { on_behalf_of: 'staff', reason: 'x' })).body).toContain(m.sideInvalid);
    expect((await cancel(99_999_999, { on_behalf_of: 'mentor', reason: 'x' })).statusCode).toBe(404);
    expect((await bookingOf(id)).status).toBe('paid');
    expect(await audits(id)).toEqual([]);

    expect((await cancel(id, { on_behalf_of: 'mentor', reason: 'first' })).statusCode).toBe(200);
    const again = await cancel(id, { on_behalf_of: 'student', reason: 'second' });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(m.alreadyCancelled(`LES-${id}`));
    expect(await audits(id)).toHaveLength(1);

    // A lesson that already happened (its start moved into the past, as the lifecycle would leave it).
    const past = await lesson();
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET status = 'completed', start_at = '2026-11-20T10:00:00Z', end_at = '2026-11-20T11:00:00Z'
          WHERE id = ${past.id}`,
    );
    const over = await cancel(past.id, { on_behalf_of: 'mentor', reason: 'x' });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ detail: string }>().detail).toBe(m.startedOrOver(`LES-${past.id}`));
    expect(await providerRefunds(past.id)).toEqual([]);
  });

  it('settles a race with the student’s own cancel: one cancellation, one refund', async () => {
    const { id, student, amount } = await lesson();
    const answers = await Promise.all([
      student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` }),
      cancel(id, { on_behalf_of: 'student', reason: 'Asked by phone' }),
    ]);
    const codes = answers.map((a) => a.statusCode);
    console.log(
      `[staff cancel race on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}] student ${codes[0]}, staff ${codes[1]}`,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.find((c) => c !== 200)).toBeOneOf([400, 409]);
    expect(await bookingOf(id)).toMatchObject({ status: 'canceled', refunded_amount_cents: amount });
    expect(await providerRefunds(id)).toEqual([{ amount_cents: amount }]);
    const refunds = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE booking_id = ${id} AND kind = 'refund'`,
    );
    expect(refunds[0]!.n).toBe(1);
    expect(await audits(id)).toHaveLength(codes[1] === 200 ? 1 : 0);
  });
});

it('keeps the free trial rule: cancelled with nothing to refund', async () => {
  const student = await world.newStudent();
  const res = await bookAs(
    student,
    lessonRequest(world, '2026-12-28T10:00:00Z', {
      free_trial: true,
      session_id: world.maya.sessions[30],
      end_utc: '2026-12-28T10:30:00Z',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ booking_id: number }>().booking_id;
  const done = await cancel(id, { on_behalf_of: 'mentor', reason: 'Mentor away' });
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json<CancelOnBehalfResult>().refunded_cents).toBe(0);
});
