/**
 * /robots.txt, served by the server since ADR 68 (before, the web build's static file; without either the
 * app's index.html answered, which search engines and Lighthouse read as an invalid robots.txt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
let robots = '';
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://music.example' } });
  const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  robots = res.body;
});
afterAll(() => ctx.close());

/** Google's reading: the longest matching rule wins, Allow on a tie; no rule means allowed. */
function allowed(path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S+)/i.exec(line.trim());
    if (!rule?.[2] || !path.startsWith(rule[2])) continue;
    const allow = rule[1]!.toLowerCase() === 'allow';
    if (rule[2].length > best.length || (rule[2].length === best.length && allow)) {
      best = { length: rule[2].length, allow };
    }
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('speaks to every crawler and names the sitemap by its public address', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/music\.example\/sitemap\.xml$/m);
  });

  it.each([
    '/',
    '/listings',
    '/listings?instrument=Guitar&sort_by=price',
    '/mentor/4',
    '/become-mentor',
    '/meet-and-greet',
    '/support',
    '/terms',
    '/privacy',
    '/cookies',
    '/refund-policy',
    '/login',
  ])('lets search engines read the public page %s', (path) => {
    expect(allowed(path)).toBe(true);
  });

  it.each([
    routeOf('mentors.list').path,
    '/dev/outbox',
    '/admin/applications',
    '/auth/reset-password?token=x',
    '/booking-confirmation',
    '/bookings/12/cancel',
    '/calendar',
    '/checkout/test/abc',
    '/component-catalog',
    '/connect/test/acct',
    '/insights',
    '/students/5',
    '/lesson/12?t=token',
    '/lesson-preparation',
    '/messages',
    '/my-lessons/review?booking_id=1',
    '/saved',
    '/settings?tab=account',
  ])('keeps %s out of their index', (path) => {
    expect(allowed(path)).toBe(false);
  });
});
