import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { loginErrorMessage } from './login-errors.ts';

const fail = (status: number | null, body: ApiError['body'] = null) => new ApiError(status, body, 'x');

describe('login error messages (AUTH-14)', () => {
  it('401 shows the server message, else the detail, else "Invalid email or password"', () => {
    expect(loginErrorMessage(fail(401, { message: 'Nope', detail: 'Bad' })).message).toBe('Nope');
    expect(loginErrorMessage(fail(401, { detail: 'Bad credentials' })).message).toBe('Bad credentials');
    expect(loginErrorMessage(fail(401)).message).toBe(messages.invalidCredentials);
    expect(loginErrorMessage(fail(401, { detail: '' })).message).toBe('Invalid email or password');
  });

  it('403 "Email not confirmed" asks to confirm first and offers a resend', () => {
    const view = loginErrorMessage(fail(403, { detail: 'Forbidden', error: 'Email not confirmed' }));
    expect(view).toEqual({ message: 'Please confirm your email before logging in', needsConfirmation: true });
  });

  it('another 403 is treated like any other failure', () => {
    expect(loginErrorMessage(fail(403, { detail: 'Account disabled' }))).toEqual({
      message: 'Account disabled',
      needsConfirmation: false,
    });
    expect(loginErrorMessage(fail(403)).message).toBe(messages.loginFailed);
  });

  it('429 shows the server message, else "Too many failed attempts. Please try again later"', () => {
    expect(loginErrorMessage(fail(429, { message: 'Slow down' })).message).toBe('Slow down');
    expect(loginErrorMessage(fail(429)).message).toBe('Too many failed attempts. Please try again later');
  });

  it('any other failure shows message or detail, else "An error occurred during login"', () => {
    expect(loginErrorMessage(fail(500, { message: 'Boom' })).message).toBe('Boom');
    expect(loginErrorMessage(fail(400, { detail: 'Bad request' })).message).toBe('Bad request');
    expect(loginErrorMessage(fail(502)).message).toBe('An error occurred during login');
  });

  it('no response shows "Failed to login"', () => {
    expect(loginErrorMessage(fail(null)).message).toBe('Failed to login');
    expect(loginErrorMessage(new TypeError('Failed to fetch')).message).toBe('Failed to login');
  });
});
