/** Issue 18 item 2: the profile's lesson packages, with the price per lesson, the saving and Buy. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import type { MentorProfile } from '../model/types.ts';
import { makeMentor as makeListed, renderAt } from '../test-utils.tsx';
import { LessonPackages } from './lesson-packages.tsx';

afterEach(() => vi.unstubAllGlobals());

const makeMentor = (overrides: Partial<MentorProfile> = {}): MentorProfile => ({
  ...makeListed({
    sessions: [
      { id: 5, session_time: 30, timeout_time: 0 },
      { id: 6, session_time: 60, timeout_time: 0 },
    ],
  }),
  can_review: false,
  has_reviewed: false,
  packages: [],
  intro_video_url: null,
  audio_samples: [],
  lessons_taught: 0,
  students_taught: 0,
  reply_time_hours: null,
  member_since: '2025-01-15T00:00:00.000Z',
  ...overrides,
});

const mentor = makeMentor({
  amount_cents: 5000,
  packages: [{ id: 3, lessons: 10, session_id: 6, discount_percent: 20, price_cents: 40000 }],
});

describe('the profile’s lesson packages', () => {
  it('shows the price, the price per lesson and the saving, and buys through the checkout', async () => {
    const calls = mockApi({
      'packages.buy': { status: 200, body: { payment_link: 'http://localhost/checkout/test/cs_1' } },
    });
    const goTo = vi.fn();
    renderAt('/mentor/11', <LessonPackages mentor={mentor} canBuy goTo={goTo} />, sessions.student);
    expect(screen.getByRole('heading', { name: 'Lesson packages' })).toBeInTheDocument();
    expect(screen.getByText(/€400.00 \(€40.00 per lesson, you save €100.00\)/)).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Buy 10 × 60 min lessons' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/checkout/test/cs_1'));
    expect(calls.filter((c) => c.name === 'packages.buy').map((c) => c.params)).toEqual([{ id: '3' }]);
  });

  it('offers no Buy to a visitor or the mentor, and nothing without packages', () => {
    const { unmount } = renderAt('/mentor/11', <LessonPackages mentor={mentor} canBuy={false} />, undefined);
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
    unmount();
    renderAt('/mentor/11', <LessonPackages mentor={makeMentor()} canBuy />, undefined);
    expect(screen.queryByRole('heading', { name: 'Lesson packages' })).toBeNull();
  });
});
