import { afterEach, describe, expect, it } from 'vitest';
import { sessions, type SessionName } from '../../test/sessions.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { authCheckKey } from '../shared/session/auth-check.ts';
import { readStored, storageKeys } from '../shared/storage/storage.ts';
import { decideAccess, guard, mentorStepsOfBecomeMentor, type Access } from './guards.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const decide = (access: Access, who: SessionName, path: string) =>
  decideAccess(access, sessions[who], url(path))?.to ?? null;

describe('decideAccess', () => {
  it.each(['/login', '/forgot-password', '/auth/reset-password?token=x', '/auth/confirm-email?token=y'])(
    'sends signed-in users away from %s to /listings and lets visitors in',
    (path) => {
      expect(decide('signedOutOnly', 'visitor', path)).toBeNull();
      for (const who of ['student', 'mentor', 'staff'] as const)
        expect(decide('signedOutOnly', who, path)).toBe('/listings');
    },
  );

  it.each([
    '/my-lessons?tab=completed',
    '/my-lessons/review',
    '/booking-confirmation',
    '/bookings/12/success',
    '/bookings/12/cancel',
    '/lesson-preparation',
    '/calendar',
    '/settings?tab=notifications',
    '/saved',
    '/messages',
    '/chat',
    '/chat/4',
    '/component-catalog',
  ])('sends a visitor from %s to /login with the path and query to come back to', (path) => {
    const decision = decideAccess('signedIn', sessions.visitor, url(path));
    expect(decision).toEqual({ to: `/login?redirect=${encodeURIComponent(path)}`, returnTo: path });
    for (const who of ['student', 'mentor', 'staff'] as const)
      expect(decide('signedIn', who, path)).toBeNull();
  });

  it('lets only mentors into /insights and /dashboard', () => {
    for (const path of ['/insights', '/dashboard']) {
      expect(decide('mentor', 'mentor', path)).toBeNull();
      expect(decide('mentor', 'student', path)).toBe('/');
      expect(decide('mentor', 'staff', path)).toBe('/');
      expect(decide('mentor', 'visitor', path)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('lets only staff into /admin', () => {
    expect(decide('staff', 'staff', '/admin')).toBeNull();
    expect(decide('staff', 'student', '/admin')).toBe('/');
    expect(decide('staff', 'mentor', '/admin')).toBe('/');
    expect(decide('staff', 'visitor', '/admin')).toBe('/login?redirect=%2Fadmin');
  });

  it('sends a mentor from /become-mentor to / except on the four steps after applying', () => {
    expect(decide('becomeMentor', 'mentor', '/become-mentor')).toBe('/');
    expect(decide('becomeMentor', 'mentor', '/become-mentor?step=about')).toBe('/');
    for (const step of mentorStepsOfBecomeMentor) {
      expect(decide('becomeMentor', 'mentor', `/become-mentor?step=${step}`)).toBeNull();
    }
    expect(mentorStepsOfBecomeMentor).toEqual([
      'confirmation',
      'payment_setup',
      'stripe_success',
      'stripe_failure',
    ]);
    expect(decide('becomeMentor', 'student', '/become-mentor')).toBeNull();
    expect(decide('becomeMentor', 'visitor', '/become-mentor')).toBeNull();
  });
});

describe('guard loaders', () => {
  afterEach(() => queryClient.clear());

  const run = async (access: Access, who: SessionName, path: string) => {
    queryClient.setQueryData(authCheckKey, sessions[who]);
    const args = { request: new Request(url(path)), params: {}, context: undefined };
    return guard(access)(args as unknown as Parameters<ReturnType<typeof guard>>[0]);
  };

  it('redirects a visitor to /login and remembers the way back (ROUTE-27)', async () => {
    const response = await run('signedIn', 'visitor', '/settings?tab=account');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Fsettings%3Ftab%3Daccount');
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/settings?tab=account');
  });

  it('lets an allowed person through without remembering anything', async () => {
    expect(await run('signedIn', 'student', '/settings')).toBeNull();
    expect(readStored(storageKeys.redirectAfterLogin)).toBeNull();
  });

  it('does not remember a destination for role redirects', async () => {
    const response = await run('mentor', 'student', '/insights');
    expect(response?.headers.get('Location')).toBe('/');
    expect(readStored(storageKeys.redirectAfterLogin)).toBeNull();
  });
});
