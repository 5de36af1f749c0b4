/**
 * Weekly lessons (issue 18, ADR 56): a paid lesson booked for 2-12 weeks in one checkout, each occurrence an
 * ordinary booking (slot rules, the exclusion constraint, B6 refunds of its own), and "Cancel the remaining
 * lessons". Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { seriesMessages, type Booking, type BookResponse, type CancelSeriesResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { completeTestCheckout, deliverTestEvent } from '../src/modules/payments/test-checkout.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, countRows, ledgerSum, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

const checkoutIdOf = (link: string | null) => link!.split('/').at(-1)!;
const weekly = (start: string, weeks: number, extra: Record<string, unknown> = {}) =>
  lessonRequest(world, start, { repeat_weeks: weeks, ...extra });
const week = (iso: string, k: number) =>
  new Date(Date.parse(iso) + k * 7 * 86_400_000).toISOString().replace('.000Z', 'Z');
const bookingOf = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();
const cancelSeries = (who: Session, id: number) =>
  who.inject({ method: 'POST', url: `/api/lessons/series/${id}/cancel/` });

/** A provider event for a checkout, signed like Stripe's; the webhook re-reads the checkout itself. */
const deliver = (type: string, checkoutId: string, eventId = `evt_series_${randomUUID()}`) =>
  deliverTestEvent(
    world.ctx.app,
    JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: { object: { id: checkoutId, object: 'checkout.session' } },
    }),
  );

async function refundsOf(id: number): Promise<number[]> {
  const rows = await queryRows<{ amount: number }>(
    world.ctx.database.db,
    sql`SELECT e.amount_cents::int AS amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.booking_id = ${id} AND t.kind = 'refund' AND e.account = 'provider_clearing' ORDER BY t.id`,
  );
  return rows.map((r) => -r.amount);
}

async function statuses(ids: number[]): Promise<string[]> {
  const rows = await queryRows<{ id: number; status: string }>(
    world.ctx.database.db,
    sql`SELECT id, status FROM bookings WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY start_at`,
  );
  return rows.map((r) => r.status);
}

