/**
 * Calendar feeds out (issue 22 item 2): each user's private subscription address, its iCalendar text read
 * back with a real parser (ical.js), the same UID and a higher SEQUENCE after a cancellation, rotation
 * (the old address dead at once) and the 404 that reveals nothing. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import type { Session } from './auth-helpers.ts';

const world = useBookingWorld();
const ADDRESS = '/api/users/calendar-feed/';

async function addressOf(who: Session): Promise<string> {
  const res = await who.inject({ method: 'GET', url: ADDRESS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
}

/** Fetches an address with no session, as a calendar app does. */
function fetchFeed(url: string) {
  return world.ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
}

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('the subscription address', () => {
  it('is private to the user, stable until rotated, and carries a 256-bit token', async () => {
    expect((await world.ctx.app.inject({ method: 'GET', url: ADDRESS })).statusCode).toBe(401);
    const url = await addressOf(world.student);
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await addressOf(world.student)).toBe(url);
    expect(await addressOf(world.mentor)).not.toBe(url);
    // Stored hashed: the table holds neither the token nor anything that works as an address.
    const token = url.split('/').at(-1)!.replace('.ics', '');
    const rows = await queryRows<{ nonce: string; token_hash: string }>(
      world.ctx.database.db,
      sql`SELECT nonce, token_hash FROM calendar_feeds`,
    );
    for (const row of rows) {
      expect(row.token_hash).not.toContain(token);
      expect(row.nonce).not.toBe(token);
      expect((await fetchFeed(url.replace(token, row.nonce.slice(0, 43)))).statusCode).toBe(404);
    }
  });
});

describe('the feed', () => {
  it('holds the lesson for student and mentor: UTC times, the zone named, a stable UID; cancelled raises SEQUENCE', async () => {
    const id = await bookLesson(world, world.student, '2026-11-26T10:00:00Z');
    const res = await fetchFeed(await addressOf(world.student));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).not.toContain('METHOD:');
    const [lesson] = events(res.body).filter((e) => e.uid.startsWith(`booking-${id}@`));
    expect(lesson).toBeDefined();
    expect(lesson!.startDate.toJSDate().toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(lesson!.endDate.toJSDate().toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(lesson!.startDate.zone.tzid).toBe('UTC');
    expect(res.body).toContain('DTSTART:20261126T100000Z');
    expect(lesson!.summary).toBe('Guitar lesson with Maya Lopez');
    expect(lesson!.description).toMatch(/Starts: .*\(UTC\)|Starts: .*UTC/);
    expect(lesson!.sequence).toBe(0);

    const mentorFeed = events((await fetchFeed(await addressOf(world.mentor))).body);
    const seen = mentorFeed.find((e) => e.uid === lesson!.uid);
    expect(seen?.summary).toBe('Guitar lesson with Student1 Tester');

    const cancel = await world.student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = events((await fetchFeed(await addressOf(world.student))).body).find(
      (e) => e.uid === lesson!.uid,
    );
    expect(after?.sequence).toBe(1);
    expect(after?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('rotating kills the old address at once; wrong and malformed tokens answer the same 404', async () => {
    const old = await addressOf(world.student);
    const rotated = await world.student.inject({ method: 'POST', url: '/api/users/calendar-feed/rotate/' });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ url: string }>().url;
    expect(fresh).not.toBe(old);
    expect(await addressOf(world.student)).toBe(fresh);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);

    const gone = await fetchFeed(old);
    const wrong = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/calendar/feed/${'A'.repeat(43)}.ics`,
    });
    const malformed = await world.ctx.app.inject({ method: 'GET', url: '/api/calendar/feed/short.ics' });
    for (const res of [gone, wrong, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(wrong.body);
    }
    expect(
      (await world.ctx.app.inject({ method: 'POST', url: '/api/users/calendar-feed/rotate/' })).statusCode,
    ).toBe(401);
  });
});
