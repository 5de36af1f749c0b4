/**
 * The lesson room on the server (rule L1, B4, API-29, API-63, issue 5 item 8): the join call inside the window
 * only and only for the two participants, the mentor's own call platform, the room page's enter call with its
 * token, and the realtime check of private-lesson-{id}. The clock is frozen and only moves forward, so the
 * tests run in order through one Tuesday and Wednesday of lessons booked on the Monday before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { lessonRoomMessages, type RoomEnterResponse, type VideoCallResponse } from '@app/contract';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { enterRoom, joinLesson } from '../src/modules/lesson-room/service.ts';
import { RoomTokens } from '../src/modules/lesson-room/token.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookingWorld, bookLesson, lessonRequest, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let mentor: Session;
let student: Session;
let outsider: Session;
/** Lessons booked on Monday: for Tuesday A, B, an unpaid one and a cancelled one; one on Wednesday. */
const lesson = { a: 0, b: 0, pending: 0, canceled: 0, wednesday: 0 };

beforeAll(async () => {
  world = await bookingWorld();
  mentor = await login(world.ctx.app, world.maya.email);
  student = world.student;
  outsider = await world.newStudent();
  lesson.a = await bookLesson(world, student, '2026-11-24T10:00:00Z');
  lesson.b = await bookLesson(world, student, '2026-11-24T13:00:00Z');
  lesson.pending = await bookLesson(world, student, '2026-11-24T15:00:00Z', { pay: false });
  lesson.canceled = await bookLesson(world, student, '2026-11-24T08:00:00Z');
  lesson.wednesday = await bookLesson(world, student, '2026-11-25T13:00:00Z');
  const cancel = await student.inject({
    method: 'PUT',
    url: `/api/lessons/bookings/${lesson.canceled}/cancel/`,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(() => world.ctx.close());

/** Moves the frozen clock forward to an instant (it never goes back) and signs everyone in again. */
async function setClock(iso: string): Promise<void> {
  const seconds = (Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000;
  expect(seconds, `the clock only moves forward, to ${iso}`).toBeGreaterThanOrEqual(0);
  world.ctx.clock.advance(seconds);
  // Access tokens last 15 minutes by the same clock.
  const again = (s: Session) => login(world.ctx.app, s.user.email);
  [student, mentor, outsider] = await Promise.all([again(student), again(mentor), again(outsider)]);
}

const join = (who: Session, id: number | string) =>
  who.inject({ method: 'POST', url: `/api/lessons/bookings/${id}/video-call/` });
const enter = (who: Session, id: number | string, payload: object) =>
  who.inject({ method: 'POST', url: `/api/lessons/rooms/${id}/enter/`, payload });
const channelAuth = (who: Session, id: number | string) =>
  who.inject({
    method: 'POST',
    url: '/api/conversations/pusher/auth/',
    payload: { socket_id: '1234.5678', channel_name: `private-lesson-${id}` },
  });

async function tokenFor(who: Session, id: number): Promise<string> {
  const res = await join(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VideoCallResponse>().token;
}

const tokens = () => RoomTokens.load(world.ctx.database.db, world.ctx.clock.now());
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('POST /api/lessons/bookings/{id}/video-call/ (L1)', () => {
  it('is refused one second before the window opens and answered from start − 15 min', async () => {
    await setClock('2026-11-24T09:44:59Z');
    const early = await join(student, lesson.a);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: lessonRoomMessages.notOpenYet });

    await setClock('2026-11-24T09:45:00Z');
    const res = await join(student, lesson.a);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<VideoCallResponse>();
    expect(answer.room_url).toBe(`http://localhost:3000/lesson/${lesson.a}`);
    // The token is for this student and this lesson, and expires when the room closes (end + 10 min).
    const pass = (await tokens()).verify(answer.token, lesson.a, world.ctx.clock.now());
    expect(pass).toEqual({
      bookingId: lesson.a,
      userId: student.user.id,
      exp: seconds('2026-11-24T11:10:00Z'),
    });
    expect((await join(mentor, lesson.a)).statusCode).toBe(200);
  });

  it("is 403 for someone else's lesson, 404 for an unknown one, 401 signed out, 400 for a bad id", async () => {
    const other = await join(outsider, lesson.a);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: lessonRoomMessages.notAuthorized });
    const unknown = await join(student, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: lessonRoomMessages.lessonNotFound });
    const anonymous = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/bookings/${lesson.a}/video-call/`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await join(student, 'abc')).statusCode).toBe(400);
  });

  it('is still answered at end + 10 min (the lesson completed meanwhile) and refused a second later', async () => {
    await setClock('2026-11-24T11:10:00Z');
    // The lifecycle job completes a lesson at its end; the room stays open for the grace period (B4).
    await world.ctx.database.db.execute(sql`UPDATE bookings SET status = 'completed' WHERE id = ${lesson.a}`);
    expect((await join(student, lesson.a)).statusCode).toBe(200);
    expect((await join(mentor, lesson.a)).statusCode).toBe(200);

    await setClock('2026-11-24T11:10:01Z');
    const late = await join(student, lesson.a);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: lessonRoomMessages.closed });
  });
});

describe('POST /api/lessons/rooms/{id}/enter/', () => {
  it('answers the lesson, both people and the channel to each participant with their own token', async () => {
    await setClock('2026-11-24T12:50:00Z');
    const res = await enter(student, lesson.b, { token: await tokenFor(student, lesson.b) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RoomEnterResponse>()).toEqual({
      booking_id: lesson.b,
      start_utc: '2026-11-24T13:00:00Z',
      end_utc: '2026-11-24T14:00:00Z',
      closes_at: '2026-11-24T14:10:00Z',
      skill: 'Guitar',
      role: 'student',
      you: { id: student.user.id, name: 'Student1 Tester' },
      other: { id: world.maya.userId, name: 'Maya Lopez', picture: null },
      channel: `private-lesson-${lesson.b}`,
      ice_servers: [],
      sound_mode: 'music',
      music_bitrate: 160_000,
    });

    const seen = await enter(mentor, lesson.b, { token: await tokenFor(mentor, lesson.b) });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<RoomEnterResponse>()).toMatchObject({
      role: 'mentor',
      you: { id: world.maya.userId, name: 'Maya Lopez' },
      other: { id: student.user.id, name: 'Student1 Tester' },
    });
  });

  it('refuses a forged, an expired, another booking’s and another user’s token with 403', async () => {
    const token = await tokenFor(student, lesson.b);
    const refused = async (who: Session, payload: object, detail: string) => {
      const res = await enter(who, lesson.b, payload);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail });
    };
    const [body, mac] = token.split('.') as [string, string];
    // Forged: claims rewritten to another user with the old signature, a changed signature, nonsense.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const rewritten = Buffer.from(JSON.stringify({ ...claims, uid: outsider.user.id })).toString('base64url');
    await refused(outsider, { token: `${rewritten}.${mac}` }, lessonRoomMessages.invalidLink);
    // The first character changed: all six of its bits are signature (the last one's low bits are padding, so
    // rewriting the end once in a thousand runs left the signature as it was).
    const changed = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    await refused(student, { token: `${body}.${changed}` }, lessonRoomMessages.invalidLink);
    await refused(student, { token: 'not-a-token' }, lessonRoomMessages.invalidLink);
    // Expired: genuine, but its time is up.
    const now = world.ctx.clock.now().getTime() / 1000;
    const expired = (await tokens()).issue({ bookingId: lesson.b, userId: student.user.id, exp: now - 1 });
    await refused(student, { token: expired }, lessonRoomMessages.invalidLink);
    // Another booking's genuine token.
    const forA = (await tokens()).issue({ bookingId: lesson.a, userId: student.user.id, exp: now + 3600 });
    await refused(student, { token: forA }, lessonRoomMessages.invalidLink);
    // The student's token in the mentor's hands, and the student's in an outsider's.
    await refused(mentor, { token }, lessonRoomMessages.otherAccount);
    await refused(outsider, { token }, lessonRoomMessages.otherAccount);
    // A genuine token made out to an outsider does not make them a participant.
    const own = (await tokens()).issue({ bookingId: lesson.b, userId: outsider.user.id, exp: now + 3600 });
    await refused(outsider, { token: own }, lessonRoomMessages.notAuthorized);
  });

  it('is 404 for an unknown lesson, 400 without a token, 401 signed out', async () => {
    const token = await tokenFor(student, lesson.b);
    const unknown = await enter(student, 999_999, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: lessonRoomMessages.lessonNotFound });
    const missing = await enter(student, lesson.b, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty(['errors', 'token']);
    expect((await enter(student, lesson.b, { token: 'x'.repeat(3000) })).statusCode).toBe(400);
    const anonymous = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/rooms/${lesson.b}/enter/`,
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the realtime channel private-lesson-{id}', () => {
  it('lets the two participants subscribe inside the window and nobody else', async () => {
    for (const who of [student, mentor]) {
      const res = await channelAuth(who, lesson.b);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ auth: string }>().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    }
    expect((await channelAuth(outsider, lesson.b)).statusCode).toBe(403);
    // Malformed lesson channels and unknown lessons are refused, not errors.
    expect((await channelAuth(student, 999_999)).statusCode).toBe(403);
    expect((await channelAuth(student, `${lesson.b}x`)).statusCode).toBe(403);
    expect((await channelAuth(student, `0${lesson.b}`)).statusCode).toBe(403);
    expect((await channelAuth(student, '99999999999999999999')).statusCode).toBe(403);
  });

  it('is refused once the window has closed, and so are joining and entering', async () => {
    const token = await tokenFor(student, lesson.b);
    await setClock('2026-11-24T14:10:01Z');
    expect((await channelAuth(student, lesson.b)).statusCode).toBe(403);
    expect((await channelAuth(mentor, lesson.b)).statusCode).toBe(403);
    expect((await join(mentor, lesson.b)).statusCode).toBe(403);
    // The token expired with the window.
    const res = await enter(student, lesson.b, { token });
    expect(res.statusCode).toBe(403);
  });

  it('is refused before the window opens', async () => {
    // The unpaid lesson's window (14:45) has not opened yet: nobody subscribes, whatever the status.
    expect((await channelAuth(student, lesson.pending)).statusCode).toBe(403);
  });
});

describe('lessons that cannot be joined', () => {
  it('refuses an unpaid lesson inside its window and a cancelled one', async () => {
    await setClock('2026-11-24T15:50:00Z');
    for (const id of [lesson.pending, lesson.canceled]) {
      const res = await join(student, id);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: lessonRoomMessages.notJoinable });
      expect((await channelAuth(student, id)).statusCode).toBe(403);
    }
  });
});

