/** The dashboard's calls: the insights (API-46), the payout (API-47) and the payment-account link (API-42). */
import { queryOptions } from '@tanstack/react-query';
import type { PayoutResponse } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { PayoutRefused } from '../model/payout-error.ts';

export const insightsKey = queryKeyOf('payouts.insights');

export function fetchInsights(signal?: AbortSignal) {
  return call('payouts.insights', { signal });
}

/** PAYOUT-07: `amountCents` is the whole current balance; a success: false answer is a refusal too. */
export async function requestPayout(amountCents: number): Promise<PayoutResponse> {
  const answer = await call('payouts.withdraw', { body: { amount: amountCents } });
  if (!answer || answer.success !== true) throw new PayoutRefused(answer);
  return answer;
}

/** The provider's onboarding address; both return addresses are this page, on the app's own origin. */
export function createAccountLink(origin: string) {
  const back = `${origin}/insights`;
  return call('payouts.accountLink', { body: { return_url: back, refresh_url: back } });
}

export const insightsQuery = queryOptions({
  queryKey: insightsKey,
  queryFn: ({ signal }) => fetchInsights(signal),
});
