/**
 * Weekly lessons under a race (ADR 56): series that want the same weeks at the same moment. The mentor's
 * calendar lock serialises them and each occurrence is checked against the slot engine inside it (the
 * exclusion constraint stays the last word): one series wins whole, every other is refused whole with 409
 * naming its taken weeks, and nothing of a refused series is stored. On PostgreSQL (TEST_DATABASE_URL) the
 * requests really run in parallel over the pool.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BookResponse, SeriesTakenError } from '@app/contract';
import { bookAs, bookingWorld, countRows, lessonRequest, type BookingWorld } from './booking-fixtures.ts';
import type { Session } from './auth-helpers.ts';

let world: BookingWorld;
let students: Session[];
beforeAll(async () => {
  world = await bookingWorld();
  students = [world.student];
  while (students.length < 10) students.push(await world.newStudent());
}, 60_000);
afterAll(() => world.ctx.close());

it('ten students ask for overlapping weekly series at once: one wins whole, the others store nothing', async () => {
  // Even students from Wednesday 25 November, odd ones a week later: every series shares two weeks.
  const requests = students.map((_, i) =>
    lessonRequest(world, i % 2 === 0 ? '2026-11-25T10:00:00Z' : '2026-12-02T10:00:00Z', { repeat_weeks: 3 }),
  );
  const answers = await Promise.all(students.map((s, i) => bookAs(s, requests[i]!)));
  const won = answers.filter((a) => a.statusCode === 201);
  const lost = answers.filter((a) => a.statusCode === 409);
  console.log(`[series race on ${world.ctx.database.kind}] 201: ${won.length}, 409: ${lost.length}`);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(9);
  expect(won[0]!.json<BookResponse>().booking_ids).toHaveLength(3);
  for (const refusal of lost) {
    const body = refusal.json<SeriesTakenError>();
    expect(body.errors?.occurrences?.length).toBeGreaterThanOrEqual(2);
    expect(body.taken_occurrences?.length).toBe(body.errors?.occurrences?.length);
  }
  expect(await countRows(world, 'bookings')).toBe(3);
}, 60_000);
