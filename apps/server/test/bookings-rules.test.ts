/**
 * The booking rules one by one through the real calls: what holds a slot (S1), time off and extra time
 * (S3), prices of every length (B1), trials through their lifecycle (B4), fixed and expired promo codes
 * (B8), the checkout's return addresses (B11), and scheduled work that runs once for two servers.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type AvailableTimesResponse, type Booking, type BookResponse } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { latestMailTo, login } from './auth-helpers.ts';
import { bookAs, useBookingWorld, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

async function startsOn(day: string, session = world.maya.sessions[60]) {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${session}&start_date=${day}&end_date=${day}`,
    headers: { 'x-timezone': 'UTC' },
  });
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc.slice(11, 16));
}

const exec = (query: ReturnType<typeof sql>) => world.ctx.database.db.execute(query);

describe('what the slots are made of (S1, S3)', () => {
  it('time off removes slots and extra time adds them, merging with the weekly hours', async () => {
    // Berlin 09:00-18:00 is 08:00-17:00 UTC in winter.
    const now = world.ctx.clock.now();
    await exec(sql`INSERT INTO mentor_time_off (mentor_id, start_at, end_at, created_at)
      VALUES (${world.maya.id}, '2026-12-02T08:00:00Z', '2026-12-02T12:00:00Z', ${now})`);
    await exec(sql`INSERT INTO mentor_extra_time (mentor_id, start_at, end_at, created_at)
      VALUES (${world.maya.id}, '2026-12-02T17:00:00Z', '2026-12-02T19:00:00Z', ${now})`);
    const starts = await startsOn('2026-12-02');
    expect(starts[0]).toBe('12:00');
    expect(starts).not.toContain('11:30');
    // Extra time continues the day seamlessly: 16:30-17:30 spans the join, the last start is 18:00.
    expect(starts).toContain('16:30');
    expect(starts.at(-1)).toBe('18:00');
  });

  it('paid, free-trial and pending bookings hold their slot; an expired checkout frees it even before the job runs', async () => {
    const student = await world.newStudent();
    const pending = await bookAs(student, lessonRequest(world, '2026-12-03T09:00:00Z'));
    const trial = await bookAs(
      student,
      lessonRequest(world, '2026-12-03T13:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-03T13:30:00Z',
        free_trial: true,
      }),
    );
    expect([pending.statusCode, trial.statusCode]).toEqual([201, 201]);
    await exec(
      sql`UPDATE bookings SET status = 'paid' WHERE id = ${pending.json<BookResponse>().booking_id}`,
    );
    const held = await startsOn('2026-12-03');
    expect(held).not.toContain('09:00');
    expect(held).not.toContain('13:00');
    const late = await world.newStudent();
    const other = await bookAs(late, lessonRequest(world, '2026-12-03T15:00:00Z'));
    expect(await startsOn('2026-12-03')).not.toContain('15:00');
    // 31 minutes later, with no scheduled work run, the unpaid checkout no longer holds 15:00.
    world.ctx.clock.advance(31 * 60);
    expect(await startsOn('2026-12-03')).toContain('15:00');
    const again = await bookAs(await world.newStudent(), lessonRequest(world, '2026-12-03T15:00:00Z'));
    expect(again.statusCode).toBe(201);
    const first = await (
      await login(world.ctx.app, student.user.email)
    ).inject({
      method: 'GET',
      url: `/api/lessons/bookings/${pending.json<BookResponse>().booking_id}/`,
    });
    expect(first.json<Booking>().status).toBe('paid');
    expect(other.statusCode).toBe(201);
    // The student whose checkout ran out is told, as the scheduled expiry would have told them.
    expect((await latestMailTo(world.ctx, late.user.email))?.subject).toMatch(
      /^Your lesson booking was not completed/,
    );
  });
});

describe('prices and codes (B1, B8)', () => {
  it('a 30-minute lesson costs half the hourly price; the trial is free', async () => {
    const res = await bookAs(
      await world.newStudent(),
      lessonRequest(world, '2026-12-04T09:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-04T09:30:00Z',
      }),
    );
    expect(res.json<BookResponse>()).toMatchObject({ amount_cents: 2500, tax_amount_cents: 375 });
  });

  it('a fixed-amount code takes its amount off; an expired code and a code on a trial are refused', async () => {
    const now = world.ctx.clock.now();
    await exec(
      sql`INSERT INTO promo_codes (code, amount_off_cents, created_at) VALUES ('TENOFF', 1000, ${now})`,
    );
    await exec(sql`INSERT INTO promo_codes (code, percent_off, expires_at, created_at)
      VALUES ('OLD', 50, ${new Date(now.getTime() - 1000)}, ${now})`);
    const student = await world.newStudent();
    const fixed = await bookAs(
      student,
      lessonRequest(world, '2026-12-04T12:00:00Z', { promo_code: 'tenoff' }),
    );
    expect(fixed.json<BookResponse>()).toMatchObject({ discount_cents: 1000, total_amount_cents: 4000 });
    const expired = await bookAs(
      student,
      lessonRequest(world, '2026-12-04T14:00:00Z', { promo_code: 'OLD' }),
    );
    expect(expired.json<{ detail: string }>().detail).toBe(bookingMessages.promoExpired);
    const onTrial = await bookAs(
      student,
      lessonRequest(world, '2026-12-05T09:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-05T09:30:00Z',
        free_trial: true,
        promo_code: 'TENOFF',
      }),
    );
    expect(onTrial.json<{ detail: string }>().detail).toBe(bookingMessages.promoNotForTrial);
  });

  it('a code that makes the lesson free books it as paid at once, with no checkout, in a balanced ledger', async () => {
    const now = world.ctx.clock.now();
    await exec(sql`INSERT INTO promo_codes (code, percent_off, created_at) VALUES ('ONUS', 100, ${now})`);
    const student = await world.newStudent();
    const res = await bookAs(student, lessonRequest(world, '2026-12-04T15:00:00Z', { promo_code: 'ONUS' }));
    expect(res.json<BookResponse>()).toMatchObject({
      payment_link: null,
      total_amount_cents: 0,
      discount_cents: 5000,
    });
    const detail = await student.inject({
      method: 'GET',
      url: `/api/lessons/bookings/${res.json<BookResponse>().booking_id}/`,
    });
    expect(detail.json<Booking>()).toMatchObject({
      status: 'paid',
      payment_details: { total_amount_cents: 0, mentor_earnings_cents: 4250 },
    });
    const [ledger] = await queryRows<{ total: number; discounts: number }>(
      world.ctx.database.db,
      sql`SELECT sum(amount_cents)::int AS total,
                 sum(amount_cents) FILTER (WHERE account = 'promo_discounts')::int AS discounts FROM ledger_entries`,
    );
    expect(ledger).toEqual({ total: 0, discounts: 5000 });
  });

  it('refuses a trial from a mentor who offers none', async () => {
    const res = await bookAs(await world.newStudent(), {
      mentor_id: world.otherMentor.id,
      session_id: world.otherMentor.sessionId,
      skill_id: world.lookups.skill.Piano,
      start_utc: '2026-12-05T10:00:00Z',
      end_utc: '2026-12-05T11:00:00Z',
      free_trial: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.noTrialOffered);
  });
});

describe('checkout and lifecycle (B4, B11)', () => {
  it("the test checkout returns to the booking's success and cancel pages", async () => {
    const res = await bookAs(await world.newStudent(), lessonRequest(world, '2026-12-06T09:00:00Z'));
    const { booking_id: id, payment_link: link } = res.json<BookResponse>();
    const page = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${link!.split('/').at(-1)}/`,
    });
    const checkout = page.json<{ success_url: string; cancel_url: string }>();
    expect(new URL(checkout.success_url).pathname).toBe(`/bookings/${id}/success`);
    expect(new URL(checkout.cancel_url).pathname).toBe(`/bookings/${id}/cancel`);
  });

  it('a free trial goes live at its start and completes at its end; two servers send one reminder', async () => {
    const student = await world.newStudent();
    const trial = await bookAs(
      student,
      lessonRequest(world, '2026-12-07T09:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-07T09:30:00Z',
        free_trial: true,
      }),
    );
    const id = trial.json<BookResponse>().booking_id;
    // A second server process on the same database, with its own scheduler.
    const second = await buildApp({
      config: world.ctx.config,
      database: world.ctx.database,
      clock: world.ctx.clock,
      mailer: new OutboxMailer(world.ctx.database, world.ctx.clock),
    });
    await second.ready();
    const db = world.ctx.database.db;
    const status = async () =>
      (await queryRows<{ status: string }>(db, sql`SELECT status FROM bookings WHERE id = ${id}`))[0]?.status;
    const reminders = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM outbox_emails WHERE lower(to_address) = lower(${student.user.email})
              AND subject LIKE 'Reminder%'`,
        )
      )[0]?.n;
    world.ctx.clock.advance((Date.parse('2026-12-06T09:30:00Z') - world.ctx.clock.now().getTime()) / 1000);
    await Promise.all([world.ctx.app.scheduler.runAll(), second.scheduler.runAll()]);
    expect(await reminders()).toBe(1);
    world.ctx.clock.advance(23 * 3600 + 35 * 60); // 09:05 on the day: live
    await Promise.all([world.ctx.app.scheduler.runAll(), second.scheduler.runAll()]);
    expect(await status()).toBe('in_progress');
    world.ctx.clock.advance(30 * 60); // 09:35: over
    await Promise.all([world.ctx.app.scheduler.runAll(), second.scheduler.runAll()]);
    expect(await status()).toBe('completed');
    await second.close();
  });
});
