/**
 * API-04 POST /api/auth/logout/ (AUTH-36..38, AUTH-41). Whatever the server answers, local state is
 * wiped (everything but the cookie consent), the query cache emptied, the force-logout marker set
 * (after the wipe, which would erase it) and the browser reloads the login page.
 */
import { useCallback, useState } from 'react';
import { call } from '../../../shared/api/call.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { markForcedLogout } from '../../../shared/session/auth-check.ts';
import { clearStoredDataExceptConsent } from '../../../shared/storage/storage.ts';
import { logoutDestination } from '../model/destination.ts';

export function postLogout() {
  return call('auth.logout', { body: {} });
}

/** Returns the URL it navigated to (for tests). */
export async function performLogout(): Promise<string> {
  let failed = false;
  try {
    await postLogout();
  } catch {
    failed = true;
  }
  await clearStoredDataExceptConsent();
  queryClient.clear();
  markForcedLogout();
  const target = logoutDestination(failed, Date.now());
  // A full navigation: no component keeps state from the signed-in session.
  window.location.assign(target);
  return target;
}

export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await performLogout();
    } finally {
      setPending(false);
    }
  }, []);
  return { logout, isPending };
}
