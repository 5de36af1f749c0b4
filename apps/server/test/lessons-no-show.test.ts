/**
 * No-show reports (B9): the student reports within 24 h after the lesson's end that the mentor did not
 * show up (once; the mentor 403, others 404); staff list the reports, refund what is left in full through
 * the provider (recorded in the ledger, mailed) or dismiss them; everyone else is refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  noShowMessages,
  type AdminNoShowDecision,
  type AdminNoShowReport,
  type Booking,
  type NoShowReportResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { recordRefund } from '../src/modules/ledger/repository.ts';
import { findBooking } from '../src/modules/bookings/repository.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, ledgerSum, type BookingWorld } from './booking-fixtures.ts';

const HOUR = 3_600_000;
let world: BookingWorld;
let mentor: Session;
let staff: Session;
beforeAll(async () => {
  world = await bookingWorld();
  mentor = await login(world.ctx.app, world.maya.email);
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
});
afterAll(() => world.ctx.close());

const report = (who: Session, id: number, payload: object = {}) =>
  who.inject({ method: 'POST', url: `/api/lessons/bookings/${id}/no-show/`, payload });
const decide = (who: Session, id: number, what: 'refund' | 'dismiss') =>
  who.inject({ method: 'POST', url: `/api/admin/no-show-reports/${id}/${what}/` });
const reports = async () =>
  (await staff.inject({ method: 'GET', url: '/api/admin/no-show-reports/' })).json<AdminNoShowReport[]>();
const detail = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();

let slot = 0;
/**
 * A paid lesson of Maya's that ended `endedHoursAgo` before the frozen clock, with status `status` (the
 * clock does not move in this file: the booking is made ahead, then moved into the past).
 */
async function pastLesson(student: Session, endedHoursAgo: number, status = 'completed') {
  slot += 1;
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
  const end = world.ctx.clock.now().getTime() - endedHoursAgo * HOUR;
  await world.ctx.database.db.execute(
    sql`UPDATE bookings SET status = ${status}, start_at = ${new Date(end - HOUR)}, end_at = ${new Date(end)},
          hold_until = ${new Date(end + 15 * 60_000)} WHERE id = ${id}`,
  );
  return id;
}

async function ledgerOf(id: number, account: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    world.ctx.database.db,
    sql`SELECT coalesce(sum(e.amount_cents), 0)::int AS total FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.booking_id = ${id} AND e.account = ${account}`,
  );
  return row!.total;
}

