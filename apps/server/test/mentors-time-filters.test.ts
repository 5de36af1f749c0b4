/**
 * Issue 20 item 3 (ADR 68): "available on", "time of day" (in the student's zone) and "offers a trial" on
 * the list call, served from mentors.free_half_hours, which the triggers of migration 0035 keep. The mentors live
 * in zones without daylight saving, so the expectations hold on any date the database's clock shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MentorListResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { refreshFreeSlotsOfMovedZones } from '../src/modules/mentors/repository.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { addMentor } from './catalogue-fixtures.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};

async function list(query: string): Promise<MentorListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/?page_size=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorListResponse>();
}
async function who(query: string): Promise<string[]> {
  const r = await list(query);
  expect(r.count).toBe(r.results.length);
  return r.results.map((m) => m.user.full_name.split(' ')[0]!).sort();
}

beforeAll(async () => {
  // January: the students' zones with daylight saving (Berlin, New York) are on winter time.
  ctx = await createTestContext({ now: '2026-01-14T12:00:00Z' });
  const now = ctx.clock.now();
  // Ursula (UTC): Monday 17:00-19:00 UTC, offers a trial.
  ids.ursula = (
    await addMentor(
      ctx.database,
      {
        firstName: 'Ursula',
        lastName: 'Utc',
        timezone: 'UTC',
        offerTrial: true,
        sessions: [{ sessionTime: 30, timeoutTime: 0 }],
        availability: [{ weekday: 0, startTime: '17:00', endTime: '19:00' }],
      },
      now,
    )
  ).id;
  // Taro (Tokyo, +9): Monday 07:00-09:00 local = Sunday 22:00-24:00 UTC.
  ids.taro = (
    await addMentor(
      ctx.database,
      {
        firstName: 'Taro',
        lastName: 'Tokyo',
        timezone: 'Asia/Tokyo',
        availability: [{ weekday: 0, startTime: '07:00', endTime: '09:00' }],
      },
      now,
    )
  ).id;
  // Kavya (Kolkata, +5:30): Saturday 19:30-21:00 local = Saturday 14:00-15:30 UTC.
  ids.kavya = (
    await addMentor(
      ctx.database,
      {
        firstName: 'Kavya',
        lastName: 'Kolkata',
        timezone: 'Asia/Kolkata',
        availability: [{ weekday: 5, startTime: '19:30', endTime: '21:00' }],
      },
      now,
    )
  ).id;
  // Nadia has no weekly hours: no day and no time of day finds her.
  ids.nadia = (
    await addMentor(ctx.database, { firstName: 'Nadia', lastName: 'None', timezone: 'UTC' }, now)
  ).id;
});
afterAll(() => ctx.close());

describe('GET /api/mentors/list/ with days and time_of_day', () => {
  it('reads the parts of the day in the student zone', async () => {
    expect(await who('days=Mon&time_of_day=evening&tz=UTC')).toEqual(['Ursula']);
    // Berlin in winter (+1): Monday evening is 16:00-20:00 UTC, Ursula still; Tokyo's Monday morning is Taro.
    expect(await who('days=Mon&time_of_day=evening&tz=Europe/Berlin')).toEqual(['Ursula']);
    expect(await who('days=Mon&time_of_day=morning&tz=Asia/Tokyo')).toEqual(['Taro']);
    // In UTC, Taro's hours are Sunday night (21:00 to Monday 06:00 belongs to Sunday).
    expect(await who('days=Sun&time_of_day=night&tz=UTC')).toEqual(['Taro']);
    expect(await who('days=Mon&time_of_day=morning&tz=UTC')).toEqual([]);
    // New York in winter (-5): Saturday 09:00-10:30 local, a morning.
    expect(await who('days=Sat&time_of_day=morning&tz=America/New_York')).toEqual(['Kavya']);
    expect(await who('days=Sat&time_of_day=afternoon&tz=America/New_York')).toEqual([]);
  });

  it('combines several days or parts as "any of", and without a zone reads UTC', async () => {
    expect(await who('days=Mon,Sat')).toEqual(['Kavya', 'Ursula']);
    expect(await who('time_of_day=evening,night')).toEqual(['Taro', 'Ursula']);
    expect(await who('days=Tue,Wed,Thu,Fri')).toEqual([]);
    expect(await who('')).toEqual(['Kavya', 'Nadia', 'Taro', 'Ursula']);
  });

  it('filters on the trial offer', async () => {
    expect(await who('offers_trial=true')).toEqual(['Ursula']);
    expect(await who('offers_trial=false')).toEqual(['Kavya', 'Nadia', 'Taro']);
    expect(await who('offers_trial=true&days=Sat')).toEqual([]);
  });

  it('follows a change of weekly hours and of zone at once (counts kept per catalogue version)', async () => {
    expect((await list('days=Wed')).count).toBe(0);
    await ctx.database.db.execute(
      sql`INSERT INTO mentor_availability (mentor_id, weekday, start_time, end_time)
        VALUES (${ids.nadia}, 2, '10:00', '11:00')`,
    );
    expect(await who('days=Wed&time_of_day=morning')).toEqual(['Nadia']);
    await ctx.database.db.execute(sql`DELETE FROM mentor_availability WHERE mentor_id = ${ids.nadia}`);
    expect((await list('days=Wed')).count).toBe(0);
    // Ursula moves to Tokyo: her Monday 17:00-19:00 is now 08:00-10:00 UTC, a UTC morning.
    await ctx.database.db.execute(sql`UPDATE mentors SET timezone = 'Asia/Tokyo' WHERE id = ${ids.ursula}`);
    expect(await who('days=Mon&time_of_day=morning&tz=UTC')).toEqual(['Ursula']);
    expect(await who('days=Mon&time_of_day=evening&tz=UTC')).toEqual([]);
    await ctx.database.db.execute(sql`UPDATE mentors SET timezone = 'UTC' WHERE id = ${ids.ursula}`);
    expect(await who('days=Mon&time_of_day=evening&tz=UTC')).toEqual(['Ursula']);
  });

  it('recomputes the mentors whose zone changed its offset (daylight saving) and no one else', async () => {
    expect(await refreshFreeSlotsOfMovedZones(ctx.database.db)).toBe(0);
    // As if Taro's half hours had been computed while Tokyo was an hour off.
    await ctx.database.db.execute(
      sql`UPDATE mentors SET free_hours_offset_minutes = 480, free_half_hours = overlay(repeat('0', 336) placing '1111' from 101)::bit(336) WHERE id = ${ids.taro}`,
    );
    expect(await who('days=Sun&time_of_day=night&tz=UTC')).toEqual([]);
    expect(await refreshFreeSlotsOfMovedZones(ctx.database.db)).toBe(1);
    expect(await who('days=Sun&time_of_day=night&tz=UTC')).toEqual(['Taro']);
    const [row] = await queryRows<{ offset: number; slots: number[] }>(
      ctx.database.db,
      sql`SELECT free_hours_offset_minutes AS offset, ARRAY(SELECT i FROM generate_series(0, 335) i
        WHERE substring(free_half_hours::text, i + 1, 1) = '1') AS slots FROM mentors WHERE id = ${ids.taro}`,
    );
    expect(row).toEqual({ offset: 540, slots: [332, 333, 334, 335] });
  });

  it('refuses unknown days, parts of the day, zones and trial values with a 400', async () => {
    for (const query of [
      'days=Funday',
      'days=Mon,mon',
      'time_of_day=noon',
      'tz=Mars/Base',
      'offers_trial=yes',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
