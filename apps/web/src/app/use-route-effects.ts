/**
 * What every navigation does besides rendering: scroll (GEN-10) and the title and description (GEN-11).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta, metaForPath } from './page-meta.ts';

/** How long an anchor is kept in view while late content (session-dependent blocks, lazy parts) settles. */
const ANCHOR_SETTLE_MS = 1500;
/** The user taking over the scroll position ends that. */
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A new path starts at the top; a link to an anchor (/#how-it-works, /support#faq) scrolls to it
 * instead. Changing only the query (tabs, filters) keeps the position, as a user expects of a filter.
 */
export function useRouteScroll(): void {
  const { pathname, hash } = useLocation();
  // Only a change of page recovers focus: the first page of a visit keeps the browser's own start (the
  // first Tab reaches "Skip to content"), and an effect that runs again for the same page (React's
  // StrictMode does that in development) changes nothing.
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shownPath.current !== null && shownPath.current !== pathname) recoverLostFocus();
    shownPath.current = pathname;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    return keepAnchorInView(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
}

/**
 * When the focused element went away with the old page (a submitted sign-in form), a keyboard user would
 * otherwise start again from the top of the document: put them at the start of the new page's content.
 * Focus that is still somewhere (the navbar, a menu) is left alone.
 */
function recoverLostFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Scrolls to the element with `id` and keeps it there while the page above it still changes height,
 * until the user scrolls themselves or the page has settled.
 */
function keepAnchorInView(id: string): () => void {
  const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  align();
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, ANCHOR_SETTLE_MS);
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

export function usePageMeta(): void {
  const { pathname, search } = useLocation();
  useEffect(() => applyPageMeta(metaForPath(pathname, search)), [pathname, search]);
}
