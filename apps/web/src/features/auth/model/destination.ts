/** Where a user goes after signing in (AUTH-13, rule A7): the stored redirect, else the role's home. */
import type { SessionUser } from '@app/contract';
import { takeRedirect } from '../../../shared/storage/storage.ts';

export function roleHome(user: Pick<SessionUser, 'is_mentor'> | null | undefined): string {
  return user?.is_mentor ? '/insights' : '/listings';
}

/** Consumes the stored redirect (it is used once). */
export function destinationAfterLogin(user: Pick<SessionUser, 'is_mentor'> | null | undefined): string {
  return takeRedirect() ?? roleHome(user);
}

/** AUTH-38: the login page URL after logout, with error=1 when the server call failed. */
export function logoutDestination(failed: boolean, now: number): string {
  return `/login?clean=1&t=${now}${failed ? '&error=1' : ''}`;
}
