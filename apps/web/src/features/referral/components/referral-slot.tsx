/**
 * Where the app shows the referral popup: renders nothing (and loads nothing) unless the signed-in user
 * may still add a referral code and has not dismissed the popup.
 */
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../shared/session/auth-check.ts';
import { isReferralPopupDismissed, shouldShowReferralPopup } from '../model/popup-rule.ts';

const ReferralPopup = lazy(() => import('./referral-popup.tsx').then((m) => ({ default: m.ReferralPopup })));

export function ReferralSlot() {
  const session = useSession();
  const [dismissed] = useState(isReferralPopupDismissed);
  if (!shouldShowReferralPopup(session, dismissed)) return null;
  return (
    <Suspense fallback={null}>
      <ReferralPopup />
    </Suspense>
  );
}
