/**
 * The back office's bookings and money (issue 21 item 3, ADR 69): search, one booking's page, and a refund of
 * all or part with a reason, through the provider (outbox), in the ledger, mailed to the student, with its
 * audit row. Never more than remains, never a free trial, an empty reason refused, and of two refunds of one
 * booking at the same moment only the first is made (a real race on PostgreSQL). Runs on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditMessages,
  moneyMessages as m,
  type AdminBookingDetail,
  type AdminBookings,
  type RefundResult,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { searchBookings } from '../src/modules/bookings/index.ts';
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

/** A paid lesson of a new student on its own day. */
async function paidLesson(): Promise<{ id: number; student: Session; amount: number }> {
  slot += 1;
  const student = await world.newStudent();
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
  const [row] = await queryRows<{ amount: number }>(
    world.ctx.database.db,
    sql`SELECT amount_cents AS amount FROM bookings WHERE id = ${id}`,
  );
  return { id, student, amount: row!.amount };
}

const refund = (id: number, payload: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/bookings/${id}/refund/`, payload: payload as object });
const refundedOf = async (id: number) =>
  (
    await queryRows<{ refunded: number }>(
      world.ctx.database.db,
      sql`SELECT refunded_amount_cents AS refunded FROM bookings WHERE id = ${id}`,
    )
  )[0]!.refunded;
const providerRefunds = (id: number) =>
  queryRows<{ amount_cents: number }>(
    world.ctx.database.db,
    sql`SELECT amount_cents FROM test_refunds WHERE idempotency_key LIKE ${`booking-${id}-staff-refund-%`}`,
  );

describe('the booking search and a booking’s page', () => {
  it('finds a booking by reference, by a person’s name, and by status and day', async () => {
    const { id } = await paidLesson();
    const byRef = await staff.inject({ method: 'GET', url: `/api/admin/bookings/?search=LES-${id}` });
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json<AdminBookings>().bookings.map((b) => b.id)).toEqual([id]);
    const byName = await staff.inject({
      method: 'GET',
      url: '/api/admin/bookings/?search=maya%20lopez&status=paid',
    });
    expect(byName.json<AdminBookings>().bookings.map((b) => b.id)).toContain(id);
    const byDay = await staff.inject({
      method: 'GET',
      url: '/api/admin/bookings/?from=2026-12-01&to=2026-12-01',
    });
    expect(byDay.json<AdminBookings>().bookings.map((b) => b.id)).toEqual([id]);
    for (const day of ['yesterday', '0000-00-00', '2026-02-30', '1999-12-31', '2026-13-01']) {
      const bad = await staff.inject({ method: 'GET', url: `/api/admin/bookings/?from=${day}` });
      expect(bad.statusCode, day).toBe(400);
    }
  });

  it('gives a person’s bookings newest first, the page cut after the other filters', async () => {
    for (let i = 0; i < 3; i++) await paidLesson();
    const db = world.ctx.database.db;
    const expected = await queryRows<{ id: number }>(
      db,
      sql`SELECT b.id FROM bookings b JOIN mentors m ON m.id = b.mentor_id JOIN users u ON u.id = m.user_id
        WHERE lower(u.first_name || ' ' || u.last_name) = 'maya lopez' AND b.status = 'paid'
        ORDER BY b.start_at DESC, b.id DESC LIMIT 2`,
    );
    const page = await searchBookings(db, { text: 'maya lopez', status: 'paid' }, 2);
    expect(page.map((b) => Number(b.id))).toEqual(expected.map((b) => Number(b.id)));
    expect(page.map((b) => b.mentor_name)).toEqual(['Maya Lopez', 'Maya Lopez']);
    expect(page.every((b) => b.status === 'paid' && b.student_name)).toBe(true);
  });

  it('answers 401 to visitors and 403 to students and mentors on every booking call', async () => {
    const { id } = await paidLesson();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/bookings/' },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}/` },
      {
        method: 'POST' as const,
        url: `/api/admin/bookings/${id}/refund/`,
        payload: { amount_cents: 1, reason: 'x' },
      },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect(await refundedOf(id)).toBe(0);
  });
});

