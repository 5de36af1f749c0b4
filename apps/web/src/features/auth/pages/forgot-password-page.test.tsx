import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../test-utils.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password page (AUTH-19..21)', () => {
  it('sends {email} and shows the neutral confirmation with a link back to /login', async () => {
    const calls = mockApi({ 'users.forgotPassword': { status: 200, body: { detail: 'ok' } } });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByLabelText('Email')).toBeRequired();
    await submit('ana@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists with this email, you will receive a password reset link.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(calls.at(-1)?.body).toEqual({ email: 'ana@example.com' });
  });

  it('a failure shows "Failed to send reset email"', async () => {
    mockApi({ 'users.forgotPassword': { status: 500, body: { detail: 'Oops' } } });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await submit('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});
