import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@app/contract';
import { makeBooking } from '../../../../test/bookings.ts';
import { atParams, mockApi, type ApiCall, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { ReviewPage } from './review-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const URL_OK = '/my-lessons/review?booking_id=42&mentor_user_id=101';

const review: Review = {
  id: 9,
  reviewer: { id: 1, full_name: 'Sam Student', profile_image: null },
  created_at: '2026-11-20T10:00:00Z',
  teaching_ability: 5,
  communication: 4,
  expertise: 3,
  message: 'Great teacher',
};

function open(routes: ApiRoutes, url = URL_OK) {
  const calls = mockApi({
    'bookings.detail': atParams({ id: '42' }, { body: makeBooking({ status: 'completed' }) }),
    'reviews.mine': { body: { results: [] } },
    ...routes,
  });
  const view = renderAt(url, <ReviewPage />, { session: sessions.student, routePath: '/my-lessons/review' });
  return { calls, ...view };
}

const upserts = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('reviews.upsert'));

async function rate(user: ReturnType<typeof userEvent.setup>, ...stars: number[]) {
  const groups = ['Teaching ability', 'Communication', 'Expertise'];
  for (const [i, n] of stars.entries()) {
    const group = screen.getByRole('group', { name: groups[i] });
    await user.click(within(group).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }));
  }
}

/** Fake timers that still let user-event and the fetch promises run. */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/my-lessons/review (REVIEW-01..13)', () => {
  it.each([
    '/my-lessons/review',
    '/my-lessons/review?booking_id=42',
    '/my-lessons/review?mentor_user_id=101',
    '/my-lessons/review?booking_id=abc&mentor_user_id=101',
  ])('sends %s back to /my-lessons (REVIEW-01)', async (url) => {
    const { calls } = open({}, url);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my-lessons$/);
    expect(calls).toEqual([]);
  });

  it('creates a first review and returns to /my-lessons after 2 s', async () => {
    const { calls } = open({
      'reviews.upsert': {
        status: 201,
        body: { message: 'Thank you! Your review has been submitted.', review },
      },
    });
    const user = fakeTimers();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rate your experience' })).toBeInTheDocument();
    expect(await screen.findByText('Your lesson with Lena Park')).toBeInTheDocument();
    expect(calls.find((c) => c.path === pathOf('reviews.mine'))?.query).toEqual({ target_id: '101' });
    const text = screen.getByLabelText('Describe your experience (optional)');
    expect(text).toHaveAttribute('placeholder', 'Share your experience with this mentor...');
    expect(submit).toBeDisabled();
    await rate(user, 5, 4);
    expect(submit).toBeDisabled();
    await rate(user, 5, 4, 3);
    expect(submit).toBeEnabled();
    await user.type(text, 'Lovely');
    await user.click(submit);
    expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument();
    expect(upserts(calls)[0]?.body).toEqual({
      target: 101,
      teaching_ability: 5,
      communication: 4,
      expertise: 3,
      message: 'Lovely',
    });
    await advance(1900);
    expect(screen.queryByTestId('location')).toBeNull();
    await advance(100);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my-lessons$/);
  });

  it('shows "Submitting..." while the review is sent', async () => {
    open({ 'reviews.upsert': 'never' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 3, 3, 3);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('updates an earlier review, prefilled from my-reviews (REVIEW-02, REVIEW-09)', async () => {
    const { calls } = open({
      'reviews.mine': { body: { results: [review] } },
      'reviews.upsert': {
        body: { message: 'Your review has been updated.', review },
      },
    });
    const user = fakeTimers();
    const button = await screen.findByRole('button', { name: 'Update review' });
    expect(screen.getByRole('heading', { level: 1, name: 'Update your review' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Expertise' })).getByRole('radio', { name: '3 stars' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Describe your experience (optional)')).toHaveValue('Great teacher');
    await rate(user, 4, 4, 4);
    await user.click(button);
    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
    expect(upserts(calls)[0]?.body).toMatchObject({ target: 101, teaching_ability: 4, expertise: 4 });
    await advance(2000);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my-lessons$/);
  });

  it('offers a first review, with no error, when the earlier review cannot be loaded (REVIEW-09)', async () => {
    const { calls } = open({ 'reviews.mine': { status: 500, body: { detail: 'boom' } } });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rate your experience' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await rate(user, 3, 4, 5);
    expect(submit).toBeEnabled();
    expect(calls.filter((c) => c.path === pathOf('reviews.mine'))).toHaveLength(1);
  });

  it("shows the server's message when the review is refused, and stays", async () => {
    open({
      'reviews.upsert': {
        status: 400,
        body: { message: 'You can only review a mentor after a completed lesson.' },
      },
    });
    const user = fakeTimers();
    await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 2, 2, 2);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only review a mentor after a completed lesson.',
    );
    await advance(3000);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled();
  });

  it('falls back to the error message without a server message (REVIEW-13)', async () => {
    open({ 'reviews.upsert': 'network-error' });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 2, 2, 2);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });
});
