/**
 * My Lessons' calls on the server: the lesson list (API-25, API-26, L4) and cancellation with refunds
 * (API-27, B6), each refund made through the provider, kept in the ledger and mailed with its amount.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  type BookingPage,
  type BookResponse,
  type CancelBookingResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, type Session } from './auth-helpers.ts';
import { bookAs, useBookingWorld, bookLesson, ledgerSum, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

const lesson = (student: Session, start: string, pay = true) => bookLesson(world, student, start, { pay });

const cancel = (who: Session, id: number) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
const list = (who: Session, query: string) =>
  who.inject({ method: 'GET', url: `/api/lessons/bookings/?${query}` });

async function refundsOf(id: number): Promise<number[]> {
  const rows = await queryRows<{ amount: number }>(
    world.ctx.database.db,
    sql`SELECT e.amount_cents::int AS amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.booking_id = ${id} AND t.kind = 'refund' AND e.account = 'provider_clearing'`,
  );
  return rows.map((r) => -r.amount);
}

describe('GET /api/lessons/bookings/', () => {
  it("lists the caller's lessons by status, soonest first, 10 a page; the mentor sees the student", async () => {
    const student = await world.newStudent();
    const ids: number[] = [];
    for (let day = 0; day < 11; day += 1) {
      ids.push(await lesson(student, `2026-12-${String(day + 1).padStart(2, '0')}T09:00:00Z`));
    }
    const pending = await lesson(student, '2026-12-15T09:00:00Z', false);
    const first = (await list(student, 'status=paid,free_trial,in_progress')).json<BookingPage>();
    expect(first.count).toBe(11);
    expect(first.results.map((b) => b.id)).toEqual(ids.slice(0, 10));
    expect(first.next).toContain('page=2');
    const second = (await list(student, 'status=paid,free_trial,in_progress&page=2')).json<BookingPage>();
    expect(second.results.map((b) => b.id)).toEqual([ids[10]]);
    const waiting = (await list(student, 'status=pending')).json<BookingPage>();
    expect(waiting.results.map((b) => b.id)).toEqual([pending]);
    expect(waiting.results[0]?.checkout_url).toContain('/checkout/test/');

    const asMentor = (await list(world.mentor, 'status=paid')).json<BookingPage>();
    const mine = asMentor.results.find((b) => b.id === ids[0]);
    expect(mine?.viewer_is_mentor).toBe(true);
    expect(mine?.other_user.name).toMatch(/Tester$/);
    const stranger = await world.newStudent();
    expect((await list(stranger, 'status=paid')).json<BookingPage>().count).toBe(0);
  });

  it('refuses an unknown status and a visitor', async () => {
    const student = await world.newStudent();
    expect((await list(student, 'status=lost')).statusCode).toBe(400);
    expect((await list(student, 'page=0')).statusCode).toBe(400);
    const visitor = await world.ctx.app.inject({ method: 'GET', url: '/api/lessons/bookings/' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/lessons/bookings/{id}/cancel/', () => {
  it('refunds in full 3 days ahead and half 1 day ahead, through the provider, in the ledger and the mail', async () => {
    const student = await world.newStudent();
    const early = await lesson(student, '2026-11-26T10:00:00Z');
    const late = await lesson(student, '2026-11-24T10:00:00Z');
    const full = await cancel(student, early);
    expect(full.statusCode).toBe(200);
    expect(full.json<CancelBookingResponse>()).toMatchObject({
      refunded_amount_cents: 5000,
      message: 'The lesson has been cancelled and €50.00 will be refunded.',
      booking: { status: 'canceled', payment_details: { refunded_amount_cents: 5000 } },
    });
    expect((await latestMailTo(world.ctx, student.user.email))?.text).toContain('A refund of €50.00');
    const half = await cancel(student, late);
    expect(half.json<CancelBookingResponse>().refunded_amount_cents).toBe(2500);
    expect(await refundsOf(early)).toEqual([5000]);
    expect(await refundsOf(late)).toEqual([2500]);
    expect(await ledgerSum(world)).toBe(0);
    // The development ledger view: a balanced payment and a balanced refund; the mentor keeps half their
    // earning of the late cancellation (4250 / 2).
    const ledger = (
      await world.ctx.app.inject({ method: 'GET', url: `/api/dev/ledger/?booking_id=${late}` })
    ).json<{ kind: string; entries: { account: string; amount_cents: number }[] }[]>();
    expect(ledger.map((t) => t.kind)).toEqual(['payment', 'refund']);
    for (const t of ledger) expect(t.entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    const entry = (kind: string, account: string) =>
      ledger.find((t) => t.kind === kind)!.entries.find((e) => e.account === account)?.amount_cents;
    expect(entry('refund', 'provider_clearing')).toBe(-2500);
    expect(entry('payment', 'mentor_payable')! + entry('refund', 'mentor_payable')!).toBe(-2125);
    // The slot is free again.
    expect(
      (await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-26T10:00:00Z'))).statusCode,
    ).toBe(201);
  });

  it('the mentor cancelling refunds in full even one day ahead; the student is mailed', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, '2026-11-24T14:00:00Z');
    const res = await cancel(world.mentor, id);
    expect(res.json<CancelBookingResponse>()).toMatchObject({ refunded_amount_cents: 5000 });
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toBe(`Lesson cancelled: LES-${id} | Music Mentors`);
  });

  it('a pending lesson is cancelled without a refund and its checkout can no longer be paid', async () => {
    const student = await world.newStudent();
    const res = await bookAs(student, lessonRequest(world, '2026-11-27T10:00:00Z'));
    const { booking_id: id, payment_link: link } = res.json<BookResponse>();
    expect((await cancel(world.mentor, id)).statusCode).toBe(400);
    const cancelled = await cancel(student, id);
    expect(cancelled.json<CancelBookingResponse>()).toMatchObject({
      refunded_amount_cents: 0,
      message: bookingMessages.cancelledNoRefund,
    });
    const pay = await student.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${link!.split('/').at(-1)}/pay/4242424242424242`,
    });
    expect(pay.statusCode).toBe(409);
  });

  it("refuses someone else's lesson, a second cancel and a lesson that has started, changing nothing", async () => {
    const student = await world.newStudent();
    const id = await lesson(student, '2026-11-28T10:00:00Z');
    const stranger = await world.newStudent();
    expect((await cancel(stranger, id)).statusCode).toBe(404);
    expect((await cancel(student, id)).statusCode).toBe(200);
    const again = await cancel(student, id);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(bookingMessages.cancelAlreadyCanceled);
    expect(await refundsOf(id)).toEqual([5000]);
    const started = await lesson(student, '2026-11-23T12:00:00Z');
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET status = 'in_progress' WHERE id = ${started}`,
    );
    const live = await cancel(student, started);
    expect(live.json<{ detail: string }>().detail).toBe(bookingMessages.cancelNotAllowed);
    expect(await refundsOf(started)).toEqual([]);
  });
});
