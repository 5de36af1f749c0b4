import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { reviewFailureText } from './review-form.tsx';

describe('reviewFailureText (REVIEW-13)', () => {
  it("prefers the server's message, then the error's, then a generic text", () => {
    expect(reviewFailureText(new ApiError(400, { message: 'No.' }, 'x'))).toBe('No.');
    expect(reviewFailureText(new ApiError(null, null, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(reviewFailureText(new Error(''))).toBe('Failed to submit review. Please try again.');
    expect(reviewFailureText('odd')).toBe('Failed to submit review. Please try again.');
  });
});
