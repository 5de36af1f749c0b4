/** The Account tab's referral rule (REFERRAL-09); its texts are settingsMessages.referral*. */
import type { SettingsResponse } from '@app/contract';

/** REFERRAL-09: only for someone who was referred or may still add a code. */
export function showsReferralSection(settings: Pick<SettingsResponse, 'user' | 'can_add_referral'>): boolean {
  return settings.user.referral_mentor !== null || settings.can_add_referral;
}
