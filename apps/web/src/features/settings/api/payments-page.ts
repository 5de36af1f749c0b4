/**
 * API-43: another page of the payments history, from the `next` / `previous` URL the server gave
 * (PAYOUT-01). Only this site's own payments call is followed: the URL gives the page, the client the path.
 */
import { queryOptions } from '@tanstack/react-query';
import { call, pathOf } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

/** The page number of a page URL, which may come absolute or relative; null if it is not our call's. */
export function paymentsPageNumber(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin || parsed.pathname !== pathOf('settings.payments'))
      return null;
    return parsed.searchParams.get('page') ?? '1';
  } catch {
    return null;
  }
}

export function fetchPaymentsPage(url: string, signal?: AbortSignal) {
  const page = paymentsPageNumber(url);
  if (!page) return Promise.reject(new Error(`Not a payments page address: ${url}`));
  return call('settings.payments', { query: { page }, signal });
}

/**
 * The page a URL names. Not callQuery: a URL that is not our call's must fail, not be read as a page, so
 * the fetch goes through fetchPaymentsPage (its key still names the URL, apart from every real page).
 */
export const paymentsPageQuery = (url: string) =>
  queryOptions({
    queryKey: queryKeyOf('settings.payments', { query: { page: paymentsPageNumber(url) ?? url } }),
    queryFn: ({ signal }) => fetchPaymentsPage(url, signal),
  });
