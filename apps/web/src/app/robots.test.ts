import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../shared/api/call.ts';

// The file Vite copies into the build as /robots.txt (without it the app's index.html answered, which
// search engines and Lighthouse read as an invalid robots.txt).
const robots = readFileSync(join(import.meta.dirname, '../../public/robots.txt'), 'utf8');

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
  it('speaks to every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
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
    pathOf('mentors.list'),
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
