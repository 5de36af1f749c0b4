/**
 * The staff dashboard (issue 21 item 1): today's and this week's held lessons and money (UTC windows, from
 * the bookings and ledger modules), and the open queues; staff only. Runs on PGlite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffDashboard } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
let staff: Session;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
});

const dashboard = async () => {
  const res = await staff.inject({ method: 'GET', url: '/api/admin/dashboard/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffDashboard>();
};

describe('GET /api/admin/dashboard/', () => {
  it('answers 401 to a visitor and 403 to a student or mentor', async () => {
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/' })).statusCode).toBe(
      401,
    );
    expect((await world.student.inject({ method: 'GET', url: '/api/admin/dashboard/' })).statusCode).toBe(
      403,
    );
    expect((await world.mentor.inject({ method: 'GET', url: '/api/admin/dashboard/' })).statusCode).toBe(403);
  });

  it('counts today’s and this week’s held lessons and the money taken, in UTC windows', async () => {
    const empty = await dashboard();
    expect(empty).toMatchObject({
      currency: 'EUR',
      // The clock is Monday 23 November 2026, 08:00 UTC.
      today: {
        from: '2026-11-23T00:00:00.000Z',
        to: '2026-11-24T00:00:00.000Z',
        lessons: 0,
        revenue_cents: 0,
      },
      week: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z', lessons: 0 },
    });
    await bookLesson(world, world.student, '2026-11-23T14:00:00Z');
    await bookLesson(world, world.student, '2026-11-25T14:00:00Z');
    await bookLesson(world, world.student, '2026-12-02T14:00:00Z');
    // An unpaid booking holds no lesson and took no money.
    await bookLesson(world, world.student, '2026-11-26T14:00:00Z', { pay: false });
    const [paid] = await queryRows<{ amount: number; fees: number }>(
      world.ctx.database.db,
      sql`SELECT sum(amount_cents)::int AS amount, sum(tax_amount_cents)::int AS fees FROM bookings
        WHERE status = 'paid'`,
    );
    const figures = await dashboard();
    expect(figures.today).toMatchObject({ lessons: 1, revenue_cents: paid!.amount, refunds_cents: 0 });
    expect(figures.week).toMatchObject({ lessons: 2, revenue_cents: paid!.amount, payouts_cents: 0 });
    expect(figures.week.platform_fees_cents).toBe(paid!.fees);
    expect(paid!.amount).toBeGreaterThan(0);
  });

  it('counts the open queues: tickets, applications and no-show reports', async () => {
    const before = await dashboard();
    await world.ctx.app.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'other', message: 'Hello', email: 'visitor@example.com' },
    });
    await world.ctx.database.db.execute(
      sql`UPDATE mentors SET is_verified = false WHERE id = ${world.otherMentor.id}`,
    );
    const after = await dashboard();
    expect(after.open_tickets).toBe(before.open_tickets + 1);
    expect(after.pending_applications).toBe(before.pending_applications + 1);
    expect(after.open_no_show_reports).toBe(0);
  });
});
