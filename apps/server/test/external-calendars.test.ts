/**
 * Busy times in from a mentor's other calendars (issue 22 item 3): GET/POST/DELETE
 * /api/mentors/external-calendars/, the fetch on adding and every 15 minutes (the scheduler), the busy
 * periods blocking slots in listing AND booking exactly like time off, and the safe fetch (private
 * address, too large, not iCalendar, too many redirects: last_error set, the last good periods kept).
 * The feeds are served by a local HTTP server this file starts. Now is Monday 2026-11-23 08:00 UTC; Maya
 * teaches 09:00-18:00 Berlin (08:00-17:00 UTC) every day. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  externalCalendarMessages as texts,
  type AvailableTimesResponse,
  type ExternalCalendar,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { fetchFeed } from '../src/modules/calendar/external-fetch.ts';
import { login } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld({ env: { EXTERNAL_CALENDAR_ALLOW_PRIVATE: 'true' } });
const CALENDARS = '/api/mentors/external-calendars/';

/** Maya's other calendar: a weekly lesson elsewhere with an exception of each kind, a day off, free time. */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Busy//EN',
  // Weekly Tuesday 12:00-13:00 Berlin (11:00 UTC), without a VTIMEZONE: the TZID names the zone.
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;TZID=Europe/Berlin:20261124T120000',
  'DTEND;TZID=Europe/Berlin:20261124T130000',
  'RRULE:FREQ=WEEKLY;COUNT=10',
  'EXDATE;TZID=Europe/Berlin:20261201T120000',
  'SUMMARY:Choir',
  'END:VEVENT',
  // The 8 December one moved to 15:00 Berlin (14:00 UTC).
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTAMP:20261101T000000Z',
  'RECURRENCE-ID;TZID=Europe/Berlin:20261208T120000',
  'DTSTART;TZID=Europe/Berlin:20261208T150000',
  'DTEND;TZID=Europe/Berlin:20261208T160000',
  'SUMMARY:Choir (moved)',
  'END:VEVENT',
  // All of Thursday 26 November (a date: the mentor's own day).
  'BEGIN:VEVENT',
  'UID:allday@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;VALUE=DATE:20261126',
  'DTEND;VALUE=DATE:20261127',
  'SUMMARY:Holiday',
  'END:VEVENT',
  // Free time blocks nothing.
  'BEGIN:VEVENT',
  'UID:free@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261125T100000Z',
  'DTEND:20261125T110000Z',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let served: 'feed' | 'large' | 'html' = 'feed';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/cal.ics' }).end();
      return;
    }
    // Headers sent, the calendar never: only the time limit ends the read.
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      return;
    }
    if (served === 'large') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      // Streamed without a length: the limit must hold on the bytes read, not on a header.
      const chunk = Buffer.alloc(1024 * 1024, 'X');
      for (let i = 0; i < 6; i += 1) res.write(chunk);
      res.end();
      return;
    }
    if (served === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function starts(date: string): Promise<string[]> {
  const search = new URLSearchParams({
    mentor_id: String(world.maya.id),
    session_id: String(world.maya.sessions[60]),
    start_date: date,
    end_date: date,
  });
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?${search.toString()}`,
    headers: { 'x-timezone': 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

const list = async () =>
  (await world.mentor.inject({ method: 'GET', url: CALENDARS })).json<ExternalCalendar[]>();
const periodCount = async () =>
  (
    await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM external_busy_periods WHERE mentor_id = ${world.maya.id}`,
    )
  )[0]!.n;

/** Fifteen minutes later, the scheduler's tick (Maya signs in again: her session was made at 08:00). */
async function nextSync() {
  world.ctx.clock.advance(15 * 60);
  await world.ctx.app.scheduler.runAll();
  world.mentor = await login(world.ctx.app, world.maya.email);
}