describe("the mentor's own call platform", () => {
  it('answers their meeting link and an empty token; a link that is not http(s) is not handed out', async () => {
    const mentorId = world.otherMentor.id;
    const setLink = (url: string) =>
      world.ctx.database.db.execute(
        sql`UPDATE mentors SET different_call_platform = true, different_call_platform_name = 'Zoom',
              different_call_platform_url = ${url} WHERE id = ${mentorId}`,
      );
    await setLink('https://zoom.example.com/j/123456');
    const booked = await bookAs(
      student,
      lessonRequest(world, '2026-11-25T10:00:00Z', {
        mentor_id: mentorId,
        session_id: world.otherMentor.sessionId,
        skill_id: world.lookups.skill.Piano!,
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking_id: id } = booked.json<{ booking_id: number }>();
    await world.ctx.database.db.execute(sql`UPDATE bookings SET status = 'paid' WHERE id = ${id}`);

    await setClock('2026-11-25T09:50:00Z');
    const res = await join(student, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ room_url: 'https://zoom.example.com/j/123456', token: '' });

    await setLink('javascript:alert(1)');
    const fallback = (await join(student, id)).json<VideoCallResponse>();
    expect(fallback.room_url).toBe(`http://localhost:3000/lesson/${id}`);
    expect(fallback.token).not.toBe('');
    const [row] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM server_secrets WHERE name = 'lesson_room_token_key'`,
    );
    expect(row!.n).toBe(1);
  });
});

describe('LESSON_ICE_SERVERS', () => {
  it('is an empty list by default and otherwise a validated JSON array of RTCIceServer objects', () => {
    expect(loadConfig({}).LESSON_ICE_SERVERS).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      { urls: ['turn:turn.example.com:3478?transport=udp'], username: 'u', credential: 'p' },
    ];
    expect(loadConfig({ LESSON_ICE_SERVERS: JSON.stringify(servers) }).LESSON_ICE_SERVERS).toEqual(servers);
    expect(() => loadConfig({ LESSON_ICE_SERVERS: 'stun:x' })).toThrow(
      /LESSON_ICE_SERVERS: must be a JSON array/,
    );
    expect(() => loadConfig({ LESSON_ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/LESSON_ICE_SERVERS/);
    expect(() => loadConfig({ LESSON_ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(/LESSON_ICE_SERVERS/);
  });

  it('reaches the room page through the enter call', async () => {
    await setClock('2026-11-25T12:50:00Z');
    const id = lesson.wednesday;
    const servers = [{ urls: 'turn:turn.example.com:3478', username: 'lesson', credential: 'secret' }];
    const [user] = await world.ctx.database.db.select().from(users).where(eq(users.id, student.user.id));
    const deps = {
      db: world.ctx.database.db,
      config: { ...world.ctx.config, LESSON_ICE_SERVERS: servers },
      tokens,
    };
    const token = (await joinLesson(deps, user!, id, world.ctx.clock.now())).token;
    const answer = await enterRoom(deps, user!, id, token, world.ctx.clock.now());
    expect(answer.ice_servers).toEqual(servers);
  });
});