describe('POST /api/lessons/bookings/{id}/no-show/', () => {
  it('takes the student’s report once, tells staff and the student, and the booking says so', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 2);
    expect((await detail(student, id)).can_report_no_show).toBe(true);
    expect((await detail(mentor, id)).can_report_no_show).toBe(false);

    const res = await report(student, id, { details: '  I waited 20 minutes in the room.  ' });
    expect(res.statusCode).toBe(201);
    const answer = res.json<NoShowReportResponse>();
    expect(answer.message).toBe(noShowMessages.reported);
    expect(answer.booking).toMatchObject({ can_report_no_show: false, no_show_report: { status: 'open' } });
    // Between the student and staff: the mentor's view does not show it.
    expect((await detail(mentor, id)).no_show_report).toBeNull();

    const toStaff = await latestMailTo(world.ctx, world.ctx.config.SUPPORT_EMAIL);
    expect(toStaff?.subject).toBe(`No-show reported: LES-${id} | Music Mentors`);
    expect(toStaff?.text).toContain('Details from the student: I waited 20 minutes in the room.');
    expect(toStaff?.text).toContain('Paid: €50.00');
    const toStudent = await latestMailTo(world.ctx, student.user.email);
    expect(toStudent?.subject).toBe(`We received your report for LES-${id} | Music Mentors`);

    const again = await report(student, id);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(noShowMessages.alreadyReported);
  });

  it('allows a lesson still "in progress" past its end (the job has not run) and the 24 h edge', async () => {
    const student = await world.newStudent();
    const live = await pastLesson(student, 10, 'in_progress');
    expect((await report(student, live)).statusCode).toBe(201);
    const edge = await pastLesson(student, 24);
    expect((await report(student, edge)).statusCode).toBe(201);
  });

  it('refuses before the end, after 24 h and for a cancelled lesson, with the reason', async () => {
    const student = await world.newStudent();
    const reasons = async (id: number) => {
      const res = await report(student, id);
      expect(res.statusCode).toBe(400);
      return res.json<{ detail: string }>().detail;
    };
    slot += 1;
    const upcoming = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
    expect(await reasons(upcoming)).toBe(noShowMessages.notEnded);
    const running = await pastLesson(student, -0.5, 'in_progress');
    expect(await reasons(running)).toBe(noShowMessages.notEnded);
    const late = await pastLesson(student, 24 + 1 / 60);
    expect((await detail(student, late)).can_report_no_show).toBe(false);
    expect(await reasons(late)).toBe(noShowMessages.tooLate);
    const cancelled = await pastLesson(student, 2, 'canceled');
    expect(await reasons(cancelled)).toBe(noShowMessages.canceled);
  });

  it('is the student’s alone: the mentor 403, strangers 404, visitors 401; bad input 400', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 3);
    const byMentor = await report(mentor, id);
    expect(byMentor.statusCode).toBe(403);
    expect(byMentor.json<{ detail: string }>().detail).toBe(noShowMessages.onlyStudent);
    const stranger = await report(await world.newStudent(), id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<{ detail: string }>().detail).toBe(bookingMessages.bookingNotFound);
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/bookings/${id}/no-show/`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
    expect((await report(student, id, { details: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(student, id, { details: 42 })).statusCode).toBe(400);
    expect((await report(student, id, { reason: 'extra key' })).statusCode).toBe(400);
    expect((await report(student, 999_999)).statusCode).toBe(404);
    // None of these left a report behind.
    expect((await detail(student, id)).no_show_report).toBeNull();
    expect((await report(student, id, { details: 'x'.repeat(1000) })).statusCode).toBe(201);
  });
});

describe('staff: /api/admin/no-show-reports/', () => {
  it('lists the reports open first, with the lesson, both people and the money', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 1);
    await report(student, id, { details: 'No one came.' });
    // A newer report, already dismissed, still comes after the open one.
    const later = await pastLesson(student, 1.5);
    await report(student, later);
    const laterReport = (await reports()).find((r) => r.booking_id === later)!;
    expect((await decide(staff, laterReport.id, 'dismiss')).statusCode).toBe(200);

    const list = await reports();
    const mine = list.find((r) => r.booking_id === id);
    expect(mine).toMatchObject({
      status: 'open',
      reference: `LES-${id}`,
      mentor_name: 'Maya Lopez',
      details: 'No one came.',
      amount_paid_cents: 5000,
      refunded_amount_cents: 0,
      currency: 'eur',
      resolved_at: null,
    });
    expect(mine?.student_name).toMatch(/^Student\d+ Tester$/);
    expect(list.findIndex((r) => r.booking_id === id)).toBeLessThan(
      list.findIndex((r) => r.booking_id === later),
    );
    const firstClosed = list.findIndex((r) => r.status !== 'open');
    expect(list.slice(firstClosed).every((r) => r.status !== 'open')).toBe(true);
  });

  it('refunds in full through the provider, balances the ledger, mails the student; once', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 5);
    await report(student, id);
    const reportId = (await reports()).find((r) => r.booking_id === id)!.id;
    const res = await decide(staff, reportId, 'refund');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminNoShowDecision>()).toMatchObject({
      message: '€50.00 has been refunded to the student.',
      report: { status: 'refunded', refunded_amount_cents: 5000 },
    });
    const [refund] = await queryRows<{ amount_cents: number }>(
      world.ctx.database.db,
      sql`SELECT amount_cents FROM test_refunds WHERE idempotency_key = ${`booking-${id}-no-show-refund`}`,
    );
    expect(refund?.amount_cents).toBe(5000);
    expect(await ledgerOf(id, 'provider_clearing')).toBe(0);
    expect(await ledgerOf(id, 'mentor_payable')).toBe(0);
    expect(await ledgerOf(id, 'platform_revenue')).toBe(0);
    expect(await ledgerSum(world)).toBe(0);
    const seen = await detail(student, id);
    expect(seen).toMatchObject({
      status: 'completed',
      no_show_report: { status: 'refunded' },
      payment_details: { refunded_amount_cents: 5000 },
    });
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toBe(`Refund for LES-${id} | Music Mentors`);
    expect(mail?.text).toContain('A full refund of €50.00');
    // The decision's audit row (ADR 69), written in the refund's transaction.
    const [audit] = await queryRows<{ actor_id: number; before: unknown; after: unknown }>(
      world.ctx.database.db,
      sql`SELECT actor_id, before, after FROM staff_audit_log
        WHERE action = 'no_show.refund' AND record_id = ${String(reportId)}`,
    );
    expect(audit).toMatchObject({
      actor_id: staff.user.id,
      before: { status: 'open', refunded_amount_cents: 0 },
      after: { status: 'refunded', refunded_amount_cents: 5000 },
    });

    for (const what of ['refund', 'dismiss'] as const) {
      const again = await decide(staff, reportId, what);
      expect(again.statusCode).toBe(400);
      expect(again.json<{ detail: string }>().detail).toBe(noShowMessages.alreadyResolved);
    }
    expect(await ledgerOf(id, 'provider_clearing')).toBe(0);
  });

  it('refunds only what is left after an earlier partial refund', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 5);
    // Half was refunded before (as a late cancellation would have), in the ledger as well.
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET refunded_amount_cents = 2500 WHERE id = ${id}`,
    );
    await world.ctx.database.db.transaction(async (tx) => {
      await recordRefund(tx, (await findBooking(tx, id))!, 2500, 're_earlier', world.ctx.clock.now());
    });
    await report(student, id);
    const reportId = (await reports()).find((r) => r.booking_id === id)!.id;
    const res = await decide(staff, reportId, 'refund');
    expect(res.json<AdminNoShowDecision>().message).toBe('€25.00 has been refunded to the student.');
    expect((await detail(student, id)).payment_details.refunded_amount_cents).toBe(5000);
    expect(await ledgerOf(id, 'provider_clearing')).toBe(0);
    expect(await ledgerSum(world)).toBe(0);
  });

  it('answers 502 and changes nothing when the provider refuses the refund', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 6);
    await report(student, id);
    const reportId = (await reports()).find((r) => r.booking_id === id)!.id;
    const spy = vi
      .spyOn(world.ctx.app.payments.provider, 'refund')
      .mockRejectedValueOnce(new Error('card network down'));
    const res = await decide(staff, reportId, 'refund');
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json<{ detail: string }>().detail).toBe(noShowMessages.refundFailed);
    expect((await reports()).find((r) => r.id === reportId)?.status).toBe('open');
    expect(await ledgerOf(id, 'provider_clearing')).toBe(5000);
    // Trying again works.
    expect((await decide(staff, reportId, 'refund')).statusCode).toBe(200);
  });

  it('dismisses without a refund and tells the student', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 7);
    await report(student, id);
    const reportId = (await reports()).find((r) => r.booking_id === id)!.id;
    const res = await decide(staff, reportId, 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminNoShowDecision>()).toMatchObject({
      message: noShowMessages.dismissed,
      report: { status: 'dismissed', refunded_amount_cents: 0 },
    });
    expect(await ledgerOf(id, 'provider_clearing')).toBe(5000);
    expect((await latestMailTo(world.ctx, student.user.email))?.subject).toBe(
      `Your no-show report for LES-${id} | Music Mentors`,
    );
    expect((await detail(student, id)).no_show_report).toEqual({ status: 'dismissed' });
    const audit = await queryRows<{ after: unknown }>(
      world.ctx.database.db,
      sql`SELECT after FROM staff_audit_log WHERE action = 'no_show.dismiss' AND record_id = ${String(reportId)}`,
    );
    expect(audit).toEqual([{ after: { status: 'dismissed', booking_id: id } }]);
  });

  it('is staff only: 403 for students and mentors, 401 for visitors, 404 for an unknown report', async () => {
    const student = await world.newStudent();
    const id = await pastLesson(student, 8);
    await report(student, id);
    const reportId = (await reports()).find((r) => r.booking_id === id)!.id;
    for (const who of [student, mentor]) {
      expect((await who.inject({ method: 'GET', url: '/api/admin/no-show-reports/' })).statusCode).toBe(403);
      expect((await decide(who, reportId, 'refund')).statusCode).toBe(403);
      expect((await decide(who, reportId, 'dismiss')).statusCode).toBe(403);
      // Who asks is settled before what they sent: a bad id from a non-staff caller is still 403.
      expect((await decide(who, 0, 'refund')).statusCode).toBe(403);
    }
    const visitor = await world.ctx.app.inject({ method: 'GET', url: '/api/admin/no-show-reports/' });
    expect(visitor.statusCode).toBe(401);
    expect((await decide(staff, 999_999, 'refund')).statusCode).toBe(404);
    expect((await decide(staff, 0, 'dismiss')).statusCode).toBe(400);
    expect((await reports()).find((r) => r.id === reportId)?.status).toBe('open');
    expect(await ledgerOf(id, 'provider_clearing')).toBe(5000);
  });
});
