/**
 * Which masterclass's banner this browser dismissed (issue 17 item 6, ADR 52): its id in a cookie, which
 * the server echoes into the page's initial data, so a page it draws leaves the banner out from the start
 * and the app takes it over without the page jumping up. Another class (a new id) shows again.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DISMISSED_MASTERCLASS_COOKIE } from '@app/contract';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's id, or null; the server reads the same cookie for the pages it draws. */
function readDismissedCookie(): number | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|; )${DISMISSED_MASTERCLASS_COOKIE}=(\\d{1,9})(?:;|$)`).exec(document.cookie);
  return match ? Number(match[1]) : null;
}

/** Seeded from the page's initial data (app/initial-data.ts); read from the cookie when a page has none. */
export const dismissedBannerQuery = queryOptions({
  queryKey: ['masterclassBannerDismissed'] as const,
  queryFn: readDismissedCookie,
  staleTime: Infinity,
  retry: false,
});

export function seedDismissedBanner(client: QueryClient, id: number | undefined): void {
  client.setQueryData(dismissedBannerQuery.queryKey, typeof id === 'number' ? id : null);
}

/** Hides the banner of masterclass `id` in this browser from now on, on every page and after a reload. */
export function dismissBanner(client: QueryClient, id: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${DISMISSED_MASTERCLASS_COOKIE}=${id}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
  client.setQueryData(dismissedBannerQuery.queryKey, id);
}
