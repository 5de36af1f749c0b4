/** Referral codes: API-33. */
import { referralRequestSchema, referralResponseSchema } from '../referral.ts';
import { declareEndpoints } from './endpoint.ts';

export const referralEndpoints = declareEndpoints({
  'users.referral': {
    access: 'user',
    owner: "the caller's own account, once, within 24 h of registering (a mentor may not name one)",
    tags: ['referrals'],
    summary: 'Name the mentor whose referral code brought the caller (once, within 24 h of registering)',
    body: referralRequestSchema,
    responses: { 200: referralResponseSchema },
  },
});
