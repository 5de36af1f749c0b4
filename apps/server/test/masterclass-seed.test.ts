/**
 * The demo masterclass (issue 7): a demo database always shows one upcoming class. The seed adds one a
 * week ahead when none lies ahead, leaves things alone while one does, and adds the next once the clock
 * has passed it. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, it } from 'vitest';
import type { Masterclass } from '@app/contract';
import type { FixedClock } from '../src/platform/clock.ts';
import { DEMO_MASTERCLASS, seedMasterclass } from '../src/modules/webinars/seed.ts';
import { useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
const DAY_MS = 86_400_000;

async function upcoming(): Promise<Masterclass[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: '/api/webinars/meet-and-greets/?is_active=true',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Masterclass[]>();
}

it('keeps one upcoming demo masterclass, a week ahead, with every seat free', async () => {
  const db = world.ctx.database.db;
  const clock = world.ctx.clock as FixedClock;
  expect(await upcoming()).toEqual([]);

  await seedMasterclass(db, clock.now());
  const [first, ...others] = await upcoming();
  expect(others).toEqual([]);
  expect(first).toMatchObject({
    name: DEMO_MASTERCLASS.name,
    slots_left: DEMO_MASTERCLASS.capacity,
    topic: 'piano',
  });
  const start = Date.parse(first!.start_time_utc);
  expect(start - clock.now().getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
  expect(start - clock.now().getTime()).toBeLessThanOrEqual(7 * DAY_MS + 3_600_000);

  // A restart while it still lies ahead adds nothing.
  await seedMasterclass(db, clock.now());
  expect((await upcoming()).map((c) => c.id)).toEqual([first!.id]);

  // Once it is over, the next start adds a new one a week from then.
  clock.advance(8 * 86_400);
  expect(await upcoming()).toEqual([]);
  await seedMasterclass(db, clock.now());
  const [next] = await upcoming();
  expect(next!.id).not.toBe(first!.id);
  expect(Date.parse(next!.start_time_utc) - clock.now().getTime()).toBeGreaterThanOrEqual(7 * DAY_MS);
});
