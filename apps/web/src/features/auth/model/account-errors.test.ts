import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { confirmEmailErrorMessage, passwordsMismatch } from './account-errors.ts';

describe('email confirmation errors (AUTH-29)', () => {
  it('maps 400, 404 and anything else', () => {
    expect(confirmEmailErrorMessage(new ApiError(400, null, 'x'))).toBe(
      'Invalid or expired confirmation link',
    );
    expect(confirmEmailErrorMessage(new ApiError(404, null, 'x'))).toBe('Confirmation link not found');
    expect(confirmEmailErrorMessage(new ApiError(500, null, 'x'))).toBe('Email confirmation failed');
    expect(confirmEmailErrorMessage(new ApiError(null, null, 'x'))).toBe('Email confirmation failed');
  });
});

describe('password reset (AUTH-25, AUTH-26)', () => {
  it('the two passwords must match', () => {
    expect(passwordsMismatch('secret-one', 'secret-two')).toBe('Passwords do not match');
    expect(passwordsMismatch('same', 'same')).toBeNull();
  });
});
