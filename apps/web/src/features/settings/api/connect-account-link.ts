/** API-42 POST /api/payments/connect-account-link/ (PAYOUT-05): where the browser goes to connect. */
import type { ConnectAccountLinkRequest, ConnectAccountLinkResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function connectAccountLink(body: ConnectAccountLinkRequest) {
  return apiRequest<ConnectAccountLinkResponse>('/api/payments/connect-account-link/', {
    method: 'POST',
    body,
  });
}
