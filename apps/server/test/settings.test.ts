/**
 * Settings (API-34, -35, -41; DATA-20): the settings read for a student and a mentor, who may call what,
 * the notification toggles and the name-and-photo form (multipart, photo checked by content). Every
 * refusal is a 400 in the R1 shape that changes nothing. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  photoMessages,
  settingsMessages,
  type NotificationSettings,
  type ProfileUpdateResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { exeRenamed, pngPhoto, svgImage } from './fixtures/photos.ts';
import { multipart, storedPhotos } from './fixtures/mentor-application.ts';
import type { Session } from './auth-helpers.ts';
import { expectRefused, jpegOver2Mb, put, settingsOf, useSettingsWorld } from './settings-fixtures.ts';

const world = useSettingsWorld();

const CALLS = [
  { method: 'GET', url: '/api/users/settings/', mentorOnly: false },
  { method: 'GET', url: '/api/users/settings/payments/?page=1', mentorOnly: false },
  { method: 'PUT', url: '/api/users/profile/', mentorOnly: false, payload: { first_name: 'A' } },
  {
    method: 'PUT',
    url: '/api/users/change-password/',
    mentorOnly: false,
    payload: { old_password: 'x', new_password: 'y' },
  },
  { method: 'POST', url: '/api/users/delete/', mentorOnly: false, payload: { email: 'a@example.com' } },
  {
    method: 'PUT',
    url: '/api/notifications/settings/',
    mentorOnly: false,
    payload: { email_lesson_notifications: false },
  },
  { method: 'PUT', url: '/api/mentors/update/', mentorOnly: true, payload: { offer_trial: false } },
  {
    method: 'PUT',
    url: '/api/mentors/update-availability/',
    mentorOnly: true,
    payload: { timezone: 'Europe/Berlin', available_times: [] },
  },
  {
    method: 'PUT',
    url: '/api/mentors/update-sessions-times/',
    mentorOnly: true,
    payload: { sessions: [{ session_time: 30, timeout_time: 0 }] },
  },
] as const;

type Call = (typeof CALLS)[number];
const send = (call: Call) => ({
  method: call.method,
  url: call.url,
  ...('payload' in call ? { payload: call.payload } : {}),
});

describe('who may call the settings', () => {
  it.each(CALLS)('$method $url answers 401 to a visitor', async (call) => {
    const res = await world.ctx.app.inject(send(call));
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });

  it.each(CALLS.filter((c) => c.mentorOnly))('$method $url answers 403 to a student', async (call) => {
    const before = await settingsOf(world.student);
    const res = await world.student.inject(send(call));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ detail: string }>().detail).toBe(settingsMessages.onlyMentors);
    expect(await settingsOf(world.student)).toEqual(before);
  });

  it.each(CALLS.filter((c) => c.method !== 'GET'))('$method $url needs the CSRF header', async (call) => {
    const res = await world.student.inject({ ...send(call), csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ detail: string }>().detail).toMatch(/^CSRF Failed/);
  });
});

describe('GET /api/users/settings/', () => {
  it('answers a student without mentor parts, default toggles and no payments', async () => {
    const settings = await settingsOf(world.student);
    expect(settings).toEqual({
      user: {
        first_name: 'Sam',
        last_name: expect.stringMatching(/^Student\d+$/) as string,
        email: world.studentEmail,
        profile_picture: null,
        referral_mentor: null,
      },
      can_add_referral: true,
      mentor: null,
      availability: null,
      notification_settings: {
        email_lesson_notifications: true,
        email_account_notifications: true,
        email_promotional_notifications: false,
        lesson_reminder_24h: true,
        lesson_reminder_1h: true,
      },
      time_zone: { timezone: 'UTC', follow_device: true },
      session_settings: [],
      payments: { results: [], count: 0, next: null, previous: null },
    });
  });

  it('answers a mentor with profile, referral code, payment account, hours and session lengths', async () => {
    const settings = await settingsOf(world.mentor);
    expect(settings.can_add_referral).toBe(false);
    expect(settings.mentor).toMatchObject({
      headline: expect.any(String) as string,
      offer_trial: true,
      is_verified: true,
      amount_cents: 5000,
      different_call_platform: false,
      different_call_platform_name: null,
      different_call_platform_url: null,
      skills: [{ id: world.lookups.skill.Guitar, name: 'Guitar' }],
      styles: [{ id: world.lookups.style.Rock, name: 'Rock' }],
      languages: [{ id: world.lookups.language.English, name: 'English' }],
      stripe: { stripe_created: false, url: null },
    });
    expect(settings.mentor?.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(settings.availability?.timezone).toBe('Europe/Berlin');
    expect(settings.availability?.available_times.map((d) => d.weekday)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(settings.availability?.available_times[0]?.time_slots).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(settings.availability?.available_times[6]?.time_slots).toEqual([]);
    expect(settings.session_settings).toEqual([
      { session_minutes: 30, timeout_minutes: 10 },
      { session_minutes: 60, timeout_minutes: 15 },
    ]);
  });

  it("names the referring mentor once a student entered a mentor's code", async () => {
    const student = await world.newStudent();
    const code = (await settingsOf(world.mentor)).mentor!.referral_code;
    const res = await student.inject({
      method: 'POST',
      url: '/api/users/referral/',
      payload: { referral_code: code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = await settingsOf(student);
    expect(settings.user.referral_mentor).toEqual({ id: world.mentorId, name: 'Maya Lopez' });
    expect(settings.can_add_referral).toBe(false);
  });

  it('refuses a malformed payments page', async () => {
    for (const page of ['0', 'x', '-1', '1.5']) {
      const res = await world.student.inject({
        method: 'GET',
        url: `/api/users/settings/payments/?page=${page}`,
      });
      expectRefused(res, 'page');
    }
  });
});

describe('PUT /api/notifications/settings/', () => {
  it('changes the toggles sent, keeps the others, and the settings read shows them', async () => {
    const who = await world.newStudent();
    const res = await put(who, '/api/notifications/settings/', { email_promotional_notifications: true });
    expect(res.statusCode, res.body).toBe(200);
    const expected: NotificationSettings = {
      email_lesson_notifications: true,
      email_account_notifications: true,
      email_promotional_notifications: true,
      lesson_reminder_24h: true,
      lesson_reminder_1h: true,
    };
    expect(res.json()).toEqual(expected);
    const both = await put(who, '/api/notifications/settings/', {
      email_lesson_notifications: false,
      email_account_notifications: false,
    });
    expect(both.json()).toEqual({
      ...expected,
      email_lesson_notifications: false,
      email_account_notifications: false,
    });
    expect((await settingsOf(who)).notification_settings).toEqual(both.json());
    // Issue 22 item 5: each reminder on its own.
    const reminder = await put(who, '/api/notifications/settings/', { lesson_reminder_1h: false });
    expect(reminder.json()).toEqual({ ...both.json(), lesson_reminder_1h: false });
    expect((await settingsOf(who)).notification_settings.lesson_reminder_24h).toBe(true);
  });

  it('refuses a toggle that is not a boolean and changes nothing', async () => {
    const who = await world.newStudent();
    for (const payload of [{ email_lesson_notifications: 'no' }, { email_lesson_notifications: null }]) {
      expectRefused(await put(who, '/api/notifications/settings/', payload), 'email_lesson_notifications');
    }
    expectRefused(
      await put(who, '/api/notifications/settings/', { lesson_reminder_24h: 1 }),
      'lesson_reminder_24h',
    );
    expect((await settingsOf(who)).notification_settings.lesson_reminder_24h).toBe(true);
    expect((await settingsOf(who)).notification_settings.email_lesson_notifications).toBe(true);
  });
});

type Form = Record<string, string | { data: Buffer; filename: string; type: string } | undefined>;
async function sendProfile(who: Session, form: Form) {
  const { payload, contentType } = await multipart(form);
  return who.inject({
    method: 'PUT',
    url: '/api/users/profile/',
    payload,
    headers: { 'content-type': contentType },
  });
}
const photo = (data: Buffer, filename = 'me.png', type = 'image/png') => ({ data, filename, type });

describe('PUT /api/users/profile/', () => {
  it('changes the names and stores the photo re-encoded as JPEG (multipart, as the page sends it)', async () => {
    const who = await world.newStudent();
    const res = await sendProfile(who, {
      first_name: '  Samantha ',
      last_name: 'Reed',
      profile_picture: photo(await pngPhoto(200, 150)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileUpdateResponse>();
    expect(body.message).toBe(settingsMessages.profileUpdated);
    expect(body.user).toMatchObject({ first_name: 'Samantha', last_name: 'Reed', email: who.email });
    expect(body.user.profile_picture).toMatch(/^\/media\/photos\/\d+-[0-9a-f]+\.jpg$/);
    const stored = await readFile(path.join(world.dataDir, 'uploads', body.user.profile_picture!.slice(7)));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    const served = await world.ctx.app.inject({ method: 'GET', url: body.user.profile_picture! });
    expect(served.statusCode).toBe(200);
    expect((await settingsOf(who)).user).toEqual(body.user);
    const check = await who.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json()).toMatchObject({
      user: { first_name: 'Samantha', profile_picture: body.user.profile_picture },
    });
  });

  it('accepts names alone as JSON, and an empty file input as "no new photo"', async () => {
    const who = await world.newStudent();
    expect((await put(who, '/api/users/profile/', { first_name: 'Jo' })).statusCode).toBe(200);
    const res = await sendProfile(who, {
      first_name: 'Jo',
      last_name: 'Doe',
      profile_picture: photo(Buffer.alloc(0), '', 'application/octet-stream'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProfileUpdateResponse>().user).toMatchObject({
      first_name: 'Jo',
      last_name: 'Doe',
      profile_picture: null,
    });
  });

  it.each([
    ['an SVG', () => svgImage(), 'face.svg', photoMessages.invalidType],
    ['a renamed program', () => exeRenamed(), 'photo.jpg', photoMessages.invalidType],
    ['a JPEG over 2 MB', () => jpegOver2Mb(), 'big.jpg', photoMessages.tooLarge],
  ])('refuses %s and changes nothing', async (_what, make, filename, message) => {
    const who = await world.newStudent();
    const before = await settingsOf(who);
    const photosBefore = await storedPhotos(world.dataDir);
    const res = await sendProfile(who, {
      first_name: 'Changed',
      last_name: 'Name',
      profile_picture: photo(await make(), filename, 'image/jpeg'),
    });
    expectRefused(res, 'profile_picture', message);
    expect(await settingsOf(who)).toEqual(before);
    expect(await storedPhotos(world.dataDir)).toEqual(photosBefore);
  });

  it('refuses a file over the 5 MB upload limit with a 413 and changes nothing', async () => {
    const who = await world.newStudent();
    const before = await settingsOf(who);
    const big = Buffer.concat([await jpegOver2Mb(), await jpegOver2Mb()]);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await sendProfile(who, {
      first_name: 'Changed',
      profile_picture: photo(big, 'big.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
    expect(await settingsOf(who)).toEqual(before);
  });

  it.each([
    ['an empty first name', { first_name: '   ', last_name: 'Doe' }, 'first_name'],
    ['a last name over 150 characters', { first_name: 'Jo', last_name: 'x'.repeat(151) }, 'last_name'],
    ['a control character', { first_name: 'Jo\u0007', last_name: 'Doe' }, 'first_name'],
    ['a NUL character', { first_name: 'Jo\u0000', last_name: 'Doe' }, 'first_name'],
  ])('refuses %s and changes nothing', async (_what, form, field) => {
    const who = await world.newStudent();
    const before = await settingsOf(who);
    expectRefused(await sendProfile(who, form), field);
    expectRefused(await put(who, '/api/users/profile/', form), field);
    expect(await settingsOf(who)).toEqual(before);
  });

  it('refuses a file in another field', async () => {
    const res = await sendProfile(world.student, { first_name: 'Jo', avatar: photo(await pngPhoto()) });
    expectRefused(res, 'avatar');
  });

  it("keeps a mentor's search document in step with the new name", async () => {
    const res = await put(world.mentor, '/api/users/profile/', { last_name: 'Quintanilla' });
    expect(res.statusCode, res.body).toBe(200);
    const list = await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?search=quintanilla' });
    expect(list.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual([world.mentorId]);
    const [row] = await queryRows<{ last_name: string }>(
      world.ctx.database.db,
      sql`SELECT last_name FROM users WHERE email = ${world.mentorEmail}`,
    );
    expect(row?.last_name).toBe('Quintanilla');
    await put(world.mentor, '/api/users/profile/', { last_name: 'Lopez' });
  });
});
