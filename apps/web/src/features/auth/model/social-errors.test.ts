import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { socialErrorText, socialLinkErrorMessage } from './social-errors.ts';

describe('social sign-in failure texts by code (AUTH-34, rule A8)', () => {
  it.each([
    ['authentication_failed', 'Google authentication failed. Please try again or use email login.'],
    ['access_denied', 'You cancelled Google sign-in. Please try again or use email login.'],
    ['invalid_request', 'The sign-in request was invalid. Please try again.'],
    ['server_error', 'Google is not responding right now. Please try again later.'],
  ])('%s', (code, text) => {
    expect(socialErrorText(code)).toBe(text);
  });

  it.each([null, '', 'something_else', 'default', 'toString'])('falls back to the default for %s', (code) => {
    expect(socialErrorText(code)).toBe(
      'Something went wrong while signing in. Please try again or use email login.',
    );
  });
});

describe('social link call failure (AUTH-32)', () => {
  it('prefers the server message, then the error message, then the provider text', () => {
    expect(
      socialLinkErrorMessage(new ApiError(404, { detail: 'Google sign-in is off' }, 'x'), 'google'),
    ).toBe('Google sign-in is off');
    expect(socialLinkErrorMessage(new ApiError(null, null, 'Failed to fetch'), 'google')).toBe(
      'Failed to fetch',
    );
    expect(socialLinkErrorMessage(new Error(''), 'google')).toBe('Failed to authenticate with google');
    expect(socialLinkErrorMessage('weird', 'google')).toBe('Failed to authenticate with google');
  });
});
