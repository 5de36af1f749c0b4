import { z } from 'zod';
import { withoutNul } from './mentors.ts';
import { settingsMessages } from './settings-messages.ts';

export const REFERRAL_WINDOW_HOURS = 24;

/** API-33 payload. */
export const referralRequestSchema = z.object({
  referral_code: z
    .string()
    .trim()
    .min(1, settingsMessages.referralCodeRequired)
    .max(64, 'This referral code is not valid.')
    .pipe(withoutNul('referral_code')),
});
export type ReferralRequest = z.infer<typeof referralRequestSchema>;

/** API-33 answer on success; a refusal is a 400 {detail, error} (R1 plus the spec's `error`). */
export const referralResponseSchema = z.object({ message: z.string() }).meta({ id: 'ReferralAdded' });
export type ReferralResponse = z.infer<typeof referralResponseSchema>;