describe('POST /api/admin/bookings/{id}/refund/', () => {
  it('refunds half a lesson: provider, ledger, the student’s mail, the page and the audit log', async () => {
    const { id, student, amount } = await paidLesson();
    const half = Math.floor(amount / 2);
    const ledgerBefore = await ledgerSum(world);
    const res = await refund(id, { amount_cents: half, reason: '  The sound failed for half the lesson ' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<RefundResult>();
    expect(answer.booking.refunded_amount_cents).toBe(half);
    expect(answer.refundable_cents).toBe(amount - half);
    expect(await providerRefunds(id)).toEqual([{ amount_cents: half }]);
    expect(await ledgerSum(world)).toBe(ledgerBefore);
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toContain(`Refund for LES-${id}`);
    expect(mail?.text).toContain('The reason our team gave: The sound failed for half the lesson');

    const page = (
      await staff.inject({ method: 'GET', url: `/api/admin/bookings/${id}/` })
    ).json<AdminBookingDetail>();
    expect(page.refundable_cents).toBe(amount - half);
    expect(page.timeline.map((t) => t.what)).toEqual(
      expect.arrayContaining([
        'Booked',
        expect.stringMatching(/^Refunded .* The sound failed for half the lesson$/),
      ]),
    );
    expect(page.ledger.map((t) => t.kind)).toEqual(['payment', 'refund']);
    const refundEntry = page.ledger[1]!.entries.find((e) => e.account === 'provider_clearing');
    expect(refundEntry?.amount_cents).toBe(-half);
    const [audit] = await queryRows<{ before: unknown; after: unknown; reason: string }>(
      world.ctx.database.db,
      sql`SELECT before, after, reason FROM staff_audit_log WHERE action = 'booking.refund' AND record_id = ${String(id)}`,
    );
    expect(audit).toEqual({
      before: { refunded_amount_cents: 0 },
      after: { refunded_amount_cents: half, refunded_cents: half },
      reason: 'The sound failed for half the lesson',
    });
  });

  it('refuses more than remains, an empty reason, a bad amount and an unknown booking, changing nothing', async () => {
    const { id, amount } = await paidLesson();
    expect((await refund(id, { amount_cents: amount - 100, reason: 'part' })).statusCode).toBe(200);
    const tooMuch = await refund(id, { amount_cents: 101, reason: 'more' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ detail: string }>().detail).toBe(m.tooMuch('€1.00'));
    for (const payload of [
      { amount_cents: 50, reason: '  ' },
      { amount_cents: 50 },
      { amount_cents: 0, reason: 'x' },
      { amount_cents: 1.5, reason: 'x' },
      { amount_cents: '50', reason: 'x' },
    ]) {
      expect((await refund(id, payload)).statusCode).toBe(400);
    }
    expect((await refund(id, { amount_cents: 50, reason: '' })).body).toContain(auditMessages.reasonRequired);
    expect((await refund(99_999_999, { amount_cents: 1, reason: 'x' })).statusCode).toBe(404);
    expect(await refundedOf(id)).toBe(amount - 100);
    expect((await refund(id, { amount_cents: 100, reason: 'the rest' })).statusCode).toBe(200);
    const done = await refund(id, { amount_cents: 1, reason: 'again' });
    expect(done.json<{ detail: string }>().detail).toBe(m.nothingLeft);
    expect((await providerRefunds(id)).map((r) => r.amount_cents).sort((a, b) => a - b)).toEqual([
      100,
      amount - 100,
    ]);
  });

  it('refuses a free trial', async () => {
    const student = await world.newStudent();
    const res = await bookAs(
      student,
      lessonRequest(world, '2026-12-20T10:00:00Z', {
        free_trial: true,
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-20T10:30:00Z',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ booking_id: number }>().booking_id;
    const refused = await refund(id, { amount_cents: 1, reason: 'goodwill' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(m.freeTrial);
  });

  it('makes only the first of two refunds of one booking sent at once', async () => {
    const { id, amount } = await paidLesson();
    const answers = await Promise.all([
      refund(id, { amount_cents: amount, reason: 'first' }),
      refund(id, { amount_cents: amount, reason: 'second' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    console.log(
      `[staff refund race on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}] ${codes.join(', ')}`,
    );
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect(await refundedOf(id)).toBe(amount);
    expect(await providerRefunds(id)).toEqual([{ amount_cents: amount }]);
    const audits = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'booking.refund' AND record_id = ${String(id)}`,
    );
    expect(audits[0]!.n).toBe(1);
  });
});
