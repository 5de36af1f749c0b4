/**
 * Each mentor's own booking rules (issue 22 item 4): GET/PUT /api/mentors/booking-rules/ with their ranges,
 * and the one slot engine applying them to the slot list AND at booking time (notice, horizon, buffer,
 * lessons per day). Now is Monday 2026-11-23 08:00 UTC (09:00 in Berlin); Maya teaches 09:00-18:00 Berlin
 * (08:00-17:00 UTC) every day, 60 minutes with a 15-minute break. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL, where the day-limit race really runs in parallel.
 */
import { describe, expect, it } from 'vitest';
import {
  bookingMessages,
  bookingRuleMessages,
  type AvailableTimesResponse,
  type BookingRulesBody,
} from '@app/contract';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import { queryRows } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';

const world = useBookingWorld();
const RULES = '/api/mentors/booking-rules/';
const DEFAULTS: BookingRulesBody = {
  min_notice_hours: 2,
  horizon_days: 90,
  buffer_minutes: 0,
  max_lessons_per_day: null,
};

const setRules = (rules: Partial<BookingRulesBody>) =>
  world.mentor.inject({ method: 'PUT', url: RULES, payload: { ...DEFAULTS, ...rules } });
const readRules = async () =>
  (await world.mentor.inject({ method: 'GET', url: RULES })).json<BookingRulesBody>();

