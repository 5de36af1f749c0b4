/**
 * Bad booking input (issue 4's list): each gets a clear 4xx in the R1 shape and leaves no booking, payment
 * or ledger entry behind. Also the fee rate, promo codes (B8) and who may create them.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type BookResponse, type PromoValidateResponse } from '@app/contract';
import { bookings } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { login } from './auth-helpers.ts';
import { expectClientError } from './client-errors.ts';
import { bookAs, useBookingWorld, countRows, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

const at = (iso: string, minutes = 60) => ({
  start_utc: iso,
  end_utc: new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z'),
});

describe('refused bookings change nothing', () => {
  it('answers each bad request with a clear 4xx and writes no row', async () => {
    const trialSession = {
      session_id: world.maya.sessions[30],
      free_trial: true,
      ...at('2026-11-27T09:00:00Z', 30),
    };
    // A trial already held with Maya makes the next trial request the "second trial" case.
    const trialHolder = await world.newStudent();
    expect(
      (await bookAs(trialHolder, lessonRequest(world, '2026-11-26T09:00:00Z', trialSession))).statusCode,
    ).toBe(201);
    const mentorSession = await login(world.ctx.app, world.maya.email);
    const unapproved = await world.ctx.database.db.execute(
      sql`UPDATE mentors SET is_verified = false WHERE id = ${world.otherMentor.id} RETURNING id`,
    );
    expect(unapproved).toBeTruthy();
    const cases: [string, () => ReturnType<typeof bookAs>, number, string?][] = [
      [
        'slot not offered (03:00 Berlin)',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T02:00:00Z')),
        400,
        bookingMessages.slotNotOffered,
      ],
      [
        'slot off the grid',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:15:00Z')),
        400,
        bookingMessages.slotNotOffered,
      ],
      [
        'slot in the past',
        () => bookAs(world.student, lessonRequest(world, '2026-11-22T10:00:00Z')),
        400,
        bookingMessages.slotInPast,
      ],
      [
        'slot inside the 2 h notice',
        () => bookAs(world.student, lessonRequest(world, '2026-11-23T09:00:00Z')),
        400,
        bookingMessages.slotInPast,
      ],
      [
        'beyond the 90-day horizon',
        () => bookAs(world.student, lessonRequest(world, '2027-03-01T10:00:00Z')),
        400,
        bookingMessages.slotNotOffered,
      ],
      [
        'session of another mentor',
        () =>
          bookAs(
            world.student,
            lessonRequest(world, '2026-11-24T10:00:00Z', { session_id: world.otherMentor.sessionId }),
          ),
        400,
        bookingMessages.sessionNotFound,
      ],
      [
        'unknown skill',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', { skill_id: 99_999 })),
        400,
        bookingMessages.skillNotOffered,
      ],
      [
        'skill the mentor does not teach',
        () =>
          bookAs(
            world.student,
            lessonRequest(world, '2026-11-24T10:00:00Z', { skill_id: world.lookups.skill.Drums }),
          ),
        400,
        bookingMessages.skillNotOffered,
      ],
      [
        'start/end disagree with the length',
        () =>
          bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', at('2026-11-24T10:00:00Z', 90))),
        400,
        bookingMessages.lengthMismatch,
      ],
      [
        'end before start',
        () =>
          bookAs(
            world.student,
            lessonRequest(world, '2026-11-24T10:00:00Z', { end_utc: '2026-11-24T09:00:00Z' }),
          ),
        400,
        bookingMessages.lengthMismatch,
      ],
      [
        'second trial',
        () => bookAs(trialHolder, lessonRequest(world, '2026-11-27T09:00:00Z', trialSession)),
        400,
        bookingMessages.trialTwice,
      ],
      [
        'trial on a 60-minute session',
        () => bookAs(world.student, lessonRequest(world, '2026-11-27T09:00:00Z', { free_trial: true })),
        400,
        bookingMessages.noTrialSession,
      ],
      [
        'booking oneself',
        () => bookAs(mentorSession, lessonRequest(world, '2026-11-24T10:00:00Z')),
        400,
        bookingMessages.bookSelf,
      ],
      [
        'unapproved mentor',
        () =>
          bookAs(world.student, {
            ...lessonRequest(world, '2026-11-24T10:00:00Z'),
            mentor_id: world.otherMentor.id,
            session_id: world.otherMentor.sessionId,
            skill_id: world.lookups.skill.Piano,
          }),
        400,
        bookingMessages.mentorNotBookable,
      ],
      [
        'unknown mentor',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', { mentor_id: 99_999 })),
        404,
      ],
      [
        'unknown promo code',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', { promo_code: 'NOPE' })),
        400,
        bookingMessages.promoUnknown,
      ],
      [
        'promo on a trial',
        () =>
          bookAs(
            world.student,
            lessonRequest(world, '2026-11-28T09:00:00Z', {
              ...trialSession,
              ...at('2026-11-28T09:00:00Z', 30),
              promo_code: 'WELCOME10',
            }),
          ),
        400,
      ],
      [
        'not a date',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', { start_utc: 'tomorrow' })),
        400,
      ],
      ['missing fields', () => bookAs(world.student, { mentor_id: world.maya.id }), 400],
      [
        'mentor id as text',
        () => bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z', { mentor_id: 'one' })),
        400,
      ],
    ];
    const before = await Promise.all([countRows(world, 'bookings'), countRows(world, 'ledger_entries')]);
    for (const [label, send, status, detail] of cases) {
      const res = await send();
      expectClientError(res, label);
      expect([label, res.statusCode]).toEqual([label, status]);
      if (detail) expect([label, res.json<{ detail: string }>().detail]).toEqual([label, detail]);
    }
    expect(await Promise.all([countRows(world, 'bookings'), countRows(world, 'ledger_entries')])).toEqual(
      before,
    );
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/lessons/book/',
      payload: lessonRequest(world, '2026-11-24T10:00:00Z'),
    });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(401);
    expect(visitor.statusCode).toBeLessThan(404);
  });
});

describe('promo codes and the fee rate', () => {
  it('Apply validates a code and booking applies it; the platform bears the discount', async () => {
    // The seed is off in tests: staff create the code through the API.
    const staff = await world.newStudent();
    await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${staff.user.id}`);
    const asStaff = await login(world.ctx.app, staff.user.email);
    const created = await asStaff.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'SPRING20', description: '20% off', percent_off: 20, max_redemptions: 1 },
    });
    expect(created.statusCode).toBe(201);
    const forbidden = await world.student.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'FREEBIE', percent_off: 100 },
    });
    expect(forbidden.statusCode).toBe(403);
    const both = await asStaff.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'BOTH', percent_off: 10, amount_off_cents: 100 },
    });
    expect(both.statusCode).toBe(400);

    const check = await world.student.inject({
      method: 'POST',
      url: '/api/lessons/promo-codes/validate/',
      payload: { code: 'spring20', mentor_id: world.maya.id, session_id: world.maya.sessions[60] },
    });
    expect(check.json<PromoValidateResponse>()).toMatchObject({
      discount_cents: 1000,
      total_amount_cents: 4000,
    });
    const booked = await bookAs(
      world.student,
      lessonRequest(world, '2026-11-29T10:00:00Z', { promo_code: 'SPRING20' }),
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json<BookResponse>()).toMatchObject({
      amount_cents: 5000,
      discount_cents: 1000,
      total_amount_cents: 4000,
      tax_amount_cents: 750,
    });
    const [row] = await world.ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked.json<BookResponse>().booking_id));
    expect(row).toMatchObject({ amountCents: 4000, mentorEarningsCents: 4250 });
    const usedUp = await bookAs(
      await world.newStudent(),
      lessonRequest(world, '2026-11-29T13:00:00Z', { promo_code: 'SPRING20' }),
    );
    expect(usedUp.json<{ detail: string }>().detail).toBe(bookingMessages.promoUsedUp);
  });

  it('the fee rate is 15%, or 5% for a student this mentor referred', async () => {
    const plain = await world.student.inject({
      method: 'GET',
      url: `/api/mentors/tax-rate/?mentor_id=${world.maya.id}`,
    });
    expect(plain.json()).toEqual({ tax_rate: 0.15, is_mentor_specific: false });
    const referred = await world.newStudent();
    await world.ctx.database.db.execute(
      sql`UPDATE users SET referral_mentor_id = ${world.maya.id} WHERE id = ${referred.user.id}`,
    );
    const rate = await referred.inject({
      method: 'GET',
      url: `/api/mentors/tax-rate/?mentor_id=${world.maya.id}`,
    });
    expect(rate.json()).toEqual({ tax_rate: 0.05, is_mentor_specific: true });
    const booked = await bookAs(referred, lessonRequest(world, '2026-11-30T10:00:00Z'));
    expect(booked.json<BookResponse>()).toMatchObject({ tax_amount_cents: 250, total_amount_cents: 5000 });
  });
});

describe('who may call what', () => {
  it('keeps bookings, promo checks and the staff list to those allowed', async () => {
    const booked = await bookAs(world.student, lessonRequest(world, '2026-12-01T10:00:00Z'));
    const id = booked.json<BookResponse>().booking_id;
    const stranger = await world.newStudent();
    const reschedule = await stranger.inject({
      method: 'GET',
      url: `/api/mentors/available-times/?booking_id=${id}&start_date=2026-12-02&end_date=2026-12-08`,
    });
    expect(reschedule.statusCode).toBe(404);
    const own = await world.student.inject({
      method: 'GET',
      url: `/api/mentors/available-times/?booking_id=${id}&start_date=2026-12-01&end_date=2026-12-01`,
    });
    // Moving a lesson: its own slot is free for itself (reschedule mode).
    expect(
      own.json<{ available_slots: { start_utc: string }[] }>().available_slots.map((s) => s.start_utc),
    ).toContain('2026-12-01T10:00:00Z');
    const visitorPromo = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/lessons/promo-codes/validate/',
      payload: { code: 'X', mentor_id: world.maya.id, session_id: world.maya.sessions[60] },
    });
    expect(visitorPromo.statusCode).toBe(401);
    expect((await world.student.inject({ method: 'GET', url: '/api/admin/promo-codes/' })).statusCode).toBe(
      403,
    );
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/admin/promo-codes/' })).statusCode).toBe(
      401,
    );
  });
});
