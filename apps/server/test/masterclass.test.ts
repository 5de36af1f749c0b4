/**
 * Masterclass (API-59..61, MASTER-01/14/18, K5, R6): the public list (first entry = the current meeting,
 * is_active), one class, and joining: a visitor with an e-mail, a signed-in user with the account's
 * address whatever the body says; the same e-mail twice, a full class, an ended one, is_18 false and a
 * missing or bad e-mail are 400s with nothing stored; the last seat goes to exactly one of two racing
 * requests; the confirmation mail reaches the dev outbox; visitors are rate limited per IP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  masterclassMessages as m,
  type AdminMasterclass,
  type ApiError as ApiErrorBody,
  type JoinMasterclassResponse,
  type Masterclass,
} from '@app/contract';
import { latestMailTo, type Session } from './auth-helpers.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import { attendeeCount, insertClass, seatsTaken, staffSession, validBody } from './masterclass-fixtures.ts';

const world = useBookingWorld({ env: { RATE_LIMIT_PER_HOUR: '4' } });
let staff: Session;
let upcoming: AdminMasterclass;
let ipCounter = 0;
/** A fresh client address, so the visitor quota of one test does not spill into the next. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const joinUrl = (id: number) => `/api/webinars/meet-and-greets/${id}/join/`;
const visitorJoin = (id: number, payload: object, ip = freshIp()) =>
  world.ctx.app.inject({ method: 'POST', url: joinUrl(id), payload, remoteAddress: ip });
const visitor = (email: string, over: object = {}) => ({
  user_email: email,
  user_full_name: 'Vera Visitor',
  accept_marketing_emails: false,
  is_18: true,
  ...over,
});

beforeAll(async () => {
  staff = await staffSession(world);
  const res = await staff.inject({
    method: 'POST',
    url: '/api/admin/masterclasses/',
    payload: validBody({ mentor_id: world.maya.id }),
  });
  expect(res.statusCode).toBe(201);
  upcoming = res.json<AdminMasterclass>();
});

describe('GET /api/webinars/meet-and-greets/', () => {
  it('answers the API table’s fields with the topic and the mentor photo (ADR 55), the current meeting first; is_active hides ended ones', async () => {
    // Clock: Monday 2026-11-23 08:00 UTC. One ended yesterday, one running now, one later.
    const ended = await insertClass(world, { name: 'Ended', start: '2026-11-22T10:00:00Z' });
    const running = await insertClass(world, { name: 'Running', start: '2026-11-23T07:30:00Z' });
    const all = (await world.ctx.app.inject({ method: 'GET', url: '/api/webinars/meet-and-greets/' })).json<
      Masterclass[]
    >();
    expect(all.map((c) => c.id)).toEqual([running, upcoming.id, ended]);
    const first = all[1]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'description_mentor',
        'show_off_url',
        'start_time_utc',
        'start_time_local',
        'duration',
        'slots_left',
        'custom_mentor_photo_1',
        'custom_mentor_photo_2',
        'topic',
        'mentor',
      ].sort(),
    );
    expect(first).toMatchObject({
      name: 'Piano from zero',
      start_time_utc: '2026-11-30T18:00:00Z',
      start_time_local: '2026-11-30T19:00:00+01:00',
      duration: 60,
      slots_left: 20,
      custom_mentor_photo_1: '/media/portraits/1.svg',
      custom_mentor_photo_2: null,
      topic: '',
      mentor: { first_name: 'Maya' },
    });
    expect(Object.keys(first.mentor!).sort()).toEqual(['first_name', 'profile_picture']);
    const active = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/webinars/meet-and-greets/?is_active=true',
    });
    expect(active.json<Masterclass[]>().map((c) => c.id)).toEqual([running, upcoming.id]);
    expect(JSON.stringify(active.json())).not.toContain('meet.example.com');
  });

  it('answers one class, 404 for an unknown one and 400 for a malformed id', async () => {
    const one = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/webinars/meet-and-greets/${upcoming.id}/`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<Masterclass>()).toMatchObject({ id: upcoming.id, mentor: { first_name: 'Maya' } });
    const missing = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/webinars/meet-and-greets/999999/',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await world.ctx.app.inject({ method: 'GET', url: '/api/webinars/meet-and-greets/abc/' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/webinars/meet-and-greets/{id}/join/', () => {
  it('seats a visitor (201), counts the seat and mails the confirmation with both clocks and the join link', async () => {
    const res = await visitorJoin(upcoming.id, visitor(' vera@example.com '));
    expect(res.statusCode).toBe(201);
    expect(res.json<JoinMasterclassResponse>()).toMatchObject({
      message: m.joined,
      masterclass_id: upcoming.id,
      start_time_utc: '2026-11-30T18:00:00Z',
      slots_left: 19,
    });
    expect(await seatsTaken(world, upcoming.id)).toBe(1);
    const mail = await latestMailTo(world.ctx, 'vera@example.com');
    expect(mail?.subject).toContain('Your seat is confirmed: Piano from zero');
    expect(mail?.text).toContain('Hi Vera Visitor,');
    expect(mail?.text).toContain('(Europe/Berlin)');
    expect(mail?.text).toContain('7:00 PM');
    expect(mail?.text).toContain('6:00 PM UTC');
    expect(mail?.text).toContain('https://meet.example.com/piano-from-zero');
    expect(mail?.html).toContain('https://meet.example.com/piano-from-zero');
  });

  it('refuses the same e-mail again in any letter case with the K5 text, storing nothing', async () => {
    const before = await attendeeCount(world, upcoming.id);
    const res = await visitorJoin(upcoming.id, visitor('VERA@Example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().detail).toBe(m.alreadyJoined);
    expect(await attendeeCount(world, upcoming.id)).toBe(before);
    expect(await seatsTaken(world, upcoming.id)).toBe(before);
  });

  it('seats a signed-in user with the account’s e-mail and name, ignoring the body’s', async () => {
    const student = await world.newStudent();
    const res = await student.inject({
      method: 'POST',
      url: joinUrl(upcoming.id),
      payload: { user_email: 'someone-else@example.com', accept_marketing_emails: true, is_18: true },
    });
    expect(res.statusCode).toBe(201);
    expect(await latestMailTo(world.ctx, 'someone-else@example.com')).toBeUndefined();
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.text).toMatch(/Hi Student.* Tester,/);
    // The account's address is now taken for this class, also when a visitor types it.
    const again = await visitorJoin(upcoming.id, visitor(student.user.email.toUpperCase()));
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().detail).toBe(m.alreadyJoined);
    const twice = await student.inject({
      method: 'POST',
      url: joinUrl(upcoming.id),
      payload: { is_18: true },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('needs a CSRF header from a signed-in browser', async () => {
    const student = await world.newStudent();
    const before = await attendeeCount(world);
    const res = await student.inject({
      method: 'POST',
      url: joinUrl(upcoming.id),
      payload: { is_18: true },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await attendeeCount(world)).toBe(before);
  });

  const badInputs: [string, object, string, string][] = [
    ['is_18 false', visitor('a1@example.com', { is_18: false }), 'is_18', m.mustBe18],
    ['is_18 missing', { user_email: 'a2@example.com' }, 'is_18', m.mustBe18],
    ['a missing e-mail', { is_18: true }, 'user_email', m.emailRequired],
    ['a blank e-mail', visitor('   '), 'user_email', m.emailRequired],
    ['an e-mail without @', visitor('not-an-email'), 'user_email', m.emailInvalid],
    ['a too long name', visitor('a3@example.com', { user_full_name: 'x'.repeat(151) }), 'user_full_name', ''],
    ['an unknown key', visitor('a4@example.com', { seats: 3 }), '', ''],
  ];
  it.each(badInputs)('refuses %s with a 400 and stores nothing', async (_name, payload, fieldName, text) => {
    const before = await attendeeCount(world);
    const res = await visitorJoin(upcoming.id, payload);
    expect(res.statusCode).toBe(400);
    if (fieldName && text) expect(res.json<ApiErrorBody>().errors?.[fieldName]).toContain(text);
    expect(await attendeeCount(world)).toBe(before);
  });

  it('refuses a full class, an ended one and an unknown one, storing nothing', async () => {
    const full = await insertClass(world, {
      name: 'Full',
      start: '2026-12-01T10:00:00Z',
      capacity: 2,
      seatsTaken: 2,
    });
    const ended = await insertClass(world, { name: 'Over', start: '2026-11-23T06:00:00Z', duration: 60 });
    const before = await attendeeCount(world);
    const fullRes = await visitorJoin(full, visitor('late@example.com'));
    expect(fullRes.statusCode).toBe(400);
    expect(fullRes.json<ApiErrorBody>().detail).toBe(m.full);
    const endedRes = await visitorJoin(ended, visitor('late@example.com'));
    expect(endedRes.statusCode).toBe(400);
    expect(endedRes.json<ApiErrorBody>().detail).toBe(m.ended);
    expect((await visitorJoin(999999, visitor('late@example.com'))).statusCode).toBe(404);
    expect(await attendeeCount(world)).toBe(before);
    expect(await seatsTaken(world, full)).toBe(2);
  });

  it('lets a class that is running now still be joined', async () => {
    const running = await insertClass(world, { name: 'Live now', start: '2026-11-23T07:45:00Z' });
    expect((await visitorJoin(running, visitor('running@example.com'))).statusCode).toBe(201);
  });

  it('gives the last seat to exactly one of two racing requests', async () => {
    const lastSeat = await insertClass(world, {
      name: 'One seat',
      start: '2026-12-02T10:00:00Z',
      capacity: 1,
    });
    const answers = await Promise.all([
      visitorJoin(lastSeat, visitor('racer-one@example.com')),
      visitorJoin(lastSeat, visitor('racer-two@example.com')),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json<ApiErrorBody>().detail).toBe(m.full);
    expect(await seatsTaken(world, lastSeat)).toBe(1);
    expect(await attendeeCount(world, lastSeat)).toBe(1);
  });

  it('limits a visitor’s sign-ups per IP with a 429, but not signed-in users', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) {
      expect((await visitorJoin(upcoming.id, visitor(`quota-${i}@example.com`), ip)).statusCode).toBe(201);
    }
    const before = await attendeeCount(world);
    const blocked = await visitorJoin(upcoming.id, visitor('quota-x@example.com'), ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await attendeeCount(world)).toBe(before);
    for (let i = 0; i < 5; i += 1) {
      const student = await world.newStudent();
      const res = await student.inject({
        method: 'POST',
        url: joinUrl(upcoming.id),
        payload: { is_18: true },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
