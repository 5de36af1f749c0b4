/**
 * The cookie-consent dialog (COOKIE-01..05): a non-blocking panel at the bottom of the page with
 * "Accept all", "Continue without accepting" and "Cookie settings", whose settings view has a switch per
 * optional category (essential is always on) and "Save preferences". Focus moves into it when it opens
 * and returns where it was when it closes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  acceptAllCookies,
  closeCookieSettings,
  refuseOptionalCookies,
  saveCookiePreferences,
  type CookiePreferences,
  type OptionalChoices,
} from '../../shared/consent/cookie-consent.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Switch } from '../../shared/ui/switch.tsx';

interface CookieConsentDialogProps {
  preferences: CookiePreferences | null;
  /** Reopened from the cookie policy: start on the settings view. */
  startInSettings: boolean;
}

export function CookieConsentDialog({ preferences, startInSettings }: CookieConsentDialogProps) {
  const [view, setView] = useState<'choices' | 'settings'>(startInSettings ? 'settings' : 'choices');
  const [choices, setChoices] = useState<OptionalChoices>({
    analytics: preferences?.analytics ?? false,
    advertising: preferences?.advertising ?? false,
  });
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const done = (message: string) => toast.success(message);
  const canDismiss = preferences !== null;

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canDismiss) closeCookieSettings();
      }}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[calc(100vh-1.5rem)] max-w-3xl overflow-y-auto rounded-3xl border-2 border-ink bg-white p-5 shadow-2xl outline-none motion-safe:animate-[slide-up_250ms_ease-out] md:bottom-6 md:p-7"
    >
      <h2 id={titleId} className="text-xl font-extrabold">
        {view === 'settings' ? 'Cookie settings' : 'We value your privacy'}
      </h2>
      {view === 'choices' ? (
        <>
          <p id={descriptionId} className="mt-2 text-neutral-800">
            We use essential cookies to keep you signed in and the site secure. With your permission we would
            also use analytics cookies to learn how the site is used and advertising cookies to measure our
            campaigns. Read more in our{' '}
            <Link to="/cookies" className="font-semibold underline underline-offset-2">
              Cookie Policy
            </Link>
            .
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              onClick={() => {
                acceptAllCookies();
                done('All cookies accepted.');
              }}
            >
              Accept all
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                refuseOptionalCookies();
                done('Only essential cookies will be used.');
              }}
            >
              Continue without accepting
            </Button>
            <Button
              variant="ghost"
              className="underline underline-offset-4"
              onClick={() => setView('settings')}
            >
              Cookie settings
            </Button>
          </div>
        </>
      ) : (
        <>
          <p id={descriptionId} className="mt-2 text-neutral-800">
            Choose which optional cookies we may use. You can change this at any time on the Cookie Policy
            page.
          </p>
          <div className="mt-5 flex flex-col gap-5">
            <Switch
              label="Essential"
              description="Sign-in, security and your cookie choice. Always on: the site cannot work without them."
              checked
              disabled
            />
            <Switch
              label="Analytics"
              description="Anonymous statistics that help us understand which pages are used and improve them."
              checked={choices.analytics}
              onCheckedChange={(analytics) => setChoices((c) => ({ ...c, analytics }))}
            />
            <Switch
              label="Advertising"
              description="Measure how our advertising performs and show more relevant offers."
              checked={choices.advertising}
              onCheckedChange={(advertising) => setChoices((c) => ({ ...c, advertising }))}
            />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button
              onClick={() => {
                saveCookiePreferences(choices);
                done('Your cookie preferences were saved.');
              }}
            >
              Save preferences
            </Button>
            {canDismiss ? (
              <Button variant="outline" onClick={closeCookieSettings}>
                Cancel
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setView('choices')}>
                Back
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