/** Maya's 60-minute slot starts (UTC) on the Berlin dates given. */
async function starts(startDate: string, endDate = startDate): Promise<string[]> {
  const search = new URLSearchParams({
    mentor_id: String(world.maya.id),
    session_id: String(world.maya.sessions[60]),
    start_date: startDate,
    end_date: endDate,
  });
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?${search.toString()}`,
    headers: { 'x-timezone': 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

async function clearBookings() {
  await queryRows(world.ctx.database.db, sql`DELETE FROM bookings`);
}

describe('GET/PUT /api/mentors/booking-rules/', () => {
  it('answers the platform defaults until the mentor chooses, then what was saved', async () => {
    expect(await readRules()).toEqual(DEFAULTS);
    const chosen = { min_notice_hours: 24, horizon_days: 180, buffer_minutes: 15, max_lessons_per_day: 5 };
    const res = await setRules(chosen);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(chosen);
    expect(await readRules()).toEqual(chosen);
    expect((await setRules({})).json()).toEqual(DEFAULTS);
  });

  it('is for mentors only: 401 signed out, 403 for a student', async () => {
    expect((await world.ctx.app.inject({ method: 'GET', url: RULES })).statusCode).toBe(401);
    expect((await world.student.inject({ method: 'GET', url: RULES })).statusCode).toBe(403);
    const put = await world.student.inject({ method: 'PUT', url: RULES, payload: DEFAULTS });
    expect(put.statusCode).toBe(403);
  });

  it.each([
    ['min_notice_hours', -1, '0 to 72'],
    ['min_notice_hours', 73, '0 to 72'],
    ['min_notice_hours', 1.5, '0 to 72'],
    ['horizon_days', 13, '14 to 365'],
    ['horizon_days', 366, '14 to 365'],
    ['buffer_minutes', 61, '0 to 60'],
    ['buffer_minutes', '5', '0 to 60'],
    ['max_lessons_per_day', 0, '1 to 24'],
    ['max_lessons_per_day', 25, '1 to 24'],
    ['horizon_days', undefined, '14 to 365'],
  ])('refuses %s = %s with a 400 naming the field, changing nothing', async (field, value, range) => {
    await setRules({ min_notice_hours: 5 });
    const body: Record<string, unknown> = { ...DEFAULTS, min_notice_hours: 5, [field]: value };
    if (value === undefined) delete body[field];
    const res = await world.mentor.inject({ method: 'PUT', url: RULES, payload: body });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors[field]?.[0]).toContain(range);
    expect(await readRules()).toEqual({ ...DEFAULTS, min_notice_hours: 5 });
    await setRules({});
  });
});

describe('the slot engine applies the rules to listing and booking', () => {
  it("minimum notice: 25 h takes tomorrow's first slot away, and booking it is refused", async () => {
    await clearBookings();
    expect((await starts('2026-11-24'))[0]).toBe('2026-11-24T08:00:00Z');
    await setRules({ min_notice_hours: 25 });
    expect((await starts('2026-11-24'))[0]).toBe('2026-11-24T09:00:00Z');
    const refused = await bookAs(world.student, lessonRequest(world, '2026-11-24T08:00:00Z'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(bookingMessages.slotInPast);
    // 0 h: now itself (08:00 UTC, 09:00 in Berlin, a grid point inside the day's hours) is offered.
    await setRules({ min_notice_hours: 0 });
    expect((await starts('2026-11-23'))[0]).toBe('2026-11-23T08:00:00Z');
    await setRules({});
  });

  it('horizon: 14 days offers up to now + 14 days and nothing after', async () => {
    await setRules({ horizon_days: 14 });
    expect(await starts('2026-12-07')).toEqual(['2026-12-07T08:00:00Z']);
    expect(await starts('2026-12-08')).toEqual([]);
    const far = await bookAs(world.student, lessonRequest(world, '2026-12-07T09:00:00Z'));
    expect(far.statusCode).toBe(400);
    expect(far.json<{ detail: string }>().detail).toBe(bookingMessages.slotNotOffered);
    await setRules({ horizon_days: 365 });
    expect((await starts('2027-03-01')).length).toBeGreaterThan(0);
    await setRules({});
  });

  it('buffer: 30 minutes kept free before and after a lesson (beyond its break)', async () => {
    await clearBookings();
    await bookLesson(world, world.student, '2026-11-25T10:00:00Z');
    // Without a buffer: 08:30 ends 09:30 + 15 break = 09:45, before 10:00; 11:15 is the break's end.
    expect(await starts('2026-11-25')).toEqual(
      expect.arrayContaining(['2026-11-25T08:30:00Z', '2026-11-25T11:30:00Z']),
    );
    await setRules({ buffer_minutes: 30 });
    const day = await starts('2026-11-25');
    expect(day).not.toContain('2026-11-25T08:30:00Z');
    expect(day).not.toContain('2026-11-25T11:30:00Z');
    expect(day).toEqual(expect.arrayContaining(['2026-11-25T08:00:00Z', '2026-11-25T12:00:00Z']));
    const close = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-25T11:30:00Z'));
    // The time is free of hours and time off but too close to a lesson: taken, as a lesson's break is.
    expect(close.statusCode).toBe(409);
    expect(close.json<{ detail: string }>().detail).toBe(bookingMessages.slotTaken);
    await setRules({});
  });

  it('most lessons per day: a full day offers nothing and booking on it says why', async () => {
    await clearBookings();
    await bookLesson(world, world.student, '2026-11-26T10:00:00Z');
    await setRules({ max_lessons_per_day: 1 });
    expect(await starts('2026-11-26')).toEqual([]);
    expect((await starts('2026-11-27')).length).toBeGreaterThan(0);
    const refused = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-26T14:00:00Z'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string; errors: Record<string, string[]> }>().errors.start_utc).toEqual([
      bookingRuleMessages.dayLimitReached,
    ]);
    await setRules({ max_lessons_per_day: 2 });
    expect(await starts('2026-11-26')).toContain('2026-11-26T14:00:00Z');
    await setRules({});
  });

  it('race: two students booking different times of a one-lesson day: one lesson is written', async () => {
    await clearBookings();
    await setRules({ max_lessons_per_day: 1 });
    const students = [await world.newStudent(), await world.newStudent(), await world.newStudent()];
    const times = ['2026-11-28T09:00:00Z', '2026-11-28T12:00:00Z', '2026-11-28T15:00:00Z'];
    const answers = await Promise.all(students.map((s, i) => bookAs(s, lessonRequest(world, times[i]!))));
    const codes = answers.map((a) => a.statusCode).sort();
    console.log(`[day limit race on ${world.ctx.database.kind}] ${codes.join(' ')}`);
    expect(codes).toEqual([201, 400, 400]);
    const [row] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM bookings WHERE status <> 'canceled'`,
    );
    expect(row!.n).toBe(1);
    await setRules({});
  });
});
