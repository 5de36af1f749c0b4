/**
 * COOKIE-01, COOKIE-06: mounts the consent dialog when nothing is stored yet or when a page asked for the
 * settings. The dialog itself is a separate chunk: most visits never need it.
 */
import { lazy, Suspense } from 'react';
import { useCookieConsent } from '../../shared/consent/cookie-consent.ts';
import { useHydrated } from '../../shared/hooks/use-hydrated.ts';

const CookieConsentDialog = lazy(() =>
  import('./cookie-consent-dialog.tsx').then((m) => ({ default: m.CookieConsentDialog })),
);

export function CookieConsentHost() {
  const { preferences, settingsRequested } = useCookieConsent();
  // What was chosen is stored in this browser: a page the server drew gets the dialog after hydration.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (preferences && !settingsRequested) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog preferences={preferences} startInSettings={settingsRequested} />
    </Suspense>
  );
}
