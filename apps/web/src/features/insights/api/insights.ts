/** The dashboard's calls: the insights (API-46), the payout (API-47) and the payment-account link (API-42). */
import type { ConnectAccountLinkResponse, Insights, PayoutResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';
import { PayoutRefused } from '../model/payout-error.ts';

export const insightsKey = ['insights'] as const;

export function fetchInsights(signal?: AbortSignal) {
  return apiRequest<Insights>('/api/mentors/insights/', { signal });
}

/** PAYOUT-07: `amountCents` is the whole current balance; a success: false answer is a refusal too. */
export async function requestPayout(amountCents: number): Promise<PayoutResponse> {
  const answer = await apiRequest<PayoutResponse>('/api/mentors/payout/', {
    method: 'POST',
    body: { amount: amountCents },
  });
  if (!answer || answer.success !== true) throw new PayoutRefused(answer);
  return answer;
}

/** The provider's onboarding address; both return addresses are this page, on the app's own origin. */
export function createAccountLink(origin: string) {
  const back = `${origin}/insights`;
  return apiRequest<ConnectAccountLinkResponse>('/api/payments/connect-account-link/', {
    method: 'POST',
    body: { return_url: back, refresh_url: back },
  });
}
