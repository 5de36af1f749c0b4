/**
 * The lesson room's sound mode (issue 19 item 1): Music by default for an instrument lesson, Speech for a
 * theory lesson, until the mentor chooses; the mentor's choice (PUT sound-mode, inside the window) is
 * remembered for their next lessons and answered to both participants by the enter call. Only the
 * booking's mentor may choose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  lessonRoomMessages,
  soundModeMessages,
  type RoomEnterResponse,
  type VideoCallResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let mentor: Session;
let student: Session;
const lesson = { guitar: 0, theory: 0, later: 0 };

beforeAll(async () => {
  world = await bookingWorld();
  student = world.student;
  lesson.guitar = await bookLesson(world, student, '2026-11-24T10:00:00Z');
  lesson.theory = await bookLesson(world, student, '2026-11-24T12:00:00Z');
  lesson.later = await bookLesson(world, student, '2026-11-25T10:00:00Z');
  // The same mentor teaching a lesson about talking rather than playing.
  await queryRows(
    world.ctx.database.db,
    sql`UPDATE bookings SET skill_name = 'Music theory' WHERE id = ${lesson.theory} RETURNING id`,
  );
});
afterAll(() => world.ctx.close());

async function setClock(iso: string): Promise<void> {
  world.ctx.clock.advance((Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000);
  [student, mentor] = await Promise.all([
    login(world.ctx.app, student.user.email),
    login(world.ctx.app, world.maya.email),
  ]);
}

async function entered(who: Session, id: number): Promise<RoomEnterResponse> {
  const joined = await who.inject({ method: 'POST', url: `/api/lessons/bookings/${id}/video-call/` });
  expect(joined.statusCode, joined.body).toBe(200);
  const { token } = joined.json<VideoCallResponse>();
  const res = await who.inject({
    method: 'POST',
    url: `/api/lessons/rooms/${id}/enter/`,
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RoomEnterResponse>();
}

const choose = (who: Session, id: number, payload: object) =>
  who.inject({ method: 'PUT', url: `/api/lessons/rooms/${id}/sound-mode/`, payload });

describe('the lesson room sound mode (issue 19 item 1)', () => {
  it('is Music for an instrument lesson and Speech for a theory lesson until the mentor chooses', async () => {
    await setClock('2026-11-24T09:50:00Z');
    expect(await entered(student, lesson.guitar)).toMatchObject({
      sound_mode: 'music',
      music_bitrate: 160_000,
    });
    expect((await entered(mentor, lesson.guitar)).sound_mode).toBe('music');
  });

  it("is chosen by the booking's mentor only, inside the window, with a known mode", async () => {
    const byStudent = await choose(student, lesson.guitar, { sound_mode: 'speech' });
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json()).toEqual({ detail: soundModeMessages.onlyMentor });

    const early = await choose(mentor, lesson.later, { sound_mode: 'speech' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: lessonRoomMessages.notOpenYet });

    const unknown = await choose(mentor, lesson.guitar, { sound_mode: 'loud' });
    expect(unknown.statusCode).toBe(400);
    expect((await choose(mentor, 999_999, { sound_mode: 'music' })).statusCode).toBe(404);
    expect((await entered(student, lesson.guitar)).sound_mode).toBe('music');
  });

  it("answers the mentor's choice to both and remembers it for the mentor's next lessons", async () => {
    const res = await choose(mentor, lesson.guitar, { sound_mode: 'speech' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sound_mode: 'speech' });
    expect((await entered(student, lesson.guitar)).sound_mode).toBe('speech');
    expect((await entered(mentor, lesson.guitar)).sound_mode).toBe('speech');

    await setClock('2026-11-24T11:50:00Z');
    // A theory lesson would default to Speech anyway: Music chosen there is remembered over the default.
    expect((await entered(student, lesson.theory)).sound_mode).toBe('speech');
    expect((await choose(mentor, lesson.theory, { sound_mode: 'music' })).statusCode).toBe(200);
    expect((await entered(student, lesson.theory)).sound_mode).toBe('music');

    await setClock('2026-11-25T09:55:00Z');
    expect((await entered(student, lesson.later)).sound_mode).toBe('music');
  });
});
