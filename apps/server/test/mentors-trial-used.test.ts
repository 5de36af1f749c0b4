/**
 * One free trial per student per mentor (B1) as the catalogue tells the signed-in viewer (issue 17):
 * `trial_used` on the list, the profile and the saved list is true for the student who already had a trial
 * with that mentor (not cancelled), false for everybody else and for visitors, whose answers are the cached
 * ones (ADR 43); booking a second trial is still refused with a 400 naming the rule.
 */
import { expect, it } from 'vitest';
import {
  bookingMessages,
  type BookResponse,
  type MentorListResponse,
  type MentorPage,
  type MentorProfile,
} from '@app/contract';
import type { Session } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

const trialAt = (start: string) =>
  lessonRequest(world, start, {
    session_id: world.maya.sessions[30],
    end_utc: new Date(Date.parse(start) + 30 * 60_000).toISOString().replace('.000Z', 'Z'),
    free_trial: true,
  });
const profile = async (who: Session | null, id: number) => {
  const res = await (who ?? world.ctx.app).inject({ method: 'GET', url: `/api/mentors/${id}/` });
  expect(res.statusCode).toBe(200);
  return res.json<MentorProfile>();
};
const listed = async (who: Session | null) => {
  const res = await (who ?? world.ctx.app).inject({ method: 'GET', url: '/api/mentors/list/?page_size=50' });
  return new Map(res.json<MentorListResponse>().results.map((m) => [m.id, m.trial_used]));
};

it('after a trial with Maya: trial_used for that student only, on the list, the profile and the saved list', async () => {
  const student = await world.newStudent();
  const other = await world.newStudent();
  expect((await profile(student, world.maya.id)).trial_used).toBe(false);

  const booked = await bookAs(student, trialAt('2026-11-26T09:00:00Z'));
  expect(booked.statusCode).toBe(201);

  expect(await profile(student, world.maya.id)).toMatchObject({ offer_trial: true, trial_used: true });
  expect((await profile(student, world.otherMentor.id)).trial_used).toBe(false);
  const list = await listed(student);
  expect(list.get(world.maya.id)).toBe(true);
  expect(list.get(world.otherMentor.id)).toBe(false);
  await student.inject({ method: 'POST', url: `/api/mentors/${world.maya.id}/like/` });
  const saved = await student.inject({ method: 'GET', url: '/api/mentors/liked/' });
  expect(saved.json<MentorPage>().results.find((m) => m.id === world.maya.id)?.trial_used).toBe(true);

  // Nobody else: another student, a visitor (twice, the second from the public cache when it is on).
  expect((await profile(other, world.maya.id)).trial_used).toBe(false);
  expect((await profile(null, world.maya.id)).trial_used).toBe(false);
  expect((await listed(null)).get(world.maya.id)).toBe(false);

  // The server still refuses a second trial, in the R1 shape.
  const second = await bookAs(student, trialAt('2026-11-27T09:00:00Z'));
  expect(second.statusCode).toBe(400);
  expect(second.json<{ detail: string; errors: Record<string, string[]> }>().errors.free_trial).toEqual([
    bookingMessages.trialTwice,
  ]);
});

it('a cancelled trial does not count: the trial is offered again', async () => {
  const student = await world.newStudent();
  const booked = await bookAs(student, trialAt('2026-11-28T09:00:00Z'));
  const id = booked.json<BookResponse>().booking_id;
  expect((await profile(student, world.maya.id)).trial_used).toBe(true);
  const cancel = await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
  expect(cancel.statusCode).toBe(200);
  expect((await profile(student, world.maya.id)).trial_used).toBe(false);
});
