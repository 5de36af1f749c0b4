/**
 * The staff area's masterclasses (K5): only staff list, create and edit (401 signed out, 403 otherwise,
 * before the input is read); every bad field is a 400 on that field with nothing stored or changed; the
 * capacity never drops below the seats taken; PUT replaces, PATCH changes a subset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  masterclassMessages as m,
  type AdminMasterclass,
  type ApiError as ApiErrorBody,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import type { Session } from './auth-helpers.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import { countOf, insertClass, staffSession, validBody } from './masterclass-fixtures.ts';

const world = useBookingWorld();
let staff: Session;
const url = '/api/admin/masterclasses/';
const classCount = () => countOf(world, sql`SELECT count(*)::int AS n FROM masterclasses`);

beforeAll(async () => {
  staff = await staffSession(world);
});

describe('authorisation', () => {
  it('refuses visitors (401) and students or mentors (403) on every staff call, even with a bad body', async () => {
    const id = await insertClass(world, { name: 'Guarded', start: '2026-12-05T10:00:00Z' });
    const calls = [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { nonsense: true } },
      { method: 'PUT' as const, url: `${url}${id}/`, payload: {} },
      { method: 'PATCH' as const, url: `${url}${id}/`, payload: { capacity: -1 } },
    ];
    const before = await classCount();
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect(await classCount()).toBe(before);
  });
});

describe('create', () => {
  it('creates a class (201) in its own zone and lists it for staff with its seats', async () => {
    const res = await staff.inject({ method: 'POST', url, payload: validBody({ mentor_id: world.maya.id }) });
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminMasterclass>();
    expect(created).toMatchObject({
      start_time_utc: '2026-11-30T18:00:00Z',
      start_time_local: '2026-11-30T19:00',
      timezone: 'Europe/Berlin',
      capacity: 20,
      seats_taken: 0,
      mentor_id: world.maya.id,
      mentor_name: 'Maya Lopez',
      custom_mentor_photo_2: null,
    });
    const list = (await staff.inject({ method: 'GET', url })).json<AdminMasterclass[]>();
    expect(list.map((c) => c.id)).toContain(created.id);
    const vimeo = await staff.inject({
      method: 'POST',
      url,
      payload: validBody({ show_off_url: 'https://player.vimeo.com/video/76979871', mentor_id: undefined }),
    });
    expect(vimeo.statusCode).toBe(201);
  });

  const bad: [string, object, string, string][] = [
    ['no name', { name: '  ' }, 'name', m.nameRequired],
    ['no description', { description: '' }, 'description', m.descriptionRequired],
    [
      'a watch page instead of an embed',
      { show_off_url: 'https://www.youtube.com/watch?v=abcdef12345' },
      'show_off_url',
      m.videoInvalid,
    ],
    [
      'a plain http video',
      { show_off_url: 'http://www.youtube.com/embed/abcdef12345' },
      'show_off_url',
      m.videoInvalid,
    ],
    [
      'another host',
      { show_off_url: 'https://evil.example.com/embed/abcdef12345' },
      'show_off_url',
      m.videoInvalid,
    ],
    ['an http join link', { join_url: 'http://meet.example.com/x' }, 'join_url', m.joinUrlInvalid],
    ['a start in the past', { start_time_local: '2026-11-23T08:30' }, 'start_time_local', m.startInPast],
    ['a malformed start', { start_time_local: 'next monday' }, 'start_time_local', m.startInvalid],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, 'timezone', m.timezoneInvalid],
    ['an offset as zone', { timezone: '+02:00' }, 'timezone', m.timezoneInvalid],
    ['14 minutes', { duration: 14 }, 'duration', m.durationInvalid],
    ['241 minutes', { duration: 241 }, 'duration', m.durationInvalid],
    ['capacity 0', { capacity: 0 }, 'capacity', m.capacityInvalid],
    ['capacity 10001', { capacity: 10_001 }, 'capacity', m.capacityInvalid],
    [
      'a foreign photo',
      { custom_mentor_photo_1: 'https://evil.example.com/a.jpg' },
      'custom_mentor_photo_1',
      m.photoInvalid,
    ],
    ['an unknown mentor', { mentor_id: 999_999 }, 'mentor_id', m.mentorInvalid],
    ['a topic over 60 characters', { topic: 'x'.repeat(61) }, 'topic', m.topicTooLong],
  ];
  it.each(bad)('refuses %s with a 400 on its field and stores nothing', async (_n, over, field, text) => {
    const before = await classCount();
    const res = await staff.inject({ method: 'POST', url, payload: validBody(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors?.[field]).toContain(text);
    expect(await classCount()).toBe(before);
  });

  it('refuses a mentor who is not approved', async () => {
    await world.ctx.database.db.execute(
      sql`UPDATE mentors SET is_verified = false WHERE id = ${world.otherMentor.id}`,
    );
    const res = await staff.inject({
      method: 'POST',
      url,
      payload: validBody({ mentor_id: world.otherMentor.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors?.mentor_id).toEqual([m.mentorInvalid]);
  });
});

describe('edit', () => {
  it('PATCH changes a subset, PUT replaces; the capacity never drops below the seats taken', async () => {
    const id = await insertClass(world, {
      name: 'Edit me',
      start: '2026-12-03T10:00:00Z',
      capacity: 10,
      seatsTaken: 4,
    });
    const patch = await staff.inject({
      method: 'PATCH',
      url: `${url}${id}/`,
      payload: { name: 'Edited', capacity: 4 },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<AdminMasterclass>()).toMatchObject({ name: 'Edited', capacity: 4, seats_taken: 4 });
    // The edit's audit row (ADR 69): the values before and after.
    const audit = await queryRows<{ before: { name: string }; after: { name: string } }>(
      world.ctx.database.db,
      sql`SELECT before, after FROM staff_audit_log WHERE action = 'masterclass.update' AND record_id = ${String(id)}`,
    );
    expect(audit.map((r) => [r.before.name, r.after.name])).toEqual([['Edit me', 'Edited']]);
    const tooSmall = await staff.inject({ method: 'PATCH', url: `${url}${id}/`, payload: { capacity: 3 } });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json<ApiErrorBody>().errors?.capacity).toEqual([m.capacityBelowTaken(4)]);
    const put = await staff.inject({
      method: 'PUT',
      url: `${url}${id}/`,
      payload: validBody({ capacity: 30 }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<AdminMasterclass>()).toMatchObject({
      name: 'Piano from zero',
      capacity: 30,
      seats_taken: 4,
    });
    const partialPut = await staff.inject({
      method: 'PUT',
      url: `${url}${id}/`,
      payload: { name: 'Only a name' },
    });
    expect(partialPut.statusCode).toBe(400);
    const past = await staff.inject({
      method: 'PATCH',
      url: `${url}${id}/`,
      payload: { start_time_local: '2026-11-01T10:00' },
    });
    expect(past.statusCode).toBe(400);
    const after = (await staff.inject({ method: 'GET', url }))
      .json<AdminMasterclass[]>()
      .find((c) => c.id === id);
    expect(after).toMatchObject({
      name: 'Piano from zero',
      capacity: 30,
      start_time_utc: '2026-11-30T18:00:00Z',
    });
  });

  it('lets staff fix the text of a class that already started, and answers 404 for an unknown one', async () => {
    const id = await insertClass(world, { name: 'Live', start: '2026-11-23T07:30:00Z' });
    const res = await staff.inject({
      method: 'PATCH',
      url: `${url}${id}/`,
      payload: { description: 'Fixed typo' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await staff.inject({ method: 'PATCH', url: `${url}999999/`, payload: { name: 'x' } })).statusCode,
    ).toBe(404);
  });
});

describe('the topic and the mentor photo (issue 17 item 11, migration 0022)', () => {
  it('stores the topic staff give, shows it to staff and the public, and adds the mentor photo', async () => {
    await world.ctx.database.db.execute(
      sql`UPDATE users SET profile_picture = '/media/photos/maya.jpg' WHERE id = ${world.maya.userId}`,
    );
    const created = await staff.inject({
      method: 'POST',
      url,
      payload: validBody({ name: 'Drum grooves', topic: '  drums ', mentor_id: world.maya.id }),
    });
    expect(created.statusCode).toBe(201);
    const mc = created.json<AdminMasterclass>();
    expect(mc.topic).toBe('drums');
    const publicOne = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/webinars/meet-and-greets/${mc.id}/`,
    });
    expect(publicOne.json()).toMatchObject({
      topic: 'drums',
      mentor: { first_name: 'Maya', profile_picture: '/media/photos/maya.jpg' },
    });
    const patched = await staff.inject({ method: 'PATCH', url: `${url}${mc.id}/`, payload: { topic: '' } });
    expect(patched.json<AdminMasterclass>().topic).toBe('');
    // Without the field the topic is blank: the page then speaks of music in general.
    const plain = await staff.inject({ method: 'POST', url, payload: validBody({ name: 'Plain' }) });
    expect(plain.json<AdminMasterclass>().topic).toBe('');
  });
});
