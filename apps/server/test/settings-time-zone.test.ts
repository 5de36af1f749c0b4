/**
 * The time-zone setting (ADR 49): PUT /api/users/time-zone/ stores a chosen zone or follows the device; the
 * auth check and the settings read expose it; a chosen zone survives sign-ins from elsewhere and drives the
 * caller's available times and the lesson mails and invitations. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { settingsMessages, type AuthCheckResponse, type AvailableTimesResponse } from '@app/contract';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import { expectRefused, settingsOf } from './settings-fixtures.ts';

const world = useBookingWorld();
const URL = '/api/users/time-zone/';

const setZone = (who: Session, timezone: string, follow_device = false) =>
  who.inject({ method: 'PUT', url: URL, payload: { timezone, follow_device } });

async function chosenZone(who: Session): Promise<string | null | undefined> {
  const res = await who.inject({ method: 'GET', url: '/api/auth/check/' });
  return res.json<AuthCheckResponse>().user?.time_zone;
}

describe('PUT /api/users/time-zone/', () => {
  it('is refused to a visitor with 401', async () => {
    const res = await world.ctx.app.inject({
      method: 'PUT',
      url: URL,
      payload: { timezone: 'Asia/Tokyo', follow_device: false },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a zone the runtime does not know with a 400 naming the field, changing nothing', async () => {
    const student = await world.newStudent();
    for (const timezone of ['Mars/Olympus_Mons', '', 'x'.repeat(100)]) {
      const res = await setZone(student, timezone);
      expectRefused(res, 'timezone');
      expect(res.json<{ errors: Record<string, string[]> }>().errors.timezone).toContain(
        settingsMessages.unknownTimeZone,
      );
    }
    expect((await settingsOf(student)).time_zone).toEqual({ timezone: 'UTC', follow_device: true });
  });

  it('keeps a chosen zone, in its canonical spelling, whatever device signs in afterwards', async () => {
    const student = await world.newStudent();
    const res = await setZone(student, 'asia/tokyo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timezone: 'Asia/Tokyo', follow_device: false });
    expect(await chosenZone(student)).toBe('Asia/Tokyo');
    const again = await login(world.ctx.app, student.user.email, { timezone: 'America/New_York' });
    expect(await chosenZone(again)).toBe('Asia/Tokyo');
    expect((await settingsOf(again)).time_zone).toEqual({ timezone: 'Asia/Tokyo', follow_device: false });
  });

  it("makes the chosen zone the caller's zone for available times, whatever X-Timezone says", async () => {
    const student = await world.newStudent();
    await setZone(student, 'Asia/Tokyo');
    const res = await student.inject({
      method: 'GET',
      url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}&start_date=2026-11-24&end_date=2026-11-24`,
      headers: { 'x-timezone': 'America/New_York' },
    });
    const body = res.json<AvailableTimesResponse>();
    expect(body.timezone).toBe('Asia/Tokyo');
    // The Tokyo day begins at 16:00 on Monday in Berlin, inside Maya's hours: its first slot is midnight.
    expect(body.available_slots[0]?.start_time).toBe('2026-11-24T00:00:00+09:00');
  });

  it("follows the device again: the auth check names no zone and the next sign-in stores the device's", async () => {
    const student = await world.newStudent();
    await setZone(student, 'Asia/Tokyo');
    const res = await setZone(student, 'America/New_York', true);
    expect(res.json()).toEqual({ timezone: 'America/New_York', follow_device: true });
    expect(await chosenZone(student)).toBeNull();
    const elsewhere = await login(world.ctx.app, student.user.email, { timezone: 'Europe/Lisbon' });
    expect((await settingsOf(elsewhere)).time_zone).toEqual({
      timezone: 'Europe/Lisbon',
      follow_device: true,
    });
  });
});

describe('lesson mails in the chosen zone', () => {
  it("name the student's chosen zone in the mail and the invitation; the mentor keeps hers", async () => {
    const student = await login(world.ctx.app, (await world.newStudent()).user.email, {
      timezone: 'America/New_York',
    });
    await setZone(student, 'Asia/Tokyo');
    await bookLesson(world, student, '2026-11-24T09:00:00Z');
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toContain('is booked');
    expect(mail?.text).toContain('When: Tuesday, 24 November 2026 at 18:00 (Tokyo time, GMT+9)');
    const emails = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/dev/emails/?to=${encodeURIComponent(student.user.email)}`,
    });
    const [ics] = emails.json<{ attachments: { content: string }[] }[]>()[0]!.attachments;
    expect(ics!.content).toContain('DTSTART:20261124T090000Z\r\n');
    expect(ics!.content.replace(/\r\n /g, '')).toContain(
      'Starts: Tuesday\\, 24 November 2026 at 18:00 (Tokyo time\\, GMT+9)',
    );
    const toMaya = await latestMailTo(world.ctx, world.maya.email);
    expect(toMaya?.text).toContain('When: Tuesday, 24 November 2026 at 10:00 (Berlin time, GMT+1)');
  });
});
