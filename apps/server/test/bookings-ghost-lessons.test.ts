/**
 * No ghost lessons (decision 0047): a checkout that ran out unpaid never became a lesson, so it is in none of
 * the lesson lists nor their counts, for the student or the mentor; it leaves "Waiting for payment" the
 * moment it runs out, even before the lifecycle job has cancelled it. The slot is freed as before. A cancel
 * by the student, and a payment that came too late and was refunded, stay among the cancelled lessons.
 */
import { describe, expect, it } from 'vitest';
import type { Booking, BookingPage, BookResponse, CalendarResponse } from '@app/contract';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

const TABS = ['pending', 'paid,free_trial,in_progress', 'completed', 'canceled'];

const list = async (who: Session, status?: string) =>
  (
    await who.inject({ method: 'GET', url: `/api/lessons/bookings/${status ? `?status=${status}` : ''}` })
  ).json<BookingPage>();

/** The booking ids on the caller's calendar for one UTC day. */
async function calendarIds(who: Session, day: string): Promise<number[]> {
  const res = await who.inject({
    method: 'GET',
    url: `/api/lessons/calendar/?start_date=${day}&end_date=${day}`,
    headers: { 'x-timezone': 'UTC' },
  });
  expect(res.statusCode).toBe(200);
  return res
    .json<CalendarResponse>()
    .items.filter((i) => i.type === 'booking')
    .map((i) => i.id!);
}

async function everyTab(who: Session): Promise<Record<string, number[]>> {
  const tabs: Record<string, number[]> = {};
  for (const status of [...TABS, '']) {
    const page = await list(who, status);
    tabs[status || 'all'] = page.results.map((b: Booking) => b.id);
    expect(page.count).toBe(page.results.length);
  }
  return tabs;
}

describe('an unpaid checkout that runs out', () => {
  it('is in no tab and no count, before and after the job cancels it; the slot is free again', async () => {
    let student = await world.newStudent();
    const booked = (await bookAs(student, lessonRequest(world, '2026-11-26T09:00:00Z'))).json<BookResponse>();
    expect((await list(student, 'pending')).results.map((b) => b.id)).toEqual([booked.booking_id]);
    expect((await list(world.mentor, 'pending')).results.map((b) => b.id)).toContain(booked.booking_id);

    // 31 minutes on, before any job has run: still pending in the table, but no longer waiting for payment.
    world.ctx.clock.advance(31 * 60);
    student = await login(world.ctx.app, student.user.email);
    const mentor = await login(world.ctx.app, world.maya.email);
    for (const ids of Object.values(await everyTab(student))) expect(ids).not.toContain(booked.booking_id);
    for (const ids of Object.values(await everyTab(mentor))) expect(ids).not.toContain(booked.booking_id);

    // The job cancels it: still in no tab, and the slot can be booked by someone else.
    await world.ctx.app.scheduler.runAll();
    const detail = await student.inject({
      method: 'GET',
      url: `/api/lessons/bookings/${booked.booking_id}/`,
    });
    expect(detail.json<Booking>().status).toBe('canceled');
    for (const ids of Object.values(await everyTab(student))) expect(ids).not.toContain(booked.booking_id);
    for (const ids of Object.values(await everyTab(mentor))) expect(ids).not.toContain(booked.booking_id);
    const again = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-26T09:00:00Z'));
    expect(again.statusCode).toBe(201);
  });

  it('a lesson the student cancelled, and one paid too late and refunded, stay among the cancelled', async () => {
    const student = await world.newStudent();
    const given = await bookLesson(world, student, '2026-11-27T09:00:00Z', { pay: false });
    expect(
      (await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${given}/cancel/` })).statusCode,
    ).toBe(200);
    const late = (await bookAs(student, lessonRequest(world, '2026-11-27T11:00:00Z'))).json<BookResponse>();
    world.ctx.clock.advance(31 * 60);
    await world.ctx.app.scheduler.runAll();
    await completeTestCheckout(world.ctx.app, late.payment_link!.split('/').at(-1)!, { allowExpired: true });
    const again = await login(world.ctx.app, student.user.email);
    const canceled = await list(again, 'canceled');
    expect(canceled.results.map((b) => b.id).sort()).toEqual([given, late.booking_id].sort());
    expect(canceled.count).toBe(2);
  });

  it('is on no calendar, the student’s or the mentor’s, before and after the job; a live one is on both', async () => {
    let student = await world.newStudent();
    const booked = (await bookAs(student, lessonRequest(world, '2026-11-28T09:00:00Z'))).json<BookResponse>();
    let mentor = await login(world.ctx.app, world.maya.email);
    expect(await calendarIds(student, '2026-11-28')).toContain(booked.booking_id);
    expect(await calendarIds(mentor, '2026-11-28')).toContain(booked.booking_id);

    world.ctx.clock.advance(31 * 60);
    student = await login(world.ctx.app, student.user.email);
    mentor = await login(world.ctx.app, world.maya.email);
    expect(await calendarIds(student, '2026-11-28')).not.toContain(booked.booking_id);
    expect(await calendarIds(mentor, '2026-11-28')).not.toContain(booked.booking_id);
    await world.ctx.app.scheduler.runAll();
    expect(await calendarIds(student, '2026-11-28')).not.toContain(booked.booking_id);
    expect(await calendarIds(mentor, '2026-11-28')).not.toContain(booked.booking_id);
  });
});
