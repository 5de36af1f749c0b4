/**
 * Staff change, deactivate and reactivate a promo code and read its usage (issue 21 item 5, ADR 72). A
 * deactivated code is refused at checkout (Apply and booking) with a clear message; a change never alters a
 * booking already priced; a limit below the uses so far, an empty change, both kinds of discount and an
 * unknown code are 4xx with nothing changed. Each change is audited with before and after. PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  promoStaffMessages as m,
  type AuditPage,
  type BookResponse,
  type PromoCode,
  type PromoCodeDetail,
  type PromoCodeResult,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
let staff: Session;
let promo: PromoCode;
let firstBookingId: number;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  const created = await staff.inject({
    method: 'POST',
    url: '/api/admin/promo-codes/',
    payload: { code: 'SPRING10', percent_off: 10, max_redemptions: 5 },
  });
  promo = created.json<PromoCode>();
  const booked = await bookAs(
    world.student,
    lessonRequest(world, '2026-11-25T09:00:00Z', { promo_code: 'spring10' }),
  );
  expect(booked.json<BookResponse>()).toMatchObject({ discount_cents: 500 });
  firstBookingId = booked.json<BookResponse>().booking_id;
});

const detail = async () =>
  (await staff.inject({ method: 'GET', url: `/api/admin/promo-codes/${promo.id}/` })).json<PromoCodeDetail>();
const change = (payload: unknown, id = promo.id) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${id}/`, payload: payload as object });
const setActive = (active: boolean, id = promo.id) =>
  staff.inject({
    method: 'POST',
    url: `/api/admin/promo-codes/${id}/${active ? 'reactivate' : 'deactivate'}/`,
  });
const apply = (session: Session = world.student, code = 'SPRING10') =>
  session.inject({
    method: 'POST',
    url: '/api/lessons/promo-codes/validate/',
    payload: { code, mentor_id: world.maya.id, session_id: world.maya.sessions[60] },
  });
const audit = async () =>
  (
    await staff.inject({
      method: 'GET',
      url: `/api/admin/audit/?record_type=promo_code&record_id=${promo.id}`,
    })
  ).json<AuditPage>().entries;

describe('a promo code’s usage', () => {
  it('answers 401 to visitors and 403 to students and mentors on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/admin/promo-codes/${promo.id}/` },
      { method: 'PATCH' as const, url: `/api/admin/promo-codes/${promo.id}/`, payload: { description: 'x' } },
      { method: 'POST' as const, url: `/api/admin/promo-codes/${promo.id}/deactivate/` },
      { method: 'POST' as const, url: `/api/admin/promo-codes/${promo.id}/reactivate/` },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect((await detail()).promo).toMatchObject({ description: '', deactivated_at: null });
  });

  it('shows times redeemed, the uses left and the recent bookings with their references', async () => {
    const shown = await detail();
    expect(shown).toEqual({
      promo: { ...shown.promo, code: 'SPRING10', times_redeemed: 1, max_redemptions: 5 },
      remaining: 4,
      redemptions: [
        expect.objectContaining({
          booking_id: firstBookingId,
          reference: `LES-${firstBookingId}`,
          discount_cents: 500,
          status: 'pending',
        }),
      ],
    });
    expect((await staff.inject({ method: 'GET', url: '/api/admin/promo-codes/999999/' })).statusCode).toBe(
      404,
    );
  });
});

describe('changing a promo code', () => {
  it('refuses a limit below the uses so far, an empty change, both discounts and unknown fields, changing nothing', async () => {
    const below = await change({ max_redemptions: 1, description: 'x' });
    expect(below.statusCode).toBe(200);
    const stillOne = await detail();
    expect(stillOne.promo.max_redemptions).toBe(1);
    // Back to 5 for the rest; a limit equal to the uses was allowed (it closes the code to new uses).
    expect((await change({ max_redemptions: 5, description: '' })).statusCode).toBe(200);
    await world.ctx.database.db.execute(
      sql`UPDATE promo_codes SET times_redeemed = 3 WHERE id = ${promo.id}`,
    );
    const refused = await change({ max_redemptions: 2, percent_off: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { max_redemptions: [m.limitBelowUses(3)] } });
    await world.ctx.database.db.execute(
      sql`UPDATE promo_codes SET times_redeemed = 1 WHERE id = ${promo.id}`,
    );
    for (const payload of [
      {},
      { percent_off: 20, amount_off_cents: 500 },
      { code: 'RENAMED' },
      { percent_off: 0 },
      { percent_off: null },
      { max_redemptions: 0 },
      { expires_at: 'tomorrow' },
    ]) {
      expect((await change(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await change({})).json()).toMatchObject({ errors: { non_field_errors: [m.nothingToChange] } });
    expect((await change({ description: 'x' }, 999_999)).statusCode).toBe(404);
    expect((await detail()).promo).toMatchObject({ percent_off: 10, max_redemptions: 5, code: 'SPRING10' });
    expect((await audit()).filter((e) => e.action === 'promo_code.change')).toHaveLength(2);
  });

  it('changes the discount for new checkouts only: a booking already priced keeps its price', async () => {
    const res = await change({
      amount_off_cents: 1500,
      description: '  Spring sale  ',
      expires_at: '2026-12-31T23:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<PromoCodeResult>();
    expect(result.message).toBe(m.changed);
    expect(result.detail.promo).toMatchObject({
      percent_off: null,
      amount_off_cents: 1500,
      description: 'Spring sale',
      expires_at: '2026-12-31T23:00:00.000Z',
    });
    expect((await apply()).json()).toMatchObject({ discount_cents: 1500, total_amount_cents: 3500 });
    const [booking] = await queryRows<{ discount_cents: number; amount_cents: number }>(
      world.ctx.database.db,
      sql`SELECT discount_cents, amount_cents FROM bookings WHERE id = ${firstBookingId}`,
    );
    expect(booking).toEqual({ discount_cents: 500, amount_cents: 4500 });
    const [latest] = await audit();
    expect(latest).toMatchObject({
      action: 'promo_code.change',
      actor_email: staff.user.email.toLowerCase(),
      before: { percent_off: 10, amount_off_cents: null, description: '', expires_at: null, active: true },
      after: { percent_off: null, amount_off_cents: 1500, description: 'Spring sale', active: true },
    });
    expect(
      (await change({ expires_at: null, max_redemptions: null })).json<PromoCodeResult>().detail,
    ).toMatchObject({
      promo: { expires_at: null, max_redemptions: null },
      remaining: null,
    });
  });
});

describe('deactivating and reactivating', () => {
  it('deactivates: Apply and booking refuse the code with a clear message; twice is refused', async () => {
    const res = await setActive(false);
    expect(res.statusCode).toBe(200);
    expect(res.json<PromoCodeResult>()).toMatchObject({ message: m.deactivated });
    expect(res.json<PromoCodeResult>().detail.promo.deactivated_at).not.toBeNull();
    const refused = await apply();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: m.inactive, errors: { code: [m.inactive] } });
    const book = await bookAs(
      world.student,
      lessonRequest(world, '2026-11-26T09:00:00Z', { promo_code: 'SPRING10' }),
    );
    expect(book.statusCode).toBe(400);
    expect(book.json<{ detail: string }>().detail).toBe(m.inactive);
    expect((await setActive(false)).json()).toMatchObject({ detail: m.alreadyInactive });
    expect((await detail()).promo.times_redeemed).toBe(1);
    const listed = await staff.inject({ method: 'GET', url: '/api/admin/promo-codes/' });
    expect(listed.json<PromoCode[]>().find((p) => p.id === promo.id)!.deactivated_at).not.toBeNull();
  });

  it('a booking whose code was deactivated while it was being made is refused with that reason', async () => {
    // What the booking sees when its use is refused inside its transaction (the race's loser).
    const { promoRefusal } = await import('../src/modules/promo-codes/index.ts');
    const now = world.ctx.clock.now();
    expect(await promoRefusal(world.ctx.database.db, promo.id, now)).toBe(m.inactive);
  });

  it('reactivates: the code works again; reactivating an active code is refused; both audited', async () => {
    const res = await setActive(true);
    expect(res.json<PromoCodeResult>()).toMatchObject({
      message: m.reactivated,
      detail: { promo: { deactivated_at: null } },
    });
    expect((await apply()).statusCode).toBe(200);
    expect((await setActive(true)).json()).toMatchObject({ detail: m.alreadyActive });
    expect((await setActive(true, 999_999)).statusCode).toBe(404);
    const actions = (await audit()).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['promo_code.reactivate', 'promo_code.deactivate']);
    expect((await audit())[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(bookingMessages.promoUsedUp).not.toBe(m.inactive);
  });
});
