import type { ReferralResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** API-33: POST /api/users/referral/ {referral_code}. */
export function addReferral(code: string) {
  return apiRequest<ReferralResponse>('/api/users/referral/', {
    method: 'POST',
    body: { referral_code: code },
  });
}
