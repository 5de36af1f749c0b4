/**
 * Test helpers of the auth feature (jest-dom and DOM cleanup come from apps/web/test/setup.ts): a clean
 * query cache and fetch between tests (tests stub the network with test/mock-api.ts) and a memory router
 * that shows where navigation ended.
 */
import type { ReactNode } from 'react';
import type { SessionUser } from '@app/contract';
import { afterEach, vi } from 'vitest';
import { renderAt as renderInRouter } from '../../../test/render.tsx';
import { queryClient } from '../../shared/api/query-client.ts';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders `element` at `path` (a route pattern matching `url`); any other path shows the location. */
export function renderAt(url: string, element: ReactNode, routePath = url.split('?')[0] ?? '/') {
  return renderInRouter(url, element, { routePath });
}

export const student: SessionUser = {
  id: 1,
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'ana@example.com',
  is_mentor: false,
  is_staff: false,
  mentor_id: null,
  can_add_referral: false,
  profile_picture: null,
  time_zone: null,
};

export const mentor: SessionUser = { ...student, id: 2, is_mentor: true, mentor_id: 7 };
