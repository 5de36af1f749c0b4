/**
 * The root of every page: scroll and title handling on navigation, a progress bar while the next page
 * loads, and the cookie-consent dialog (shown on every page, with or without the site layout).
 */
import { Outlet, useNavigation } from 'react-router';
import { CookieConsentHost } from '../features/cookie-consent/cookie-consent-host.tsx';
import { Spinner } from '../shared/ui/spinner.tsx';
import { usePageMeta, useRouteScroll } from './use-route-effects.ts';

export function RootRoute() {
  useRouteScroll();
  usePageMeta();
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      {navigating ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-soft">
          <div className="h-full w-1/3 animate-pulse bg-ink" />
        </div>
      ) : null}
      <Outlet />
      <CookieConsentHost />
    </>
  );
}

/** Shown while the first page's code and guard load. */
export function AppLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading Music Mentors..." />
    </div>
  );
}
