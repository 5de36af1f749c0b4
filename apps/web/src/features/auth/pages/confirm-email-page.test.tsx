import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../test-utils.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const url = '/auth/confirm-email?token=abc';
const call = 'users.confirmEmail';

describe('email confirmation page (AUTH-27..30)', () => {
  it('without a token says so and does not call the server', () => {
    const calls = mockApi({});
    renderAt('/auth/confirm-email', <ConfirmEmailPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('No confirmation token provided');
    expect(calls).toHaveLength(0);
  });

  it('shows loading, then success with a link to log in; calls once even in StrictMode', async () => {
    const calls = mockApi({ [call]: { status: 200, body: { detail: 'Confirmed' } } });
    renderAt(
      url,
      <StrictMode>
        <ConfirmEmailPage />
      </StrictMode>,
    );
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.path === pathOf('users.confirmEmail', { token: 'abc' }))).toHaveLength(1);
  });

  it.each([
    [400, 'Invalid or expired confirmation link'],
    [404, 'Confirmation link not found'],
    [500, 'Email confirmation failed'],
  ] as const)('a %i answer shows "%s" with links to register again and to support', async (status, text) => {
    mockApi({ [call]: { status, body: { detail: 'x' } } });
    renderAt(url, <ConfirmEmailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });
});
