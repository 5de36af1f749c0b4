/**
 * S2: the database refuses a double booking itself. Fifty students ask for one slot at the same moment:
 * exactly one gets 201, the other 49 get 409 with the clear message. On PostgreSQL (TEST_DATABASE_URL)
 * the requests really run in parallel over the pool and the exclusion constraint decides; PGlite has one
 * connection, so there the same count shows the in-transaction check.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingMessages } from '@app/contract';
import { bookAs, bookingWorld, countRows, lessonRequest, type BookingWorld } from './booking-fixtures.ts';
import type { Session } from './auth-helpers.ts';

let world: BookingWorld;
let students: Session[];
beforeAll(async () => {
  world = await bookingWorld();
  students = [world.student];
  while (students.length < 50) students.push(await world.newStudent());
}, 120_000);
afterAll(() => world.ctx.close());

it('50 concurrent requests for one slot: one 201 and 49 409s', async () => {
  const request = lessonRequest(world, '2026-11-24T10:00:00Z');
  const answers = await Promise.all(students.map((s) => bookAs(s, request)));
  const count = (code: number) => answers.filter((a) => a.statusCode === code).length;
  console.log(
    `[race on ${world.ctx.database.kind}] 201: ${count(201)}, 409: ${count(409)}, other: ${answers.length - count(201) - count(409)}`,
  );
  expect(count(201)).toBe(1);
  expect(count(409)).toBe(49);
  for (const a of answers.filter((x) => x.statusCode === 409)) {
    expect(a.json<{ detail: string }>().detail).toBe(bookingMessages.slotTaken);
  }
  expect(await countRows(world, 'bookings')).toBe(1);
  // A slot overlapping the winner through its break is refused too (the constraint covers the break).
  const overlap = await bookAs(students[1]!, lessonRequest(world, '2026-11-24T11:00:00Z'));
  expect(overlap.statusCode).toBe(409);
}, 120_000);
