/** The built-in test payment provider's hosted checkout (B11). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const testCheckoutKey = (id: string) =>
  queryKeyOf('payments.testCheckout', { params: { checkoutId: id } });

export function fetchTestCheckout(id: string, signal?: AbortSignal) {
  return call('payments.testCheckout', { params: { checkoutId: id }, signal });
}

/** Pays with the card's digits only; answers where the browser goes next. */
export function payTestCheckout(id: string, cardDigits: string) {
  return call('payments.payTestCheckout', { params: { checkoutId: id, cardNumber: cardDigits } });
}

export const testCheckoutQuery = (id: string) =>
  queryOptions({ queryKey: testCheckoutKey(id), queryFn: ({ signal }) => fetchTestCheckout(id, signal) });
