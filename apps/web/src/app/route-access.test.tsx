/**
 * The route table binds every path to the right access rule (ROUTE-01..28, ROLE-01..03, R5): where each
 * kind of person ends up when they open each path. guards.test.ts checks the rules themselves; this file
 * checks that each route uses the right one.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, type SessionName } from '../../test/sessions.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { saveCookiePreferences, syncCookieConsentFromStorage } from '../shared/consent/cookie-consent.ts';
import { authCheckKey } from '../shared/session/auth-check.ts';
import { readStored, storageKeys } from '../shared/storage/storage.ts';
import { routes } from './routes.tsx';

async function landing(entry: string, who: SessionName): Promise<string> {
  queryClient.setQueryData(authCheckKey, sessions[who]);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location.pathname + router.state.location.search;
}

const publicPaths = [
  '/', // ROUTE-06
  '/listings', // ROUTE-07
  '/listings?search=jazz&instrument=Guitar',
  '/support', // ROUTE-08
  '/terms',
  '/privacy',
  '/cookies',
  '/refund-policy', // ROUTE-10
  '/meet-and-greet', // ROUTE-11
  '/mentor/12', // ROUTE-13
  '/auth/error?error=access_denied', // ROUTE-05
  '/checkout/test/cs_1', // B11: the test provider's hosted checkout
];

const signedInPaths = [
  '/saved', // ROUTE-14
  '/messages', // ROUTE-17
  '/chat',
  '/chat/4',
  '/settings?tab=account', // ROUTE-18
  '/bookings/3/success', // ROUTE-20
  '/bookings/3/cancel',
  '/lesson-preparation', // ROUTE-21
  '/my-lessons?tab=completed', // ROUTE-22
  '/my-lessons/review?booking_id=1&mentor_user_id=2',
  '/calendar', // ROUTE-23
  '/component-catalog', // ROUTE-25
  '/connect/test/7', // M3: the test provider's payout-account page (the server checks the owner)
];

const signedOutOnlyPaths = [
  '/login', // ROUTE-01
  '/login?tab=register',
  '/forgot-password', // ROUTE-02
  '/auth/reset-password?token=abc', // ROUTE-03
  '/auth/confirm-email?token=abc', // ROUTE-04
];

describe('access by route (ROUTE-01..28, ROLE-01..03)', () => {
  beforeEach(() => {
    // Pages of other features may ask the server for things: those calls never answer here.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    saveCookiePreferences({ analytics: false, advertising: false });
  });
  afterEach(() => {
    queryClient.clear();
    syncCookieConsentFromStorage();
  });
  // Kept until the file ends: a page's late query must not reach the real network after its test.
  afterAll(() => vi.unstubAllGlobals());

  it.each(publicPaths)('lets a visitor open the public page %s (ROLE-01)', async (path) => {
    expect(await landing(path, 'visitor')).toBe(path);
  });

  it.each(publicPaths)('lets a signed-in student open %s as well', async (path) => {
    expect(await landing(path, 'student')).toBe(path);
  });

  it.each(signedInPaths)(
    'sends a visitor from %s to /login, remembering the path and query (ROUTE-27, R5)',
    async (path) => {
      expect(await landing(path, 'visitor')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      expect(readStored(storageKeys.redirectAfterLogin)).toBe(path);
    },
  );

  it.each(signedInPaths)('lets a student and a mentor open %s (ROLE-02)', async (path) => {
    expect(await landing(path, 'student')).toBe(path);
    queryClient.clear();
    expect(await landing(path, 'mentor')).toBe(path);
  });

  it.each(signedOutOnlyPaths)(
    'sends a signed-in user from %s to /listings and lets a visitor in (ROUTE-28)',
    async (path) => {
      expect(await landing(path, 'visitor')).toBe(path);
      queryClient.clear();
      expect(await landing(path, 'student')).toBe('/listings');
    },
  );

  it('lets a visitor and a student open /become-mentor (ROUTE-12, ROLE-01)', async () => {
    expect(await landing('/become-mentor', 'visitor')).toBe('/become-mentor');
    queryClient.clear();
    expect(await landing('/become-mentor', 'student')).toBe('/become-mentor');
  });

  it.each(['confirmation', 'payment_setup', 'stripe_success', 'stripe_failure'])(
    'keeps a mentor on /become-mentor?step=%s (ROUTE-12, ROLE-03)',
    async (step) => {
      expect(await landing(`/become-mentor?step=${step}`, 'mentor')).toBe(`/become-mentor?step=${step}`);
    },
  );

  it('sends a mentor from /become-mentor and from its other steps to / (ROUTE-12, ROLE-03)', async () => {
    expect(await landing('/become-mentor', 'mentor')).toBe('/');
    queryClient.clear();
    expect(await landing('/become-mentor?step=about', 'mentor')).toBe('/');
  });

  it.each(['/insights', '/dashboard'])(
    'keeps %s for mentors: students go to /, visitors to /login (ROUTE-15, ROUTE-16, ROLE-02)',
    async (path) => {
      expect(await landing(path, 'mentor')).toBe(path);
      queryClient.clear();
      expect(await landing(path, 'student')).toBe('/');
      queryClient.clear();
      expect(await landing(path, 'visitor')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('keeps the query when /help redirects to /support (ROUTE-09, R5)', async () => {
    expect(await landing('/help?reason=refund', 'visitor')).toBe('/support?reason=refund');
  });

  it.each(['/no-such-page', '/listings/extra/segments', '/mentor', '/bookings/3'])(
    'sends the unknown path %s to /listings (ROUTE-26)',
    async (path) => {
      expect(await landing(path, 'student')).toBe('/listings');
    },
  );

  it('lands the social sign-in return on /callback (ROUTE-24)', async () => {
    // No guard: the page itself asks the server (which never answers here) and decides where to go.
    expect(await landing('/callback', 'visitor')).toBe('/callback');
  });
});
