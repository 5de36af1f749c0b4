/**
 * API-43: another page of the payments history, from the `next` / `previous` URL the server gave
 * (PAYOUT-01). Only this site's own API paths are followed.
 */
import type { PaymentHistoryPage } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const paymentsPageKey = (url: string) => ['settings', 'payments', url] as const;

/** The path and query of a page URL, which may come absolute or relative; null if it is not our API's. */
export function paymentsPagePath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith('/api/')) return null;
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

export function fetchPaymentsPage(url: string, signal?: AbortSignal) {
  const path = paymentsPagePath(url);
  if (!path) return Promise.reject(new Error(`Not a payments page address: ${url}`));
  return apiRequest<PaymentHistoryPage>(path, { signal });
}
