/**
 * Test helpers of the mentor features: a mentor fixture and a memory router showing where navigation
 * ended; the tests stub the API with test/mock-api.ts.
 */
import type { ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { renderAt as renderInRouter } from '../../../test/render.tsx';
import type { AuthCheckResponse } from '@app/contract';
import { queryClient } from '../../shared/api/query-client.ts';
import type { MentorListItem } from './model/types.ts';

afterEach(() => {
  // Unmount first: mounted queries would otherwise refetch through the real fetch once it is restored.
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Renders `element` at `url` for `session`; any other path shows the location. */
export function renderAt(
  url: string,
  element: ReactNode,
  session: AuthCheckResponse | undefined,
  routePath = url.split('?')[0] ?? '/',
) {
  return renderInRouter(url, element, { session, routePath });
}

export function makeMentor(overrides: Partial<MentorListItem> = {}): MentorListItem {
  return {
    id: 11,
    user: { id: 101, profile_photo: null, full_name: 'Lena Park' },
    reviews: { average_rating: 4.75, total_count: 12 },
    amount_cents: 4550,
    languages: [{ id: 1, name: 'English' }],
    bio: '<p>Jazz pianist with <b>20 years</b> on stage.</p>',
    skills: [{ id: 1, name: 'Piano' }],
    styles: [{ id: 3, name: 'Jazz' }],
    is_verified: true,
    headline: 'Jazz piano for grown-ups',
    saved: false,
    offer_trial: true,
    trial_used: false,
    sessions: [
      { id: 1, session_time: 30, timeout_time: 0 },
      { id: 2, session_time: 60, timeout_time: 0 },
    ],
    country: 'DE',
    timezone: 'Europe/Berlin',
    levels: [],
    ages: [],
    has_video: false,
    first_sample: null,
    ...overrides,
  };
}
