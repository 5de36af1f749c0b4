/**
 * A masterclass ahead on the journey's server. The demo data has one on a fresh server; specs that move
 * the shared dev clock by days may have taken it into the past, and then staff add one through the staff
 * API, three days after the server's "now".
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Masterclass } from '@app/contract';
import { expect } from '@playwright/test';
import { DEMO } from './env.ts';
import { apiHeaders, signInByApi } from './helpers.ts';

/** The classes ahead, as the navbar's banner and /meet-and-greet list them. */
export async function upcomingClasses(request: APIRequestContext): Promise<Masterclass[]> {
  return (await (await request.get('/api/webinars/meet-and-greets/?is_active=true')).json()) as Masterclass[];
}

/** The server's clock (GET /api/dev/clock/) in milliseconds. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  return Date.parse(now);
}

/** Makes sure a class lies ahead; answers the classes ahead. */
export async function ensureUpcomingClass(
  browser: Browser,
  request: APIRequestContext,
): Promise<Masterclass[]> {
  if ((await upcomingClasses(request)).length > 0) return upcomingClasses(request);
  const staff = await browser.newContext();
  await signInByApi(staff, DEMO.staff.email, DEMO.staff.password);
  const start = new Date((await serverNow(request)) + 3 * 86_400_000).toISOString().slice(0, 16);
  const res = await staff.request.post('/api/admin/masterclasses/', {
    headers: await apiHeaders(staff.request),
    data: {
      name: 'Piano basics live',
      description: 'The first chords and a simple song.',
      show_off_url: 'https://www.youtube-nocookie.com/embed/abcdef12345',
      join_url: 'https://meet.example.com/piano-basics',
      start_time_local: start,
      timezone: 'UTC',
      duration: 60,
      capacity: 30,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await staff.close();
  return upcomingClasses(request);
}
