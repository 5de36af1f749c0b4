/**
 * "Book the same time next week" (issue 18 item 5, ADR 61) needs no endpoint of its own: this checks that the
 * existing calls answer everything the web's preset reads, for a student whose free trial with Maya has just
 * ended. The lesson names the mentor, skill, length and start; the slot engine offers the same wall-clock time
 * one week later in the student's zone; that time books as a paid lesson only (the trial is used, B1); once
 * taken it is no longer offered (the dialog then preselects the nearest free time); and a mentor who is no
 * longer listed is 404 to the student, which the dialog says in words.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  type AvailableTimesResponse,
  type Booking,
  type BookResponse,
  type MentorProfile,
} from '@app/contract';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

/** Wednesday 25 November 2026, 11:00 Berlin time: the trial; a week later, 2 December at 11:00. */
const TRIAL_START = '2026-11-25T10:00:00Z';
const NEXT_WEEK = '2026-12-02T10:00:00Z';

const trialAt = (start: string) =>
  lessonRequest(world, start, {
    session_id: world.maya.sessions[30],
    end_utc: new Date(Date.parse(start) + 30 * 60_000).toISOString().replace('.000Z', 'Z'),
    free_trial: true,
  });

async function freeTimes(who: Session, sessionId: number) {
  const res = await who.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${sessionId}&start_date=2026-12-02&end_date=2026-12-16`,
    headers: { 'x-timezone': 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots;
}

it('after a completed trial: the lesson, the same time next week offered, booked as a paid lesson only, then taken', async () => {
  const email = (await world.newStudent()).user.email;
  const trial = await bookAs(await login(world.ctx.app, email), trialAt(TRIAL_START));
  expect(trial.statusCode, trial.body).toBe(201);
  const id = trial.json<BookResponse>().booking_id;
  // Past the trial's end the lifecycle job completes it; access tokens are short-lived, so sign in again.
  world.ctx.clock.advance(
    Math.ceil((Date.parse(TRIAL_START) - world.ctx.clock.now().getTime()) / 1000) + 3600,
  );
  await world.ctx.app.scheduler.runAll();
  const student = await login(world.ctx.app, email);

  const lesson = (
    await student.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })
  ).json<Booking>();
  expect(lesson).toMatchObject({
    status: 'completed',
    viewer_is_mentor: false,
    free_trial: true,
    session_minutes: 30,
    skill: { id: world.lookups.skill.Guitar },
    other_user: { mentor_id: world.maya.id },
    date_time: { start: TRIAL_START },
  });
  const profile = (
    await student.inject({ method: 'GET', url: `/api/mentors/${world.maya.id}/` })
  ).json<MentorProfile>();
  expect(profile.trial_used).toBe(true);
  expect(profile.sessions.find((s) => s.session_time === 30)?.id).toBe(world.maya.sessions[30]);

  const offered = await freeTimes(student, world.maya.sessions[30]);
  expect(offered).toContainEqual({
    start_time: '2026-12-02T11:00:00+01:00',
    start_utc: NEXT_WEEK,
    end_utc: '2026-12-02T10:30:00Z',
  });

  const again = await bookAs(student, trialAt(NEXT_WEEK));
  expect(again.statusCode).toBe(400);
  expect(again.json<{ errors: Record<string, string[]> }>().errors.free_trial).toEqual([
    bookingMessages.trialTwice,
  ]);
  const booked = await bookAs(student, { ...trialAt(NEXT_WEEK), free_trial: false });
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json<BookResponse>().total_amount_cents).toBe(2500);

  const afterwards = await freeTimes(await world.newStudent(), world.maya.sessions[30]);
  expect(afterwards.some((s) => s.start_utc === NEXT_WEEK)).toBe(false);
  expect(afterwards.some((s) => Date.parse(s.start_utc) > Date.parse(NEXT_WEEK))).toBe(true);
});

it('a mentor no longer listed is 404 to the student, profile and free times alike', async () => {
  const student = await world.newStudent();
  await world.ctx.database.db.execute(
    sql`UPDATE mentors SET is_verified = false WHERE id = ${world.otherMentor.id}`,
  );
  const profile = await student.inject({ method: 'GET', url: `/api/mentors/${world.otherMentor.id}/` });
  expect(profile.statusCode).toBe(404);
  const times = await student.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.otherMentor.id}&session_id=${world.otherMentor.sessionId}&start_date=2026-12-02&end_date=2026-12-16`,
  });
  expect(times.statusCode).toBe(404);
});