describe('POST /api/lessons/book/ with repeat_weeks', () => {
  it('books four weekly lessons in one checkout; paying makes all four paid, each in the ledger', async () => {
    const student = await world.newStudent();
    const res = await bookAs(student, weekly('2026-11-25T10:00:00Z', 4));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<BookResponse>();
    expect(answer.booking_ids).toHaveLength(4);
    expect(answer.booking_ids[0]).toBe(answer.booking_id);
    expect(answer.series_id).toEqual(expect.any(Number));
    expect(answer).toMatchObject({ amount_cents: 20000, total_amount_cents: 20000, tax_amount_cents: 3000 });
    const page = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${checkoutIdOf(answer.payment_link)}/`,
    });
    expect(page.json()).toMatchObject({ amount_total_cents: 20000, booking_id: answer.booking_id });

    const entriesBefore = await countRows(world, 'ledger_entries');
    await completeTestCheckout(world.ctx.app, checkoutIdOf(answer.payment_link));
    expect(await statuses(answer.booking_ids)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect((await countRows(world, 'ledger_entries')) - entriesBefore).toBe(12);
    expect(await ledgerSum(world)).toBe(0);

    const second = await bookingOf(student, answer.booking_ids[1]!);
    expect(second.date_time.start).toBe('2026-12-02T10:00:00Z');
    expect(second.series).toMatchObject({
      id: answer.series_id,
      position: 2,
      count: 4,
      can_cancel_remaining: true,
    });
    expect(second.series?.lessons.map((l) => l.start)).toEqual(
      [0, 1, 2, 3].map((k) => week('2026-11-25T10:00:00Z', k)),
    );
    expect((await bookingOf(world.mentor, answer.booking_ids[1]!)).series?.can_cancel_remaining).toBe(false);

    // A replayed payment event, a second event for the paid checkout and a late expiry change nothing.
    const entries = await countRows(world, 'ledger_entries');
    const eventId = `evt_series_${randomUUID()}`;
    expect(await deliver('checkout.session.completed', checkoutIdOf(answer.payment_link), eventId)).toBe(200);
    expect(await deliver('checkout.session.completed', checkoutIdOf(answer.payment_link), eventId)).toBe(200);
    expect(await deliver('checkout.session.expired', checkoutIdOf(answer.payment_link))).toBe(200);
    expect(await countRows(world, 'ledger_entries')).toBe(entries);
    expect(await statuses(answer.booking_ids)).toEqual(['paid', 'paid', 'paid', 'paid']);
  });

  it('refuses the whole series with 409 naming a taken week; moving or leaving it out books the rest', async () => {
    const first = '2026-11-25T12:00:00Z';
    const other = await bookAs(await world.newStudent(), lessonRequest(world, week(first, 1)));
    expect(other.statusCode).toBe(201);
    const student = await world.newStudent();
    const before = await countRows(world, 'bookings');
    const refused = await bookAs(student, weekly(first, 4));
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{
      detail: string;
      errors: { occurrences: string[] };
      taken_occurrences: string[];
    }>();
    expect(body.detail).toBe(seriesMessages.weeksTaken(1));
    expect(body.errors.occurrences).toEqual([
      'Wednesday, 2 December 2026 at 13:00 (Berlin time, GMT+1) is no longer free.',
    ]);
    expect(body.taken_occurrences).toEqual(['2026-12-02T12:00:00.000Z']);
    expect(await countRows(world, 'bookings')).toBe(before);

    const moved = await bookAs(
      student,
      weekly(first, 4, { occurrences: [first, '2026-12-02T14:30:00Z', week(first, 2), week(first, 3)] }),
    );
    expect(moved.statusCode, moved.body).toBe(201);
    const ids = moved.json<BookResponse>().booking_ids;
    expect(ids).toHaveLength(4);
    expect((await bookingOf(student, ids[1]!)).date_time.start).toBe('2026-12-02T14:30:00Z');

    const dropped = await bookAs(
      await world.newStudent(),
      weekly('2026-11-25T16:00:00Z', 3, {
        occurrences: ['2026-11-25T16:00:00Z', week('2026-11-25T16:00:00Z', 2)],
      }),
    );
    expect(dropped.statusCode, dropped.body).toBe(201);
    const kept = dropped.json<BookResponse>();
    expect(kept.booking_ids).toHaveLength(2);
    expect((await bookingOf(world.mentor, kept.booking_ids[1]!)).series).toMatchObject({
      position: 2,
      count: 2,
    });
  });

  it('refuses repeat weeks 0, 13, "2" and 2.5, a repeating trial and a week out of order: 400, nothing stored', async () => {
    const student = await world.newStudent();
    const before = await countRows(world, 'bookings');
    for (const weeks of [0, 13, '2', 2.5]) {
      const res = await bookAs(student, weekly('2026-11-27T10:00:00Z', weeks as number));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.repeat_weeks).toEqual([
        seriesMessages.repeatWeeksRange,
      ]);
    }
    const trial = await bookAs(
      student,
      lessonRequest(world, '2026-11-27T10:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-11-27T10:30:00Z',
        free_trial: true,
        repeat_weeks: 2,
      }),
    );
    expect(trial.statusCode).toBe(400);
    expect(trial.json<{ errors: Record<string, string[]> }>().errors.repeat_weeks).toEqual([
      seriesMessages.trialNeverRepeats,
    ]);
    const start = '2026-11-27T10:00:00Z';
    for (const occurrences of [
      [week(start, 1)],
      [start, '2026-11-28T10:00:00Z'],
      [start, week(start, 3)],
      [start, week(start, 1), week(start, 1)],
    ]) {
      const res = await bookAs(student, weekly(start, 3, { occurrences }));
      expect(res.statusCode, JSON.stringify(occurrences)).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.occurrences).toBeDefined();
    }
    expect(await countRows(world, 'bookings')).toBe(before);
  });
});

describe('POST /api/lessons/series/{id}/cancel/', () => {
  it('cancels every remaining lesson, each refunded by its own B6 policy, in the ledger', async () => {
    const student = await world.newStudent();
    // Tomorrow 15:00 UTC is within 48 hours (half back); the next weeks are far enough (all back).
    const answer = (await bookAs(student, weekly('2026-11-24T15:00:00Z', 4))).json<BookResponse>();
    await completeTestCheckout(world.ctx.app, checkoutIdOf(answer.payment_link));
    const [first, second, third, fourth] = answer.booking_ids as [number, number, number, number];
    // One lesson cancelled on its own card first: the series call leaves it alone.
    await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${third}/cancel/` });

    const mentorTry = await cancelSeries(world.mentor, answer.series_id!);
    expect(mentorTry.statusCode).toBe(403);
    expect(mentorTry.json<{ detail: string }>().detail).toBe(seriesMessages.onlyStudentCancelsSeries);
    expect((await cancelSeries(await world.newStudent(), answer.series_id!)).statusCode).toBe(404);
    expect((await cancelSeries(student, 999_999)).statusCode).toBe(404);
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/series/${answer.series_id}/cancel/`,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await statuses(answer.booking_ids)).toEqual(['paid', 'paid', 'canceled', 'paid']);

    const res = await cancelSeries(student, answer.series_id!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelSeriesResponse>()).toEqual({
      series_id: answer.series_id,
      cancelled: [
        { booking_id: first, refunded_amount_cents: 2500 },
        { booking_id: second, refunded_amount_cents: 5000 },
        { booking_id: fourth, refunded_amount_cents: 5000 },
      ],
      refunded_amount_cents: 12500,
      message: 'The 3 remaining lessons have been cancelled and €125.00 will be refunded.',
    });
    expect(await statuses(answer.booking_ids)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    expect([
      await refundsOf(first),
      await refundsOf(second),
      await refundsOf(third),
      await refundsOf(fourth),
    ]).toEqual([[2500], [5000], [5000], [5000]]);
    expect(await ledgerSum(world)).toBe(0);
    const again = await cancelSeries(student, answer.series_id!);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(seriesMessages.nothingToCancel);
    // The weeks are free again.
    expect((await bookAs(await world.newStudent(), weekly('2026-12-01T15:00:00Z', 3))).statusCode).toBe(201);
  });
});

describe('a series checkout that is not paid', () => {
  it('a lesson cancelled before paying keeps the checkout open for the others and is refunded if paid', async () => {
    const student = await world.newStudent();
    const answer = (await bookAs(student, weekly('2026-11-26T10:00:00Z', 3))).json<BookResponse>();
    const [first, second, third] = answer.booking_ids as [number, number, number];
    expect(
      (await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${second}/cancel/` })).statusCode,
    ).toBe(200);
    // The checkout is still payable (the other two wait for it); paying it refunds the cancelled lesson.
    await completeTestCheckout(world.ctx.app, checkoutIdOf(answer.payment_link));
    expect(await statuses(answer.booking_ids)).toEqual(['paid', 'canceled', 'paid']);
    expect(await refundsOf(second)).toEqual([5000]);
    expect([await refundsOf(first), await refundsOf(third)]).toEqual([[], []]);
    expect(await ledgerSum(world)).toBe(0);
  });

  it('an expired checkout frees every lesson of the series, whether the provider says so or the clock', async () => {
    const byEvent = (
      await bookAs(await world.newStudent(), weekly('2026-11-26T13:00:00Z', 3))
    ).json<BookResponse>();
    expect(await deliver('checkout.session.expired', checkoutIdOf(byEvent.payment_link))).toBe(200);
    expect(await statuses(byEvent.booking_ids)).toEqual(['canceled', 'canceled', 'canceled']);

    const byClock = (
      await bookAs(await world.newStudent(), weekly('2026-11-26T15:00:00Z', 3))
    ).json<BookResponse>();
    world.ctx.clock.advance(31 * 60);
    await world.ctx.app.scheduler.runAll();
    expect(await statuses(byClock.booking_ids)).toEqual(['canceled', 'canceled', 'canceled']);
    const student = await login(world.ctx.app, (await world.newStudent()).user.email);
    for (const start of ['2026-11-26T13:00:00Z', '2026-11-26T15:00:00Z']) {
      expect((await bookAs(student, weekly(start, 3))).statusCode).toBe(201);
    }
  });
});
