import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiHandler, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../test-utils.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const url = '/auth/reset-password?token=tok';

/** Answers only for the link's token, as the stub keyed by the link's path did; any other token is 404. */
function forToken<N extends 'users.checkResetLink' | 'users.resetPassword'>(
  reply: ApiReply<N> | (() => ApiReply<N>),
): ApiHandler<N> {
  return (_url, _init, { params }) =>
    params.token !== 'tok' ? { status: 404 } : typeof reply === 'function' ? reply() : reply;
}

async function fill(first: string, second: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), first);
  await user.type(screen.getByLabelText('Confirm new password'), second);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password page (AUTH-22..26)', () => {
  it('without a token says "No reset token provided"', () => {
    mockApi({});
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('No reset token provided');
  });

  it('an invalid token shows the error screen with ways out', async () => {
    mockApi({ 'users.checkResetLink': forToken({ status: 400, body: { detail: 'Invalid' } }) });
    renderAt(url, <ResetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('different passwords show "Passwords do not match" without calling the server', async () => {
    const calls = mockApi({ 'users.checkResetLink': forToken({ status: 200, body: { detail: 'ok' } }) });
    renderAt(url, <ResetPasswordPage />);
    await fill('first-password', 'second-password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends {password1, password2} and shows the success screen', async () => {
    const calls = mockApi({
      'users.checkResetLink': forToken({ status: 200, body: { detail: 'ok' } }),
      'users.resetPassword': forToken({ status: 200, body: { detail: 'Password reset' } }),
    });
    renderAt(url, <ResetPasswordPage />);
    await fill('a-new-password', 'a-new-password');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      password1: 'a-new-password',
      password2: 'a-new-password',
    });
  });

  it('shows the server field messages, else "Failed to reset password"', async () => {
    let answer: ApiReply<'users.resetPassword'> = {
      status: 400,
      body: { detail: 'Invalid', errors: { password1: ['This password is too common.'] } },
    };
    mockApi({
      'users.checkResetLink': forToken({ status: 200, body: { detail: 'ok' } }),
      'users.resetPassword': forToken(() => answer),
    });
    renderAt(url, <ResetPasswordPage />);
    await fill('password', 'password');
    // At its field: the input is marked invalid and described by the server's message.
    const message = await screen.findByText('This password is too common.');
    const first = screen.getByLabelText('New password');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer = { status: 500, body: { detail: 'Oops', errors: {} } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });
});
