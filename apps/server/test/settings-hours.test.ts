/**
 * A mentor's hours in settings: the weekly availability (API-39: S1 slot rules, touching slots allowed, an
 * IANA zone) and the session lengths with their breaks (API-40). Each answers the updated object; each
 * refusal is a 400 in the R1 shape that changes nothing; bookings are never touched. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { settingsMessages, type AvailabilitySettings, type SessionSetting } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { expectRefused, expectUnchanged, put, settingsOf, useSettingsWorld } from './settings-fixtures.ts';

const world = useSettingsWorld();
const HOURS = '/api/mentors/update-availability/';
const SESSIONS = '/api/mentors/update-sessions-times/';

const week = (days: Record<string, [string, string][]>) =>
  Object.entries(days).map(([weekday, slots]) => ({
    weekday,
    time_slots: slots.map(([start, end]) => ({ start, end })),
  }));

describe('PUT /api/mentors/update-availability/', () => {
  it('replaces the weekly hours and zone; touching slots are fine; bookings stay', async () => {
    const [{ n: bookingsBefore }] = (await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM bookings`,
    )) as [{ n: number }];
    const res = await put(world.mentor, HOURS, {
      timezone: 'America/New_York',
      available_times: week({
        Sat: [
          ['13:00', '15:00'],
          ['09:00', '13:00'],
        ],
        Tue: [['18:00', '24:00']],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const hours = res.json<AvailabilitySettings>();
    expect(hours.timezone).toBe('America/New_York');
    expect(hours.available_times).toEqual(
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday) => ({
        weekday,
        time_slots:
          weekday === 'Sat'
            ? [
                { start: '09:00', end: '13:00' },
                { start: '13:00', end: '15:00' },
              ]
            : weekday === 'Tue'
              ? [{ start: '18:00', end: '24:00' }]
              : [],
      })),
    );
    expect((await settingsOf(world.mentor)).availability).toEqual(hours);
    const [{ n: bookingsAfter }] = (await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM bookings`,
    )) as [{ n: number }];
    expect(bookingsAfter).toBe(bookingsBefore);
    // The zone is stored in its canonical spelling.
    const lower = await put(world.mentor, HOURS, {
      timezone: 'europe/berlin',
      available_times: week({ Mon: [['09:00', '17:00']] }),
    });
    expect(lower.json<AvailabilitySettings>().timezone).toBe('Europe/Berlin');
  });

  it.each([
    [
      'overlapping slots',
      {
        Mon: [
          ['09:00', '12:00'],
          ['11:30', '13:00'],
        ],
      },
      settingsMessages.slotOverlap,
    ],
    ['an inverted slot', { Wed: [['17:00', '09:00']] }, settingsMessages.slotOrder],
    ['an empty slot', { Wed: [['09:00', '09:00']] }, settingsMessages.slotOrder],
    ['a time off the half hour', { Thu: [['09:15', '10:00']] }, settingsMessages.slotGrid],
  ] as const)('refuses %s with the spec sentence and changes nothing', async (_what, days, message) => {
    await expectUnchanged(world.mentor, async () => {
      const res = await put(world.mentor, HOURS, {
        timezone: 'Europe/Berlin',
        available_times: week(days as never),
      });
      expectRefused(res, 'available_times', message);
    });
  });

  it.each([
    ['an unknown zone', { timezone: 'Mars/Olympus', available_times: [] }, 'timezone'],
    ['an offset instead of a zone', { timezone: '+02:00', available_times: [] }, 'timezone'],
    [
      'an unknown weekday',
      { timezone: 'UTC', available_times: week({ Funday: [['09:00', '10:00']] }) },
      'available_times.0.weekday',
    ],
    [
      'a malformed time',
      { timezone: 'UTC', available_times: week({ Mon: [['9am', '10:00']] }) },
      'available_times.0.time_slots.0.start',
    ],
    [
      'a weekday twice',
      {
        timezone: 'UTC',
        available_times: week({ Mon: [['09:00', '10:00']] }).concat(week({ Mon: [['11:00', '12:00']] })),
      },
      'available_times',
    ],
  ])('refuses %s and changes nothing', async (_what, body, field) => {
    await expectUnchanged(world.mentor, async () => {
      expectRefused(await put(world.mentor, HOURS, body), field);
    });
  });
});

describe('PUT /api/mentors/update-sessions-times/', () => {
  const ids = async () =>
    queryRows<{ id: number; session_time: number }>(
      world.ctx.database.db,
      sql`SELECT id, session_time FROM mentor_sessions WHERE mentor_id = ${world.mentorId} ORDER BY session_time`,
    );

  it('replaces the lengths, keeps the ids of the lengths that stay, and answers the list', async () => {
    const before = await ids();
    const res = await put(world.mentor, SESSIONS, {
      sessions: [
        { session_time: 90, timeout_time: 5 },
        { session_time: 30, timeout_time: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected: SessionSetting[] = [
      { session_minutes: 30, timeout_minutes: 0 },
      { session_minutes: 90, timeout_minutes: 5 },
    ];
    expect(res.json()).toEqual(expected);
    expect((await settingsOf(world.mentor)).session_settings).toEqual(expected);
    const after = await ids();
    expect(after.find((s) => s.session_time === 30)?.id).toBe(before.find((s) => s.session_time === 30)?.id);
    expect(after.map((s) => s.session_time)).toEqual([30, 90]);
  });

  it.each([
    ['no sessions', { sessions: [] }, 'sessions'],
    [
      'a length of 45 minutes',
      { sessions: [{ session_time: 45, timeout_time: 0 }] },
      'sessions.0.session_time',
    ],
    [
      'a break of 7 minutes',
      { sessions: [{ session_time: 30, timeout_time: 7 }] },
      'sessions.0.timeout_time',
    ],
    [
      'a break of 65 minutes',
      { sessions: [{ session_time: 30, timeout_time: 65 }] },
      'sessions.0.timeout_time',
    ],
    [
      'a length twice',
      {
        sessions: [
          { session_time: 30, timeout_time: 0 },
          { session_time: 30, timeout_time: 5 },
        ],
      },
      'sessions',
    ],
    [
      'dropping 30 minutes while offering a free trial',
      { sessions: [{ session_time: 60, timeout_time: 0 }] },
      'sessions',
    ],
  ])('refuses %s and changes nothing', async (_what, body, field) => {
    await expectUnchanged(world.mentor, async () => {
      expectRefused(await put(world.mentor, SESSIONS, body), field);
    });
  });
});
