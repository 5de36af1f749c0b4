/**
 * Hardening issue, item C: a transaction's queries run one after the other. Booking, rescheduling and
 * Confirm Lesson's checkout read the mentor's availability inside their transaction (slotQuery), which used
 * to send four queries at once on the transaction's one client. The guard of test/setup fails any test that
 * does that on PostgreSQL; here it is shown to notice such queries, and the three paths to leave none.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import { takeConcurrentQueryReports } from './setup/one-query-at-a-time.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const world = useBookingWorld();

describe('the guard against concurrent queries on one client', () => {
  test.skipIf(!onPostgres)('notices two queries at once inside a transaction', async () => {
    await world.ctx.database.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`SELECT pg_sleep(0.05)`), tx.execute(sql`SELECT 1`)]);
    });
    expect(takeConcurrentQueryReports()).toHaveLength(1);
  });

  test('lets sequential queries in a transaction pass', async () => {
    await world.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await tx.execute(sql`SELECT 2`);
    });
    expect(takeConcurrentQueryReports()).toEqual([]);
  });
});

describe('transactions that check a slot run their queries one at a time', () => {
  test('booking a lesson', async () => {
    const res = await bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z'));
    expect(res.statusCode).toBe(201);
    expect(takeConcurrentQueryReports()).toEqual([]);
  });

  test('asking to move a lesson to another time', async () => {
    const id = await bookLesson(world, world.student, '2026-11-25T10:00:00Z');
    takeConcurrentQueryReports();
    const res = await world.student.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${id}/reschedule/`,
      payload: { start_utc: '2026-11-27T12:00:00Z', end_utc: '2026-11-27T13:00:00Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(takeConcurrentQueryReports()).toEqual([]);
  });

  test('a new checkout once the old one ran out', async () => {
    const id = await bookLesson(world, world.student, '2026-11-26T10:00:00Z', { pay: false });
    // The checkout ran out and the lifecycle job has not cancelled the booking yet: the slot is checked.
    const past = new Date(world.ctx.clock.now().getTime() - 60_000);
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET checkout_expires_at = ${past} WHERE id = ${id}`,
    );
    takeConcurrentQueryReports();
    const res = await world.student.inject({ method: 'POST', url: `/api/lessons/bookings/${id}/checkout/` });
    expect(res.statusCode).toBe(200);
    expect(takeConcurrentQueryReports()).toEqual([]);
  });
});
