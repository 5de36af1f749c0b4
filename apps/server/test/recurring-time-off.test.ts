/**
 * Recurring time off (issue 22 item 1, ADR 77): GET/POST /api/mentors/recurring-time-off/ and DELETE
 * .../{id}/, mentor only and own rows only; bad input a 400 with nothing stored; the one slot engine
 * blocking each occurrence in listing and booking, on the mentor's wall clock across the DST change; the
 * calendar answer showing the occurrences as time off. Now is Monday 2026-11-23 08:00 UTC; Maya teaches
 * 09:00-18:00 Berlin every day, 60 minutes + 15. PGlite, and PostgreSQL with TEST_DATABASE_URL (where the
 * two equal requests really run in parallel).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  recurringTimeOffMessages as texts,
  type AvailableTimesResponse,
  type CalendarResponse,
  type RecurringTimeOff,
  type RecurringTimeOffList,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
const URL = '/api/mentors/recurring-time-off/';
const TUESDAY = 1;
const MONDAY = 0;

const add = (payload: Record<string, unknown>) => world.mentor.inject({ method: 'POST', url: URL, payload });
const list = async () => {
  const answer = (await world.mentor.inject({ method: 'GET', url: URL })).json<RecurringTimeOffList>();
  expect(answer.timezone).toBe('Europe/Berlin');
  return answer.items;
};
const remove = (id: number) => world.mentor.inject({ method: 'DELETE', url: `${URL}${id}/` });
const rowCount = async () =>
  (
    await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM mentor_recurring_time_off`,
    )
  )[0]!.n;

async function clearAll() {
  for (const row of await list()) expect((await remove(row.id)).statusCode).toBe(204);
}

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

async function timeOffItems(start: string, end: string) {
  const res = await world.mentor.inject({
    method: 'GET',
    url: `/api/lessons/calendar/?start_date=${start}&end_date=${end}`,
    headers: { 'x-timezone': 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<CalendarResponse>()
    .items.filter((i) => i.type === 'time_off')
    .map((i) => ({ id: i.id, start: i.start, end: i.end }));
}

describe('GET/POST/DELETE /api/mentors/recurring-time-off/', () => {
  it('adds, lists and removes the mentor’s own', async () => {
    expect(await list()).toEqual([]);
    const res = await add({ weekday: TUESDAY, start_time: '12:00', end_time: '14:00', until: null });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<RecurringTimeOff>();
    expect(made).toEqual({ id: made.id, weekday: 1, start_time: '12:00', end_time: '14:00', until: null });
    const second = await add({ weekday: 6, start_time: '17:30', end_time: '24:00', until: '2026-12-31' });
    expect(second.statusCode, second.body).toBe(201);
    expect((await list()).map((r) => [r.weekday, r.start_time, r.end_time, r.until])).toEqual([
      [1, '12:00', '14:00', null],
      [6, '17:30', '24:00', '2026-12-31'],
    ]);
    expect((await remove(made.id)).statusCode).toBe(204);
    expect((await remove(made.id)).statusCode).toBe(404);
    await clearAll();
  });

  it('is for mentors only, and another mentor’s id answers 404 and stays', async () => {
    expect((await world.ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await world.student.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
    const payload = { weekday: 0, start_time: '10:00', end_time: '11:00' };
    expect((await world.student.inject({ method: 'POST', url: URL, payload })).statusCode).toBe(403);
    const [theirs] = await queryRows<{ id: number }>(
      world.ctx.database.db,
      sql`INSERT INTO mentor_recurring_time_off (mentor_id, weekday, start_minute, end_minute, created_at)
          VALUES (${world.otherMentor.id}, 2, 600, 660, now()) RETURNING id`,
    );
    expect(await list()).toEqual([]);
    const res = await remove(theirs!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toBe(texts.notFound);
    expect(await rowCount()).toBe(1);
    await queryRows(world.ctx.database.db, sql`DELETE FROM mentor_recurring_time_off`);
  });

  it.each([
    ['an inverted range', { start_time: '14:00', end_time: '12:00' }, 'end_time', texts.endNotAfterStart],
    ['an empty range', { start_time: '12:00', end_time: '12:00' }, 'end_time', texts.endNotAfterStart],
    ['a time that is no time', { start_time: '25:00', end_time: '26:00' }, 'start_time', texts.badTime],
    ['a start of 24:00', { start_time: '24:00', end_time: '24:00' }, 'end_time', texts.endNotAfterStart],
    ['a time without two digits', { start_time: '9:00', end_time: '10:00' }, 'start_time', texts.badTime],
    ['no weekday', { weekday: 7 }, 'weekday', texts.badWeekday],
    ['an end date in the past', { until: '2026-11-22' }, 'until', texts.untilInPast],
    ['an end date too far ahead', { until: '2027-11-24' }, 'until', texts.untilTooFar],
    ['an impossible end date', { until: '2026-02-30' }, 'until', 'Enter a valid date.'],
  ])('refuses %s with a 400 on the field, storing nothing', async (_name, change, field, message) => {
    const res = await add({ weekday: TUESDAY, start_time: '12:00', end_time: '14:00', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses an identical or overlapping rule on the same weekday, not one that touches or is on another day', async () => {
    const base = { weekday: TUESDAY, start_time: '12:00', end_time: '14:00' };
    expect((await add(base)).statusCode).toBe(201);
    const expected = texts.overlaps('Tuesday', '12:00', '14:00');
    for (const payload of [base, { ...base, start_time: '13:30', end_time: '15:00', until: '2026-12-01' }]) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.start_time).toEqual([expected]);
    }
    expect((await add({ ...base, start_time: '14:00', end_time: '15:00' })).statusCode).toBe(201);
    expect((await add({ ...base, weekday: 2 })).statusCode).toBe(201);
    expect(await rowCount()).toBe(3);
    await clearAll();
  });

  it('lets one of three equal requests in at the same time', async () => {
    const payload = { weekday: 3, start_time: '09:00', end_time: '10:00' };
    const answers = await Promise.all([add(payload), add(payload), add(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await rowCount()).toBe(1);
    await clearAll();
  });
});

describe('the slot engine blocks every occurrence', () => {
  it('takes Tuesday 12:00-14:00 Berlin out of listing and booking, and gives it back once removed', async () => {
    const before = await starts('2026-11-24');
    const blocked = ['10:30', '11:00', '11:30', '12:00', '12:30'].map((t) => `2026-11-24T${t}:00Z`);
    expect(before).toEqual(expect.arrayContaining(blocked));
    const made = (
      await add({ weekday: TUESDAY, start_time: '12:00', end_time: '14:00' })
    ).json<RecurringTimeOff>();
    const during = await starts('2026-11-24');
    expect(during).toEqual(before.filter((s) => !blocked.includes(s)));
    expect(during).toContain('2026-11-24T10:00:00Z');
    expect(during).toContain('2026-11-24T13:00:00Z');
    // Every Tuesday, and no other day.
    expect(await starts('2026-12-01')).not.toContain('2026-12-01T11:00:00Z');
    expect(await starts('2026-11-25')).toContain('2026-11-25T11:00:00Z');
    const refused = await bookAs(world.student, lessonRequest(world, '2026-11-24T11:00:00Z'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(bookingMessages.slotNotOffered);
    expect((await remove(made.id)).statusCode).toBe(204);
    expect(await starts('2026-11-24')).toEqual(before);
  });

  it('stays on the Berlin wall clock across the spring-forward change, and ends with its date', async () => {
    await world.mentor.inject({
      method: 'PUT',
      url: '/api/mentors/booking-rules/',
      payload: { min_notice_hours: 2, horizon_days: 365, buffer_minutes: 0, max_lessons_per_day: null },
    });
    const made = (
      await add({ weekday: MONDAY, start_time: '12:00', end_time: '14:00', until: '2027-03-29' })
    ).json<RecurringTimeOff>();
    // 2027-03-22 is in winter time (UTC+1): 12:00-14:00 is 11:00-13:00 UTC.
    const winter = await starts('2027-03-22');
    expect(winter).toContain('2027-03-22T10:00:00Z');
    expect(winter).not.toContain('2027-03-22T11:00:00Z');
    expect(winter).not.toContain('2027-03-22T12:00:00Z');
    expect(winter).toContain('2027-03-22T13:00:00Z');
    // 2027-03-29 is in summer time (UTC+2): the same wall clock is 10:00-12:00 UTC.
    const summer = await starts('2027-03-29');
    expect(summer).toContain('2027-03-29T09:00:00Z');
    expect(summer).not.toContain('2027-03-29T10:00:00Z');
    expect(summer).not.toContain('2027-03-29T11:00:00Z');
    expect(summer).toContain('2027-03-29T12:00:00Z');
    // After its end date nothing is blocked.
    expect(await starts('2027-04-05')).toContain('2027-04-05T10:00:00Z');
    // The calendar shows the occurrences as time off without an id (removed as a whole), same instants.
    expect(await timeOffItems('2027-03-22', '2027-04-05')).toEqual([
      { id: null, start: '2027-03-22T11:00:00Z', end: '2027-03-22T13:00:00Z' },
      { id: null, start: '2027-03-29T10:00:00Z', end: '2027-03-29T12:00:00Z' },
    ]);
    // None before the rule was made (today is Monday 2026-11-23 08:00 UTC: today's is still ahead).
    expect(await timeOffItems('2026-11-16', '2026-11-23')).toEqual([
      { id: null, start: '2026-11-23T11:00:00Z', end: '2026-11-23T13:00:00Z' },
    ]);
    expect((await remove(made.id)).statusCode).toBe(204);
  });
});
