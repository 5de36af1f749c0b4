/**
 * What the reschedule lapse tests share: the booking world with its student and the mentor signed in, the
 * three calls, the request's stored status, the lapse mails, the offered times of a day, and a clock that
 * moves to an instant (running the scheduled work) and signs both people in again.
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AvailableTimesResponse, Booking } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';

export interface RescheduleWorld {
  world: BookingWorld;
  student: Session;
  mentor: Session;
}

/** Registers the file's beforeAll/afterAll; the returned object is filled once they have run. */
export function useRescheduleWorld() {
  const state = {} as RescheduleWorld;
  beforeAll(async () => {
    state.world = await bookingWorld();
    state.student = state.world.student;
    state.mentor = await login(state.world.ctx.app, state.world.maya.email);
  });
  afterAll(() => state.world.ctx.close());

  const at = (iso: string) => ({
    start_utc: iso,
    end_utc: new Date(Date.parse(iso) + 3_600_000).toISOString().replace('.000Z', 'Z'),
  });
  const db = () => state.world.ctx.database.db;
  return {
    state,
    ask: (id: number, iso: string) =>
      state.student.inject({
        method: 'PUT',
        url: `/api/lessons/bookings/${id}/reschedule/`,
        payload: at(iso),
      }),
    accept: (id: number) =>
      state.mentor.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/accept/` }),
    read: async (id: number) =>
      (await state.student.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>(),
    statusOf: async (id: number) =>
      (
        await queryRows<{ status: string }>(
          db(),
          sql`SELECT status FROM reschedule_requests WHERE booking_id = ${id} ORDER BY id DESC LIMIT 1`,
        )
      )[0]?.status,
    lapseMails: async (id: number) =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${state.student.user.email}
              AND subject = ${`Your request for a new time lapsed: LES-${id} | Music Mentors`}`,
        )
      )[0]!.n,
    offered: async (date: string) => {
      const { maya } = state.world;
      const res = await state.world.ctx.app.inject({
        method: 'GET',
        url: `/api/mentors/available-times/?mentor_id=${maya.id}&session_id=${maya.sessions[60]}&start_date=${date}&end_date=${date}`,
      });
      return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
    },
    /** Moves the clock to an instant; optionally runs the scheduled work; signs both people in again. */
    moveTo: async (iso: string, runJobs = true) => {
      const { ctx, maya } = state.world;
      ctx.clock.advance((Date.parse(iso) - ctx.clock.now().getTime()) / 1000);
      if (runJobs) await ctx.app.scheduler.runAll();
      state.student = await login(ctx.app, state.student.user.email);
      state.mentor = await login(ctx.app, maya.email);
    },
  };
}
