import { rememberRedirect } from '../../../shared/storage/storage.ts';

/** CARD-12, ROUTE-27: the login page for a visitor, coming back to `returnTo` after sign-in. */
export function loginUrl(returnTo: string): string {
  rememberRedirect(returnTo);
  return `/login?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
