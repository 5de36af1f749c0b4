import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { storageKeys } from '../../../shared/storage/storage.ts';
import { performLogout } from './logout.ts';

describe('logout (AUTH-36..38, AUTH-41)', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 });
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    window.localStorage.setItem(storageKeys.cookieConsent, JSON.stringify({ consent: true }));
    window.localStorage.setItem(storageKeys.savedMentors, '[1,2]');
    window.localStorage.setItem(storageKeys.rememberEmail, '"ana@example.com"');
    window.sessionStorage.setItem('draft', 'x');
    queryClient.setQueryData(authCheckKey, { is_authenticated: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts {}, clears everything but the consent, sets the marker and reloads /login?clean=1', async () => {
    const calls = mockApi({ 'auth.logout': { status: 200, body: { detail: 'Logged out' } } });
    await performLogout();
    expect(calls).toMatchObject([{ name: 'auth.logout', method: 'POST', body: {} }]);
    expect(window.localStorage.getItem(storageKeys.cookieConsent)).toBe('{"consent":true}');
    expect(window.localStorage.getItem(storageKeys.savedMentors)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.rememberEmail)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(storageKeys.forceLogout)).toBe('true');
    expect(queryClient.getQueryData(authCheckKey)).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000');
  });

  it('clears local state anyway and adds error=1 when the call fails', async () => {
    mockApi({ 'auth.logout': { status: 500, body: { detail: 'Oops' } } });
    await performLogout();
    expect(window.localStorage.getItem(storageKeys.savedMentors)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.forceLogout)).toBe('true');
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000&error=1');
  });

  it('treats no response as a failure too', async () => {
    mockApi({ 'auth.logout': 'network-error' });
    await performLogout();
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000&error=1');
  });
});
