/**
 * What the server puts into the HTML of every page of the web app (issue 16): answers the first screen
 * needs before it is drawn, so that it is drawn once, complete, instead of moving when they arrive. It is a
 * `<script type="application/json">` element (data, never run, so the CSP is untouched); the web app seeds
 * its query cache from it. Only public answers that are the same for every visitor belong here.
 */
import type { Masterclass } from './webinars.ts';

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * The cookie in which a browser remembers the masterclass whose banner it dismissed (its id). A cookie, not
 * localStorage: the server reads it to draw the page without that banner, so a phone that dismissed it
 * never sees the page jump up when the app takes over (ADR 52).
 */
export const DISMISSED_MASTERCLASS_COOKIE = 'masterclass_banner_dismissed';

export interface InitialData {
  /** The answer of GET /api/webinars/meet-and-greets/?is_active=true: the navbar's banner (NAV-09). */
  activeMasterclasses?: Masterclass[];
  /**
   * The masterclass whose banner this browser dismissed, echoed from its own cookie: the only entry that
   * differs between visitors, and only by what their browser sent (a display choice, nothing personal).
   */
  dismissedMasterclassId?: number;
  /**
   * Present when the server drew the page into the HTML (/, /listings, /mentor/{id}; ADR 44): the query
   * cache (TanStack Query's dehydrated state) and the router's loader data it was drawn from, so the app
   * hydrates the same page instead of drawing it again.
   */
  rendered?: { queries: unknown; loaderData: Record<string, unknown> };
}
