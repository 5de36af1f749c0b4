/**
 * The calendar calls (CAL-08, CAL-09, CAL-12, rules M6, S1, S3): the date window, what a mentor and a
 * student see, weekly hours across a DST change, and time off / extra time with their rules and owners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  calendarMessages,
  type AvailableTimesResponse,
  type CalendarItem,
  type CalendarRange,
  type CalendarResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookingWorld, bookLesson, lessonRequest, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let maya: Session;
let otto: Session;
beforeAll(async () => {
  world = await bookingWorld();
  maya = await login(world.ctx.app, world.maya.email);
  // The second mentor of the fixtures has no password: give them Maya's so they can sign in.
  const [other] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = ${world.maya.userId}),
               email_confirmed_at = ${world.ctx.clock.now()}
         WHERE id = ${world.otherMentor.userId} RETURNING email`,
  );
  otto = await login(world.ctx.app, other!.email);
});
afterAll(() => world.ctx.close());

async function calendarOf(session: Session, start: string, end: string, zone = 'UTC') {
  return session.inject({
    method: 'GET',
    url: `/api/lessons/calendar/?start_date=${start}&end_date=${end}`,
    headers: { 'x-timezone': zone },
  });
}
async function itemsOf(session: Session, start: string, end: string, zone = 'UTC') {
  const res = await calendarOf(session, start, end, zone);
  expect(res.statusCode).toBe(200);
  return res.json<CalendarResponse>().items;
}
const ofType = (items: CalendarItem[], type: CalendarItem['type']) => items.filter((i) => i.type === type);

function add(session: Session, kind: 'time-off' | 'extra-time', start: string, end: string) {
  return session.inject({ method: 'POST', url: `/api/lessons/${kind}/`, payload: { start, end } });
}
function remove(session: Session, kind: 'time-off' | 'extra-time', id: number) {
  return session.inject({ method: 'DELETE', url: `/api/lessons/${kind}/${id}/` });
}
async function startsOn(day: string) {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}&start_date=${day}&end_date=${day}`,
    headers: { 'x-timezone': 'UTC' },
  });
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc.slice(11, 16));
}

describe('the date window (CAL-08)', () => {
  it('needs a signed-in caller', async () => {
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/lessons/calendar/?start_date=2026-11-23&end_date=2026-11-29',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad format, an impossible date, an inverted window and more than 45 days', async () => {
    for (const [start, end] of [
      ['2026-11-23', '29.11.2026'],
      ['2026-02-30', '2026-03-02'],
      ['2026-11-29', '2026-11-23'],
      ['2026-11-23', '2027-01-07'],
    ] as const) {
      const res = await calendarOf(world.student, start, end);
      expect(res.statusCode, `${start}..${end}`).toBe(400);
      expect(res.json<{ detail: string }>().detail).toBeTruthy();
    }
    expect(
      (await calendarOf(world.student, '2026-11-23', '2027-01-07')).json<{ detail: string }>().detail,
    ).toBe(calendarMessages.windowTooLong);
    expect((await calendarOf(world.student, '2026-11-23', '2027-01-06')).statusCode).toBe(200);
  });
});

describe('what each role sees (CAL-04..06, M6)', () => {
  let first: number;
  let second: number;
  let pending: number;
  beforeAll(async () => {
    first = await bookLesson(world, world.student, '2026-11-24T09:00:00Z');
    second = await bookLesson(world, world.student, '2026-11-25T09:00:00Z');
    pending = await bookLesson(world, await world.newStudent(), '2026-11-26T09:00:00Z', { pay: false });
  });

  it('a student sees their lessons with the mentor, the real price and the first-lesson mark, nothing else', async () => {
    const items = await itemsOf(world.student, '2026-11-23', '2026-11-29');
    expect(items.every((i) => i.type === 'booking')).toBe(true);
    expect(items.map((i) => i.id)).toEqual([first, second]);
    const [row] = await queryRows<{ amount_cents: number }>(
      world.ctx.database.db,
      sql`SELECT amount_cents FROM bookings WHERE id = ${first}`,
    );
    expect(items[0]).toMatchObject({
      start: '2026-11-24T09:00:00Z',
      end: '2026-11-24T10:00:00Z',
      status: 'paid',
      skill: 'Guitar',
      as_mentor: false,
      first_lesson: true,
      amount_cents: row!.amount_cents,
      other_user: { first_name: 'Maya', last_name: 'Lopez' },
    });
    expect(items[0]!.amount_cents).not.toBe(50);
    expect(items[1]!.first_lesson).toBe(false);
  });

  it('a mentor sees student names, pending lessons, and their weekly hours; another mentor sees none of it', async () => {
    const items = await itemsOf(maya, '2026-11-23', '2026-11-29');
    const lessons = ofType(items, 'booking');
    expect(lessons.map((l) => [l.id, l.status, l.as_mentor, l.first_lesson])).toEqual([
      [first, 'paid', true, true],
      [second, 'paid', true, false],
      [pending, 'pending', true, true],
    ]);
    expect(lessons[0]!.other_user?.first_name).toMatch(/^Student/);
    // Berlin 09:00-18:00 every day is 08:00-17:00 UTC in winter: 7 windows in the week.
    const windows = ofType(items, 'available_time');
    expect(windows).toHaveLength(7);
    expect(windows[0]).toMatchObject({
      id: null,
      start: '2026-11-23T08:00:00Z',
      end: '2026-11-23T17:00:00Z',
    });

    const others = await itemsOf(otto, '2026-11-23', '2026-11-29');
    expect(ofType(others, 'booking')).toEqual([]);
    expect(ofType(others, 'available_time')).toHaveLength(7);
    const stranger = await itemsOf(await world.newStudent(), '2026-11-23', '2026-11-29');
    expect(stranger).toEqual([]);
  });

  it('a cancelled lesson stays on the calendar and does not count as the first one', async () => {
    const student = await world.newStudent();
    const canceled = await bookLesson(world, student, '2026-11-27T09:00:00Z');
    const later = await bookLesson(world, student, '2026-11-28T09:00:00Z');
    await world.ctx.database.db.execute(sql`UPDATE bookings SET status = 'canceled' WHERE id = ${canceled}`);
    const items = ofType(await itemsOf(student, '2026-11-27', '2026-11-28'), 'booking');
    expect(items.map((i) => [i.id, i.status, i.first_lesson])).toEqual([
      [canceled, 'canceled', false],
      [later, 'paid', true],
    ]);
  });
});

describe('weekly hours across a daylight-saving change (S1)', () => {
  it('keeps 09:00-18:00 Berlin wall clock on both sides of spring forward', async () => {
    const windows = ofType(await itemsOf(maya, '2027-03-27', '2027-03-29'), 'available_time');
    expect(windows.map((w) => [w.start, w.end])).toEqual([
      ['2027-03-27T08:00:00Z', '2027-03-27T17:00:00Z'],
      ['2027-03-28T07:00:00Z', '2027-03-28T16:00:00Z'],
      ['2027-03-29T07:00:00Z', '2027-03-29T16:00:00Z'],
    ]);
  });

  it('and on both sides of fall back, with the dates read in the caller zone', async () => {
    const windows = ofType(
      await itemsOf(maya, '2026-10-24', '2026-10-25', 'Europe/Berlin'),
      'available_time',
    );
    expect(windows.map((w) => [w.start, w.end])).toEqual([
      ['2026-10-24T07:00:00Z', '2026-10-24T16:00:00Z'],
      ['2026-10-25T08:00:00Z', '2026-10-25T17:00:00Z'],
    ]);
  });
});

describe('time off and extra time (CAL-09, CAL-11, CAL-12, S3)', () => {
  it('only a signed-in mentor may add them', async () => {
    const anonymous = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/lessons/time-off/',
      payload: { start: '2026-12-10T08:00:00Z', end: '2026-12-10T10:00:00Z' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const kind of ['time-off', 'extra-time'] as const) {
      const res = await add(world.student, kind, '2026-12-10T08:00:00Z', '2026-12-10T10:00:00Z');
      expect(res.statusCode).toBe(403);
      expect(res.json<{ detail: string }>().detail).toBe(calendarMessages.onlyMentors);
    }
  });

  it('refuses bad input: not ISO, empty, in the past, too long, too far ahead', async () => {
    const cases: [string, string, string, 'time-off' | 'extra-time'][] = [
      ['tomorrow', '2026-12-10T10:00:00Z', '', 'time-off'],
      ['2026-12-10T10:00:00Z', '2026-12-10T10:00:00Z', calendarMessages.sameStartEnd, 'time-off'],
      ['2026-11-23T07:00:00Z', '2026-11-23T10:00:00Z', calendarMessages.inThePast, 'time-off'],
      ['2026-12-01T00:00:00Z', '2027-03-05T00:00:00Z', calendarMessages.timeOffTooLong, 'time-off'],
      ['2026-12-01T00:00:00Z', '2026-12-02T01:00:00Z', calendarMessages.extraTimeTooLong, 'extra-time'],
      ['2027-12-01T00:00:00Z', '2027-12-01T02:00:00Z', calendarMessages.tooFarAhead, 'extra-time'],
    ];
    for (const [start, end, detail, kind] of cases) {
      const res = await add(maya, kind, start, end);
      expect(res.statusCode, `${start} ${end}`).toBe(400);
      if (detail) expect(res.json<{ detail: string }>().detail).toBe(detail);
    }
    const [row] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT (SELECT count(*) FROM mentor_time_off) + (SELECT count(*) FROM mentor_extra_time) AS n`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses time off over a paid lesson, naming it, and writes nothing', async () => {
    const lesson = await bookLesson(world, await world.newStudent(), '2026-12-01T10:00:00Z');
    const res = await add(maya, 'time-off', '2026-12-01T08:00:00Z', '2026-12-01T12:00:00Z');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain(`#${lesson}`);
    expect(ofType(await itemsOf(maya, '2026-12-01', '2026-12-01'), 'time_off')).toEqual([]);
  });

  it('new time off removes those slots for students at once; removing it brings them back', async () => {
    expect(await startsOn('2026-12-02')).toContain('09:00');
    // Given the wrong way round: swapped (CAL-11).
    const res = await add(maya, 'time-off', '2026-12-02T12:00:00+00:00', '2026-12-02T08:00:00+00:00');
    expect(res.statusCode).toBe(201);
    const range = res.json<CalendarRange>();
    expect(range).toMatchObject({ start: '2026-12-02T08:00:00Z', end: '2026-12-02T12:00:00Z' });
    const starts = await startsOn('2026-12-02');
    expect(starts[0]).toBe('12:00');
    expect(starts).not.toContain('09:00');
    expect(ofType(await itemsOf(maya, '2026-12-02', '2026-12-02'), 'time_off')).toEqual([
      expect.objectContaining({ id: range.id, start: range.start, end: range.end }),
    ]);
    // Students do not see a mentor's time off.
    expect(await itemsOf(world.student, '2026-12-02', '2026-12-02')).toEqual([]);

    // Another mentor cannot remove it (404, as if it did not exist); its owner can, once.
    expect((await remove(otto, 'time-off', range.id)).statusCode).toBe(404);
    expect((await remove(world.student, 'time-off', range.id)).statusCode).toBe(403);
    expect((await remove(maya, 'extra-time', range.id)).statusCode).toBe(404);
    expect((await remove(maya, 'time-off', range.id)).statusCode).toBe(204);
    expect((await remove(maya, 'time-off', range.id)).statusCode).toBe(404);
    expect(await startsOn('2026-12-02')).toContain('09:00');
  });

  it('extra time may overlap the weekly hours and adds slots; only its owner removes it', async () => {
    const res = await add(maya, 'extra-time', '2026-12-03T16:00:00Z', '2026-12-03T20:00:00Z');
    expect(res.statusCode).toBe(201);
    const { id } = res.json<CalendarRange>();
    expect((await startsOn('2026-12-03')).at(-1)).toBe('19:00');
    expect(ofType(await itemsOf(maya, '2026-12-03', '2026-12-03'), 'extra_time')).toHaveLength(1);
    expect(ofType(await itemsOf(otto, '2026-12-03', '2026-12-03'), 'extra_time')).toEqual([]);
    expect((await remove(otto, 'extra-time', id)).statusCode).toBe(404);
    expect((await remove(maya, 'extra-time', id)).statusCode).toBe(204);
    expect((await startsOn('2026-12-03')).at(-1)).toBe('16:00');
  });

  it('a booking and time off over it at the same moment: never both', async () => {
    const student = await world.newStudent();
    const [booking, timeOff] = await Promise.all([
      bookAs(student, lessonRequest(world, '2026-12-04T10:00:00Z')),
      add(maya, 'time-off', '2026-12-04T09:00:00Z', '2026-12-04T12:00:00Z'),
    ]);
    const outcomes = [booking.statusCode, timeOff.statusCode];
    // The booking's checkout is open, so it holds the slot: whichever wrote first wins.
    expect(outcomes.filter((code) => code === 201)).toHaveLength(1);
    const items = await itemsOf(maya, '2026-12-04', '2026-12-04');
    expect(ofType(items, 'booking').length + ofType(items, 'time_off').length).toBe(1);
  });
});
