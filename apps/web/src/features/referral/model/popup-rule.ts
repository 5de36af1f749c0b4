/** REFERRAL-01, REFERRAL-02: who sees the referral popup over /listings, and its dismissed flag. */
import type { SessionState } from '../../../shared/session/auth-check.ts';
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';

export function isReferralPopupDismissed(): boolean {
  return readStored<boolean>(storageKeys.referralPopupDismissed) === true;
}

export function dismissReferralPopup(): void {
  writeStored(storageKeys.referralPopupDismissed, true);
}

export function shouldShowReferralPopup(session: SessionState, dismissed: boolean): boolean {
  return session.status === 'authenticated' && session.user.can_add_referral && !dismissed;
}
