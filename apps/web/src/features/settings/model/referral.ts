/**
 * The Account tab's referral rules (REFERRAL-07..09). The two sentences are the spec's; they belong with
 * the other settings texts in the contract's settings-messages.ts once that file carries them.
 */
import type { SettingsResponse } from '@app/contract';

export const REFERRAL_CODE_REQUIRED = 'Please enter a referral code';
export const REFERRAL_FAILED = 'Failed to add referral code. Please try again.';

/** REFERRAL-09: only for someone who was referred or may still add a code. */
export function showsReferralSection(settings: Pick<SettingsResponse, 'user' | 'can_add_referral'>): boolean {
  return settings.user.referral_mentor !== null || settings.can_add_referral;
}
