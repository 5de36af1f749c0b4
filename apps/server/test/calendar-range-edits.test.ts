/**
 * Issue 22 item 1: the grid moves an edge of a time off or an extra availability in place (PUT), and a
 * range over another of the same kind is refused, on adding and on changing, with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calendarMessages, type CalendarRange, type CalendarResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';

type Kind = 'time-off' | 'extra-time';
let world: BookingWorld;
let maya: Session;
let otto: Session;
beforeAll(async () => {
  world = await bookingWorld();
  maya = await login(world.ctx.app, world.maya.email);
  const [other] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = ${world.maya.userId}),
               email_confirmed_at = ${world.ctx.clock.now()}
         WHERE id = ${world.otherMentor.userId} RETURNING email`,
  );
  otto = await login(world.ctx.app, other!.email);
});
afterAll(() => world.ctx.close());

const add = (session: Session, kind: Kind, start: string, end: string) =>
  session.inject({ method: 'POST', url: `/api/lessons/${kind}/`, payload: { start, end } });
const update = (session: Session, kind: Kind, id: number, start: string, end: string) =>
  session.inject({ method: 'PUT', url: `/api/lessons/${kind}/${id}/`, payload: { start, end } });
async function rangesOn(day: string, type: 'time_off' | 'extra_time') {
  const res = await maya.inject({
    method: 'GET',
    url: `/api/lessons/calendar/?start_date=${day}&end_date=${day}`,
    headers: { 'x-timezone': 'UTC' },
  });
  return res
    .json<CalendarResponse>()
    .items.filter((i) => i.type === type)
    .map((i) => [i.start, i.end]);
}
async function created(kind: Kind, start: string, end: string) {
  const res = await add(maya, kind, start, end);
  expect(res.statusCode).toBe(201);
  return res.json<CalendarRange>().id;
}
const detail = (res: { json: <T>() => T }) => res.json<{ detail: string }>().detail;

describe('changing a range in place (issue 22 item 1)', () => {
  it('moves an edge of a time off; the answer and the calendar show the new range', async () => {
    const id = await created('time-off', '2026-12-08T09:00:00Z', '2026-12-08T11:00:00Z');
    const res = await update(maya, 'time-off', id, '2026-12-08T09:00:00Z', '2026-12-08T12:30:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json<CalendarRange>()).toEqual({
      id,
      start: '2026-12-08T09:00:00Z',
      end: '2026-12-08T12:30:00Z',
    });
    expect(await rangesOn('2026-12-08', 'time_off')).toEqual([
      ['2026-12-08T09:00:00Z', '2026-12-08T12:30:00Z'],
    ]);
  });

  it('refuses an inverted, overlapping or lesson-covering change and changes nothing', async () => {
    const first = await created('time-off', '2026-12-09T06:00:00Z', '2026-12-09T07:00:00Z');
    const second = await created('time-off', '2026-12-09T08:00:00Z', '2026-12-09T09:00:00Z');
    const lesson = await bookLesson(world, await world.newStudent(), '2026-12-09T12:00:00Z');
    const before = await rangesOn('2026-12-09', 'time_off');

    const inverted = await update(maya, 'time-off', second, '2026-12-09T09:00:00Z', '2026-12-09T08:30:00Z');
    expect(inverted.statusCode).toBe(400);
    expect(detail(inverted)).toBe(calendarMessages.sameStartEnd);

    const overlapping = await update(
      maya,
      'time-off',
      second,
      '2026-12-09T06:30:00Z',
      '2026-12-09T09:00:00Z',
    );
    expect(overlapping.statusCode).toBe(400);
    expect(detail(overlapping)).toBe(
      'This overlaps your time off from 2026-12-09T06:00:00Z to 2026-12-09T07:00:00Z. Change or remove that one instead.',
    );

    const overLesson = await update(maya, 'time-off', second, '2026-12-09T08:00:00Z', '2026-12-09T13:00:00Z');
    expect(overLesson.statusCode).toBe(400);
    expect(detail(overLesson)).toContain(`#${lesson}`);

    expect(await rangesOn('2026-12-09', 'time_off')).toEqual(before);
    expect(first).not.toBe(second);
  });

  it('a range may touch its neighbour, and is not refused over itself', async () => {
    const id = await created('extra-time', '2026-12-10T18:00:00Z', '2026-12-10T19:00:00Z');
    await created('extra-time', '2026-12-10T20:00:00Z', '2026-12-10T21:00:00Z');
    const res = await update(maya, 'extra-time', id, '2026-12-10T17:30:00Z', '2026-12-10T20:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(await rangesOn('2026-12-10', 'extra_time')).toEqual([
      ['2026-12-10T17:30:00Z', '2026-12-10T20:00:00Z'],
      ['2026-12-10T20:00:00Z', '2026-12-10T21:00:00Z'],
    ]);
  });

  it('adding over another range of the same kind is refused; another kind may overlap', async () => {
    await created('time-off', '2026-12-11T06:00:00Z', '2026-12-11T08:00:00Z');
    const res = await add(maya, 'time-off', '2026-12-11T07:00:00Z', '2026-12-11T09:00:00Z');
    expect(res.statusCode).toBe(400);
    expect(detail(res)).toContain('overlaps your time off from 2026-12-11T06:00:00Z');
    expect(await rangesOn('2026-12-11', 'time_off')).toHaveLength(1);
    expect((await add(maya, 'extra-time', '2026-12-11T07:00:00Z', '2026-12-11T09:00:00Z')).statusCode).toBe(
      201,
    );
  });

  it('only the owner changes a range: another mentor 404, a student 403, the wrong kind 404', async () => {
    const id = await created('time-off', '2026-12-12T06:00:00Z', '2026-12-12T07:00:00Z');
    const range = ['2026-12-12T06:00:00Z', '2026-12-12T08:00:00Z'] as const;
    expect((await update(otto, 'time-off', id, ...range)).statusCode).toBe(404);
    expect((await update(world.student, 'time-off', id, ...range)).statusCode).toBe(403);
    expect((await update(maya, 'extra-time', id, ...range)).statusCode).toBe(404);
    expect(
      (await update(maya, 'time-off', id, '2026-11-01T06:00:00Z', '2026-11-01T07:00:00Z')).statusCode,
    ).toBe(400);
    expect(await rangesOn('2026-12-12', 'time_off')).toEqual([
      ['2026-12-12T06:00:00Z', '2026-12-12T07:00:00Z'],
    ]);
  });
});
