/**
 * The session (AUTH-35): unknown until GET /api/auth/check/ answers, then authenticated or not.
 * Route guards and components read the same cached query.
 */
import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthCheckResponse, SessionUser } from '@app/contract';
import { call } from '../api/call.ts';
import { setCsrfToken } from '../api/client.ts';
import { queryKeyOf } from '../api/query-keys.ts';
import { queryClient } from '../api/query-client.ts';
import { readStored, removeStored, storageKeys, writeStored } from '../storage/storage.ts';
import { setChosenTimeZone } from '../time/viewer-zone.ts';

export const authCheckKey = queryKeyOf('auth.check');
const authCheckHash = hashKey(authCheckKey);

const anonymous: AuthCheckResponse = { is_authenticated: false, user: null, csrftoken: '' };

export async function fetchAuthCheck(): Promise<AuthCheckResponse> {
  // AUTH-37: right after logout the next check reports unauthenticated once, whatever the server says.
  if (readStored<boolean>(storageKeys.forceLogout)) {
    removeStored(storageKeys.forceLogout);
    return anonymous;
  }
  const check = await call('auth.check');
  setCsrfToken(check.csrftoken || null);
  setChosenTimeZone(check.user?.time_zone ?? null);
  return check;
}

/**
 * Whatever puts an auth check in the cache (a fetch, the page's initial data, a sign-out) sets the zone times
 * are shown in (ADR 49), before the components that read the check render again.
 */
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== authCheckHash) return;
  const check = event.query.state.data as AuthCheckResponse | undefined;
  setChosenTimeZone(check?.user?.time_zone ?? null);
});

export const authCheckQuery = queryOptions({
  queryKey: authCheckKey,
  queryFn: fetchAuthCheck,
  staleTime: 60_000,
});

export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'anonymous'; user: null };

export function useSession(): SessionState {
  const { data, isError } = useQuery(authCheckQuery);
  // An unreachable server reads as signed out, as in loadSession(): the visitor can still browse.
  if (!data) return isError ? { status: 'anonymous', user: null } : { status: 'unknown', user: null };
  return data.is_authenticated && data.user
    ? { status: 'authenticated', user: data.user }
    : { status: 'anonymous', user: null };
}

/** For route loaders: waits for the check (cached after the first time). */
export async function loadSession(): Promise<AuthCheckResponse> {
  try {
    return await queryClient.ensureQueryData(authCheckQuery);
  } catch {
    // The server is unreachable: treat as signed out rather than failing every page.
    return anonymous;
  }
}

/**
 * The session as soon as it is known. A page the server drew (ADR 44) answers clicks before the auth check
 * has: a control that depends on who is signed in waits for it rather than treating a student as a visitor.
 */
export async function knownSession(state: SessionState): Promise<SessionState> {
  if (state.status !== 'unknown') return state;
  const check = await loadSession();
  return check.is_authenticated && check.user
    ? { status: 'authenticated', user: check.user }
    : { status: 'anonymous', user: null };
}

/** After login, logout or a Google return: ask the server again (AUTH-11). */
export async function refreshSession(): Promise<AuthCheckResponse> {
  await queryClient.invalidateQueries({ queryKey: authCheckKey, refetchType: 'none' });
  return queryClient.fetchQuery(authCheckQuery);
}

/** Marks the next check as signed out (AUTH-37). */
export function markForcedLogout(): void {
  writeStored(storageKeys.forceLogout, true);
}
