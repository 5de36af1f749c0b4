/**
 * The session (AUTH-35, AUTH-37, GEN-14, API-03): unknown until GET /api/auth/check/ answers, the
 * force-logout marker answering "signed out" once, and the check's csrftoken feeding X-CSRFToken.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
import { apiRequest } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { readStored, storageKeys } from '../storage/storage.ts';
import {
  authCheckQuery,
  fetchAuthCheck,
  loadSession,
  markForcedLogout,
  refreshSession,
  useSession,
} from './auth-check.ts';
import { pathOf } from '../api/call.ts';

const student: AuthCheckResponse = {
  is_authenticated: true,
  user: {
    id: 1,
    first_name: 'Sam',
    last_name: 'Student',
    email: 'sam@example.com',
    is_mentor: false,
    is_staff: false,
    mentor_id: null,
    can_add_referral: true,
    profile_picture: null,
    time_zone: null,
  },
  csrftoken: 'check-token',
};

function stubCheck(answers: (AuthCheckResponse | 'network-error')[]) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      seen.push({ url, headers: { ...(init.headers as Record<string, string>) } });
      if (url !== pathOf('auth.check')) return Promise.resolve(new Response('{}', { status: 200 }));
      const answer = answers[Math.min(i++, answers.length - 1)];
      if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return seen;
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the auth check (AUTH-35, API-03)', () => {
  it('asks GET /api/auth/check/ and answers {is_authenticated, user, csrftoken}', async () => {
    const seen = stubCheck([student]);
    await expect(fetchAuthCheck()).resolves.toEqual(student);
    expect(seen.map((s) => s.url)).toEqual([pathOf('auth.check')]);
  });

  it("hands the check's csrftoken to later requests as X-CSRFToken when no cookie is readable (GEN-14)", async () => {
    const seen = stubCheck([student]);
    await fetchAuthCheck();
    await apiRequest(pathOf('system.health'));
    expect(seen[1]?.headers['X-CSRFToken']).toBe('check-token');
  });

  it('is unknown while the check is pending, then authenticated or anonymous', async () => {
    let resolve: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ status: 'unknown', user: null });
    resolve(new Response(JSON.stringify(student), { status: 200 }));
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(student.user);
  });

  it('reads a check that says not authenticated, and a failed check, as anonymous', async () => {
    for (const answer of [
      { is_authenticated: false, user: null, csrftoken: 't' },
      'network-error',
    ] as const) {
      stubCheck([answer]);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client }, children);
      const { result } = renderHook(() => useSession(), { wrapper });
      await waitFor(() => expect(result.current).toEqual({ status: 'anonymous', user: null }));
    }
  });

  it('lets route loaders treat an unreachable server as signed out', async () => {
    stubCheck(['network-error']);
    await expect(loadSession()).resolves.toMatchObject({ is_authenticated: false, user: null });
  });

  it('asks the server again after login (AUTH-11)', async () => {
    const seen = stubCheck([{ is_authenticated: false, user: null, csrftoken: 't' }, student]);
    await queryClient.fetchQuery(authCheckQuery);
    await expect(refreshSession()).resolves.toEqual(student);
    expect(seen.filter((s) => s.url === pathOf('auth.check'))).toHaveLength(2);
  });
});

describe('the force-logout marker (AUTH-37)', () => {
  it('makes the next check report signed out once, without asking the server, then clears itself', async () => {
    const seen = stubCheck([student]);
    markForcedLogout();
    expect(readStored(storageKeys.forceLogout)).toBe(true);
    await expect(fetchAuthCheck()).resolves.toMatchObject({ is_authenticated: false, user: null });
    expect(seen).toEqual([]);
    expect(readStored(storageKeys.forceLogout)).toBeNull();
    await expect(fetchAuthCheck()).resolves.toEqual(student);
  });
});
