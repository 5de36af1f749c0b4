/**
 * The review form's less travelled states, rendered on its own: the texts of REVIEW-06/07 (ERR-41, ERR-42),
 * "Updating..." (REVIEW-05), a failed prefill (REVIEW-09) and the reload after an update (REVIEW-11).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@app/contract';
import { mockApi, type ApiCall, type ApiRoutes } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { sessions } from '../../../test/sessions.ts';
import { queryClient } from '../api/query-client.ts';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';
import { pathOf } from '../api/call.ts';

const review: Review = {
  id: 9,
  reviewer: { id: 1, full_name: 'Sam Student', profile_image: null },
  created_at: '2026-11-20T10:00:00Z',
  teaching_ability: 5,
  communication: 4,
  expertise: 3,
  message: 'Great teacher',
};

const upserts = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('reviews.upsert'));
const myReviews = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('reviews.mine'));

function open(routes: ApiRoutes, props: Partial<ReviewFormProps> = {}) {
  const calls = mockApi(routes);
  const onSubmitted = vi.fn();
  renderAt('/review', <ReviewForm target={101} onSubmitted={onSubmitted} {...props} />, {
    session: sessions.student,
  });
  return { calls, onSubmitted };
}

const star = (group: string, n: number) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', {
    name: n === 1 ? '1 star' : `${n} stars`,
  });

async function rate(user: ReturnType<typeof userEvent.setup>, ...stars: number[]) {
  const groups = ['Teaching ability', 'Communication', 'Expertise'];
  for (const [i, n] of stars.entries()) await user.click(star(groups[i] ?? '', n));
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the review form (REVIEW-05..11, ERR-41, ERR-42)', () => {
  it('says "Unable to submit review. Please try again." without a mentor id, and sends nothing (REVIEW-07)', async () => {
    // The profile passes null when the mentor's id is missing.
    const { calls, onSubmitted } = open({}, { target: null });
    const user = userEvent.setup();
    await rate(user, 4, 4, 4);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Unable to submit review\. Please try again\.$/,
    );
    expect(calls).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('keeps "Unable to submit review..." for a missing id, not for a failed upsert (REVIEW-13)', async () => {
    const { calls } = open({
      'reviews.mine': { status: 200, body: { results: [] } },
      'reviews.upsert': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 2, 3, 4);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    // No server message: the error's own message (REVIEW-13), and the form stays usable.
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed with status 500');
    expect(screen.queryByText(/Unable to submit review/)).toBeNull();
    expect(upserts(calls)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled();
    expect(star('Expertise', 4)).toBeChecked();
  });

  it('guards a submit with a missing rating: "Please provide ratings for all categories." (REVIEW-06)', async () => {
    const { calls } = open({ 'reviews.mine': { status: 200, body: { results: [] } } });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 5, 5);
    expect(button).toBeDisabled();
    // The disabled button cannot be pressed; the guard behind it answers a submit that gets through anyway.
    fireEvent.submit(button.closest('form')!);
    // react-hook-form checks asynchronously: the message is there once its promise settles.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Please provide ratings for all categories\.$/,
    );
    expect(upserts(calls)).toEqual([]);
    // Choosing the last rating and submitting clears the text.
    await rate(user, 5, 5, 1);
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    await user.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads "Updating..." while an update is sent (REVIEW-05)', async () => {
    const { calls } = open(
      {
        'reviews.mine': { status: 200, body: { results: [review] } },
        'reviews.upsert': 'never',
      },
      { hasReviewed: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update review' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submitting...' })).toBeNull();
    expect(upserts(calls)).toHaveLength(1);
  });

  it.each([
    ['a server error', { status: 500, body: { detail: 'boom' } }],
    ['a network error', 'network-error'],
  ] as const)(
    'after %s loading the earlier review, shows the empty form and no error (REVIEW-09)',
    async (_, reply) => {
      const { calls } = open(
        {
          'reviews.mine': reply,
          'reviews.upsert': {
            status: 200,
            body: { message: 'Your review has been updated.', review },
          },
        },
        { hasReviewed: true },
      );
      const button = await screen.findByRole('button', { name: 'Update review' });
      expect(myReviews(calls)).toHaveLength(1);
      expect(screen.queryByText('Loading your existing review...')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Update your review' })).toBeInTheDocument();
      expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      expect(screen.getByLabelText('Describe your experience (optional)')).toHaveValue('');
      expect(button).toBeDisabled();
      // The form still works.
      const user = userEvent.setup();
      await rate(user, 1, 2, 3);
      await user.click(button);
      expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
      expect(upserts(calls)[0]?.body).toEqual({
        target: 101,
        teaching_ability: 1,
        communication: 2,
        expertise: 3,
      });
    },
  );

  it('reloads the saved values after an update and tells the page (REVIEW-11)', async () => {
    let saved = review;
    const { calls, onSubmitted } = open(
      {
        'reviews.mine': () => ({ status: 200, body: { results: [saved] } }),
        'reviews.upsert': () => {
          // The server keeps its own copy; the form must show what was stored.
          saved = { ...review, teaching_ability: 2, communication: 2, expertise: 2, message: 'Stored' };
          return {
            status: 200,
            body: { message: 'Your review has been updated.', review: saved },
          };
        },
      },
      { hasReviewed: true },
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Update review' });
    expect(star('Teaching ability', 5)).toBeChecked();
    await rate(user, 3, 3, 3);
    await user.click(button);
    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Describe your experience (optional)')).toHaveValue('Stored'),
    );
    expect(myReviews(calls)).toHaveLength(2);
    for (const group of ['Teaching ability', 'Communication', 'Expertise'])
      expect(star(group, 2)).toBeChecked();
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your review has been updated.' }),
    );
  });
});

describe('the review message counter (ADR 0048)', () => {
  it('counts as the user types, is linked to the box, and says what is left near the limit', async () => {
    open({}, { hasReviewed: false });
    const box = screen.getByLabelText('Describe your experience (optional)');
    expect(box).toHaveAccessibleDescription('0/2000 characters');
    const user = userEvent.setup();
    await user.type(box, 'Great');
    expect(box).toHaveAccessibleDescription('5/2000 characters');
    fireEvent.change(box, { target: { value: 'a'.repeat(1850) } });
    expect(await screen.findByText('1850/2000 characters · 150 characters left')).toBeVisible();
  });
});
