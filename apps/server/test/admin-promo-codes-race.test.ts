/**
 * ADR 72: staff deactivating a promo code while students book with it. The deactivation locks the code's
 * row; a booking's use (one conditional UPDATE) waits for it and then reads the committed row, so no use is
 * taken after the deactivation commits and every use taken is one booking. On PostgreSQL (TEST_DATABASE_URL)
 * the requests run in parallel over the pool; PGlite has one connection and runs them one after another.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { promoStaffMessages as m, type PromoCode } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookingWorld, lessonRequest, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let staff: Session;
let students: Session[];
beforeAll(async () => {
  world = await bookingWorld();
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  students = [];
  while (students.length < 12) students.push(await world.newStudent());
}, 120_000);
afterAll(() => world.ctx.close());

const usage = async (promoId: number) =>
  (
    await queryRows<{ redeemed: number; bookings: number; after: number }>(
      world.ctx.database.db,
      sql`SELECT p.times_redeemed AS redeemed,
            (SELECT count(*)::int FROM bookings b WHERE b.promo_code_id = p.id) AS bookings,
            (SELECT count(*)::int FROM bookings b WHERE b.promo_code_id = p.id
               AND b.created_at > p.deactivated_at) AS after
          FROM promo_codes p WHERE p.id = ${promoId}`,
    )
  )[0]!;

it('deactivate against 12 concurrent bookings: every use is a booking, refusals say the code is inactive', async () => {
  const created = await staff.inject({
    method: 'POST',
    url: '/api/admin/promo-codes/',
    payload: { code: 'RACE10', percent_off: 10 },
  });
  const promo = created.json<PromoCode>();
  // Twelve different hours over three days: only the code is shared.
  const starts = students.map(
    (_, i) => `2026-11-${25 + Math.floor(i / 4)}T${String(8 + 2 * (i % 4)).padStart(2, '0')}:00:00Z`,
  );
  const bookings = students.map((student, i) =>
    bookAs(student, lessonRequest(world, starts[i]!, { promo_code: 'RACE10' })),
  );
  // The deactivation starts as the first answer arrives, while the others are still being made.
  const deactivated = await Promise.race(bookings).then(() =>
    staff.inject({ method: 'POST', url: `/api/admin/promo-codes/${promo.id}/deactivate/` }),
  );
  const answers = await Promise.all(bookings);
  expect(deactivated.statusCode).toBe(200);
  const booked = answers.filter((a) => a.statusCode === 201).length;
  const refused = answers.filter((a) => a.statusCode === 400);
  console.log(`[promo race on ${world.ctx.database.kind}] booked ${booked}, refused ${refused.length}`);
  expect(booked + refused.length).toBe(12);
  for (const answer of refused) expect(answer.json<{ detail: string }>().detail).toBe(m.inactive);
  const counted = await usage(promo.id);
  expect(counted.redeemed).toBe(booked);
  expect(counted.bookings).toBe(booked);
  // After the deactivation, nobody gets the code.
  const late = await bookAs(
    students[0]!,
    lessonRequest(world, '2026-11-28T09:00:00Z', { promo_code: 'RACE10' }),
  );
  expect(late.json<{ detail: string }>().detail).toBe(m.inactive);
}, 120_000);

it('lowering the limit against concurrent bookings never lets the uses pass it', async () => {
  const created = await staff.inject({
    method: 'POST',
    url: '/api/admin/promo-codes/',
    payload: { code: 'RACE20', amount_off_cents: 500, max_redemptions: 100 },
  });
  const promo = created.json<PromoCode>();
  const [answers, lowered] = await Promise.all([
    Promise.all(
      students
        .slice(0, 8)
        .map((student, i) =>
          bookAs(student, lessonRequest(world, `2026-12-0${1 + i}T10:00:00Z`, { promo_code: 'RACE20' })),
        ),
    ),
    staff.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${promo.id}/`,
      payload: { max_redemptions: 3 },
    }),
  ]);
  const booked = answers.filter((a) => a.statusCode === 201).length;
  const counted = await usage(promo.id);
  console.log(`[limit race on ${world.ctx.database.kind}] lowered ${lowered.statusCode}, booked ${booked}`);
  expect(counted.redeemed).toBe(booked);
  expect(counted.bookings).toBe(booked);
  if (lowered.statusCode === 200) expect(booked).toBeLessThanOrEqual(3);
  else expect(lowered.statusCode).toBe(400); // more than 3 uses were taken before the change: refused.
}, 120_000);
