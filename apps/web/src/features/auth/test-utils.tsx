/**
 * Test helpers of the auth feature (jest-dom and DOM cleanup come from apps/web/test/setup.ts): a clean
 * query cache and fetch between tests, a fetch mock keyed by "METHOD /path/" and a memory router that
 * shows where navigation ended.
 */
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { renderAt as renderInRouter } from '../../../test/render.tsx';
import { queryClient } from '../../shared/api/query-client.ts';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import { stubFetch, type Handler } from '../../../test/mock-fetch.ts';
export type { Reply } from '../../../test/mock-fetch.ts';

/** A call as the auth tests compare it: their calls carry no query. */
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch; unknown routes answer 404. Returns the list of calls made. */
export function mockFetch(routes: Record<string, Handler>): FetchCall[] {
  return stubFetch(routes, ({ method, path, body }) => ({ method, path, body }));
}

/** Renders `element` at `path` (a route pattern matching `url`); any other path shows the location. */
export function renderAt(url: string, element: ReactNode, routePath = url.split('?')[0] ?? '/') {
  return renderInRouter(url, element, { routePath });
}

export const student = {
  id: 1,
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'ana@example.com',
  is_mentor: false,
  is_staff: false,
  mentor_id: null,
  can_add_referral: false,
  profile_picture: null,
};

export const mentor = { ...student, id: 2, is_mentor: true, mentor_id: 7 };
