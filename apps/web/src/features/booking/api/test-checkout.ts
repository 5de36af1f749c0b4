/** The built-in test payment provider's hosted checkout (B11). */
import { apiRequest } from '../../../shared/api/client.ts';
import type { TestCheckout, TestCheckoutPayResponse } from '../model/types.ts';

export const testCheckoutKey = (id: string) => ['booking', 'test-checkout', id] as const;

export function fetchTestCheckout(id: string, signal?: AbortSignal) {
  return apiRequest<TestCheckout>(`/api/payments/test-checkout/${encodeURIComponent(id)}/`, { signal });
}

/** Pays with the card's digits only; answers where the browser goes next. */
export function payTestCheckout(id: string, cardDigits: string) {
  return apiRequest<TestCheckoutPayResponse>(
    `/api/payments/test-checkout/${encodeURIComponent(id)}/pay/${cardDigits}`,
    { method: 'POST' },
  );
}
