import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { REVIEW_MESSAGE_MAX as CONTRACT_MAX } from '@app/contract';
import { REVIEW_MESSAGE_MAX, reviewCounterText, reviewFailureText } from './review-form.tsx';

describe('reviewFailureText (REVIEW-13)', () => {
  it("prefers the server's message, then the error's, then a generic text", () => {
    expect(reviewFailureText(new ApiError(400, { message: 'No.' }, 'x'))).toBe('No.');
    expect(reviewFailureText(new ApiError(null, null, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(reviewFailureText(new Error(''))).toBe('Failed to submit review. Please try again.');
    expect(reviewFailureText('odd')).toBe('Failed to submit review. Please try again.');
  });
});

describe('the review message counter (ADR 0048)', () => {
  it('keeps the limit of the contract', () => {
    expect(REVIEW_MESSAGE_MAX).toBe(CONTRACT_MAX);
  });

  it('shows the count, then what is left from 90% of the limit, then that the limit is reached', () => {
    expect(reviewCounterText(0)).toBe('0/2000 characters');
    expect(reviewCounterText(1799)).toBe('1799/2000 characters');
    expect(reviewCounterText(1800)).toBe('1800/2000 characters · 200 characters left');
    expect(reviewCounterText(1999)).toBe('1999/2000 characters · 1 character left');
    expect(reviewCounterText(2000)).toBe('2000/2000 characters · limit reached');
  });
});
