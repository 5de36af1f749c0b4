/** The profile's reviews list: a long review is shortened with "Read more" (ADR 0048). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review } from '@app/contract';
import { reviewPreview } from '../model/reviews.ts';
import { ReviewsSection } from './reviews-section.tsx';

const long = `${'Patient and clear teacher. '.repeat(20)}The last sentence.`;

const review = (id: number, message: string): Review => ({
  id,
  reviewer: { id, full_name: 'Sam Student', profile_image: null },
  created_at: '2026-11-20T10:00:00Z',
  teaching_ability: 5,
  communication: 5,
  expertise: 5,
  message,
});

describe('reviewPreview', () => {
  it('leaves a short review whole and cuts a long one at a space, ending with an ellipsis', () => {
    expect(reviewPreview('Great')).toBeNull();
    expect(reviewPreview('a'.repeat(320))).toBeNull();
    const preview = reviewPreview(long) ?? '';
    expect(preview.length).toBeLessThanOrEqual(321);
    const kept = preview.slice(0, -1);
    expect(preview.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' '); // cut between words
    expect(reviewPreview('a'.repeat(400), 320)).toBe(`${'a'.repeat(320)}…`);
  });
});

describe('a long review on the profile', () => {
  it('shows its start with "Read more", the whole text after it, and "Show less" to fold it again', async () => {
    render(
      <ReviewsSection
        totals={undefined}
        reviews={[review(1, long), review(2, 'Short one')]}
        loading={false}
        failed={false}
      />,
    );
    expect(screen.getByText('Short one')).toBeVisible();
    expect(screen.queryByText(/The last sentence\./)).toBeNull();
    const toggles = screen.getAllByRole('button', { name: /Read more/ });
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0]!;
    expect(toggle).toHaveAccessibleName('Read more of the review by Sam S.');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    expect(screen.getByText(/The last sentence\./)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show less of the review by Sam S.');
    await user.click(toggle);
    expect(screen.queryByText(/The last sentence\./)).toBeNull();
  });
});
