/**
 * Route access rules (ROUTE-01..28, R5) as pure decisions plus the loaders that apply them. A loader
 * waits for the cached auth check, so a guarded page never renders for the wrong person.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AuthCheckResponse } from '@app/contract';
import { loadSession } from '../shared/session/auth-check.ts';
import { rememberRedirect } from '../shared/storage/storage.ts';

export type Access =
  /** /login, /forgot-password, /auth/reset-password, /auth/confirm-email: signed-in users go to /listings. */
  | 'signedOutOnly'
  /** R5: visitors go to /login and come back after sign-in. */
  | 'signedIn'
  /** /insights and /dashboard: visitors to /login, signed-in non-mentors to /. */
  | 'mentor'
  /** /admin: visitors to /login, signed-in non-staff to /. */
  | 'staff'
  /** /become-mentor: a signed-in mentor goes to / except on the steps after the application. */
  | 'becomeMentor';

/** ROUTE-12: the steps of /become-mentor a mentor may still open. */
export const mentorStepsOfBecomeMentor = [
  'confirmation',
  'payment_setup',
  'stripe_success',
  'stripe_failure',
];

export interface Decision {
  to: string;
  /** The path and query to come back to after sign-in (ROUTE-27), when the decision is a login. */
  returnTo?: string;
}

function toLogin(url: URL): Decision {
  const returnTo = url.pathname + url.search;
  return { to: `/login?${new URLSearchParams({ redirect: returnTo }).toString()}`, returnTo };
}

/** Where a request for `url` must go instead, or null when the page may render. */
export function decideAccess(access: Access, check: AuthCheckResponse, url: URL): Decision | null {
  const user = check.is_authenticated ? check.user : null;
  switch (access) {
    case 'signedOutOnly':
      return user ? { to: '/listings' } : null;
    case 'signedIn':
      return user ? null : toLogin(url);
    case 'mentor':
      if (!user) return toLogin(url);
      return user.is_mentor ? null : { to: '/' };
    case 'staff':
      if (!user) return toLogin(url);
      return user.is_staff ? null : { to: '/' };
    case 'becomeMentor': {
      const step = url.searchParams.get('step') ?? '';
      return user?.is_mentor && !mentorStepsOfBecomeMentor.includes(step) ? { to: '/' } : null;
    }
  }
}

/** A route loader enforcing `access`. */
export function guard(access: Access) {
  return async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const decision = decideAccess(access, await loadSession(), new URL(request.url));
    if (!decision) return null;
    if (decision.returnTo) rememberRedirect(decision.returnTo);
    return redirect(decision.to);
  };
}

/** A plain redirect that keeps the query, e.g. /help?x=1 -> /support?x=1 (R5). */
export function redirectTo(pathname: string) {
  return ({ request }: LoaderFunctionArgs): Response => redirect(pathname + new URL(request.url).search);
}
