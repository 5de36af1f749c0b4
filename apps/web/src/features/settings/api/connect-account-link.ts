/** API-42 POST /api/payments/connect-account-link/ (PAYOUT-05): where the browser goes to connect. */
import type { ConnectAccountLinkRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function connectAccountLink(body: ConnectAccountLinkRequest) {
  return call('payouts.accountLink', { body });
}