describe('a mentor adds another calendar', () => {
  let calendar: ExternalCalendar;

  it('is read at once, and its busy periods leave the slot list', async () => {
    expect(await starts('2026-11-24')).toContain('2026-11-24T11:00:00Z');
    expect((await starts('2026-11-26')).length).toBeGreaterThan(0);
    const res = await world.mentor.inject({
      method: 'POST',
      url: CALENDARS,
      payload: { url: `${base}/cal.ics` },
    });
    expect(res.statusCode, res.body).toBe(201);
    calendar = res.json<ExternalCalendar>();
    expect(calendar).toMatchObject({ url: `${base}/cal.ics`, last_error: null });
    expect(calendar.last_synced_at).toBe('2026-11-23T08:00:00Z');
    expect(await list()).toEqual([calendar]);

    // The weekly event (12:00-13:00 Berlin) takes every start whose lesson would touch 11:00-12:00 UTC.
    const tuesday = await starts('2026-11-24');
    expect(tuesday).toContain('2026-11-24T08:00:00Z');
    for (const start of tuesday) {
      const s = Date.parse(start);
      expect(
        s + 3_600_000 <= Date.parse('2026-11-24T11:00:00Z') || s >= Date.parse('2026-11-24T12:00:00Z'),
      ).toBe(true);
    }
    expect(await starts('2026-12-15')).not.toContain('2026-12-15T11:00:00Z');
    // EXDATE: 1 December is free; RECURRENCE-ID: 8 December moved to 14:00 UTC.
    expect(await starts('2026-12-01')).toContain('2026-12-01T11:00:00Z');
    const moved = await starts('2026-12-08');
    expect(moved).toContain('2026-12-08T11:00:00Z');
    expect(moved).not.toContain('2026-12-08T14:00:00Z');
    // The all-day event takes Maya's whole Thursday; free time takes nothing.
    expect(await starts('2026-11-26')).toEqual([]);
    expect(await starts('2026-11-25')).toContain('2026-11-25T10:00:00Z');
  });

  it('refuses a booking inside a busy period as it refuses one in time off', async () => {
    const refused = await bookAs(world.student, lessonRequest(world, '2026-11-24T11:00:00Z'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(bookingMessages.slotNotOffered);
    const allDay = await bookAs(world.student, lessonRequest(world, '2026-11-26T09:00:00Z'));
    expect(allDay.statusCode).toBe(400);
  });

  it.each([
    ['too large', 'large', `/cal.ics`, texts.tooLarge],
    ['not iCalendar', 'html', `/cal.ics`, texts.notICalendar],
    ['too many redirects', 'feed', `/hop/3`, texts.tooManyRedirects],
  ] as const)(
    'a feed that turns %s keeps its last good periods and says why',
    async (_name, serve, path, error) => {
      const before = await periodCount();
      expect(before).toBeGreaterThan(0);
      served = serve;
      await queryRows(
        world.ctx.database.db,
        sql`UPDATE external_calendars SET url = ${base + path} WHERE id = ${calendar.id}`,
      );
      await nextSync();
      const [after] = await list();
      expect(after!.last_error).toBe(error);
      expect(after!.last_synced_at).toBe('2026-11-23T08:00:00Z');
      expect(await periodCount()).toBe(before);
      expect(await starts('2026-11-24')).not.toContain('2026-11-24T11:00:00Z');
      served = 'feed';
    },
  );

  it('a feed that does not finish in time is "too slow" (the limit shortened from 10 s for the test)', async () => {
    const rules = { httpsOnly: false, allowPrivate: true };
    await expect(fetchFeed(`${base}/slow`, rules, 300)).rejects.toThrow(texts.tooSlow);
  });

  it('three redirects are followed, and the next good sync clears the error', async () => {
    await queryRows(
      world.ctx.database.db,
      sql`UPDATE external_calendars SET url = ${`${base}/hop/2`} WHERE id = ${calendar.id}`,
    );
    await nextSync();
    const [after] = await list();
    expect(after!.last_error).toBeNull();
    expect(after!.last_synced_at).toBe(world.ctx.clock.now().toISOString().replace('.000Z', 'Z'));
  });

  it('refuses a private address without EXTERNAL_CALENDAR_ALLOW_PRIVATE, keeping the old periods', async () => {
    const before = await periodCount();
    world.ctx.app.config.EXTERNAL_CALENDAR_ALLOW_PRIVATE = false;
    try {
      await nextSync();
      expect((await list())[0]!.last_error).toBe(texts.privateAddress);
      expect(await periodCount()).toBe(before);
      // Checked on the resolved address too, and after a redirect.
      const port = new URL(base).port;
      const rules = { httpsOnly: false, allowPrivate: false };
      await expect(fetchFeed(`http://localhost:${port}/cal.ics`, rules)).rejects.toThrow(
        texts.privateAddress,
      );
      await expect(fetchFeed(`http://[::1]:${port}/cal.ics`, rules)).rejects.toThrow(texts.privateAddress);
      await expect(fetchFeed('http://169.254.169.254/latest/', rules)).rejects.toThrow(texts.privateAddress);
      const added = await world.mentor.inject({
        method: 'POST',
        url: CALENDARS,
        payload: { url: `${base}/hop/1` },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json<ExternalCalendar>().last_error).toBe(texts.privateAddress);
      await world.mentor.inject({
        method: 'DELETE',
        url: `${CALENDARS}${added.json<ExternalCalendar>().id}/`,
      });
    } finally {
      world.ctx.app.config.EXTERNAL_CALENDAR_ALLOW_PRIVATE = true;
    }
  });

  it('refuses an address that is not http(s) with a 400 naming the field, storing nothing', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'not an address', '', 'file:///etc/passwd']) {
      const res = await world.mentor.inject({ method: 'POST', url: CALENDARS, payload: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.url).toBeDefined();
    }
    expect(await list()).toHaveLength(1);
    await expect(
      fetchFeed('http://example.com/cal.ics', { httpsOnly: true, allowPrivate: false }),
    ).rejects.toThrow(texts.httpsOnly);
  });

  it("is the mentor's own: another mentor's calendar is 404, a student 403, a visitor 401", async () => {
    const [other] = await queryRows<{ id: number }>(
      world.ctx.database.db,
      sql`INSERT INTO external_calendars (mentor_id, url, created_at)
          VALUES (${world.otherMentor.id}, 'https://example.com/other.ics', now()) RETURNING id`,
    );
    expect((await list()).map((c) => c.id)).not.toContain(other!.id);
    const removeOther = await world.mentor.inject({ method: 'DELETE', url: `${CALENDARS}${other!.id}/` });
    expect(removeOther.statusCode).toBe(404);
    const student = await world.newStudent();
    expect((await student.inject({ method: 'GET', url: CALENDARS })).statusCode).toBe(403);
    const studentAdd = await student.inject({ method: 'POST', url: CALENDARS, payload: { url: base } });
    expect(studentAdd.statusCode).toBe(403);
    expect((await world.ctx.app.inject({ method: 'GET', url: CALENDARS })).statusCode).toBe(401);
  });

  it('removing it gives its busy times back', async () => {
    const res = await world.mentor.inject({ method: 'DELETE', url: `${CALENDARS}${calendar.id}/` });
    expect(res.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect(await periodCount()).toBe(0);
    expect(await starts('2026-11-24')).toContain('2026-11-24T11:00:00Z');
  });
});
