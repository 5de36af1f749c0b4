import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { registerErrorMessage } from './register-errors.ts';

const fail = (status: number | null, body: ApiError['body'] = null) => new ApiError(status, body, 'x');

describe('register error messages (AUTH-17)', () => {
  it('email errors come first, joined, read at the top level or under errors', () => {
    expect(registerErrorMessage(fail(400, { detail: 'Invalid', email: ['Taken.', 'Really.'] }))).toBe(
      'Email: Taken. Really.',
    );
    expect(registerErrorMessage(fail(400, { detail: 'Invalid', errors: { email: ['Taken.'] } }))).toBe(
      'Email: Taken.',
    );
    expect(
      registerErrorMessage(
        fail(400, { email: ['Taken.'], password: ['Too short.'], message: 'm', detail: 'd' }),
      ),
    ).toBe('Email: Taken.');
  });

  it('then password errors, joined', () => {
    expect(
      registerErrorMessage(fail(400, { detail: 'Invalid', password: ['Too short.', 'Too common.'] })),
    ).toBe('Password: Too short. Too common.');
    expect(registerErrorMessage(fail(400, { detail: 'Invalid', errors: { password: ['Too short.'] } }))).toBe(
      'Password: Too short.',
    );
  });

  it('then the message, then the detail', () => {
    expect(registerErrorMessage(fail(400, { message: 'Message', detail: 'Detail' }))).toBe('Message');
    expect(registerErrorMessage(fail(429, { detail: 'Too many registrations' }))).toBe(
      'Too many registrations',
    );
    expect(registerErrorMessage(fail(400, { detail: 'Detail', email: [] }))).toBe('Detail');
  });

  it('else "An error occurred during registration"', () => {
    expect(registerErrorMessage(fail(500))).toBe('An error occurred during registration');
    expect(registerErrorMessage(fail(400, {}))).toBe('An error occurred during registration');
  });

  it('no response shows "Failed to register"', () => {
    expect(registerErrorMessage(fail(null))).toBe('Failed to register');
  });
});
