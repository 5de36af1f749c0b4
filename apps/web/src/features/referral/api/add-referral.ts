import { call } from '../../../shared/api/call.ts';

/** API-33: POST /api/users/referral/ {referral_code}. */
export function addReferral(code: string) {
  return call('users.referral', { body: { referral_code: code } });
}
