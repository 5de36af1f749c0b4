import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-utils.tsx';
import { AuthErrorPage } from './auth-error-page.tsx';

describe('social sign-in failure page (AUTH-34)', () => {
  it('shows the text of the code with links to log in and support', () => {
    renderAt('/auth/error?error=access_denied', <AuthErrorPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You cancelled Google sign-in. Please try again or use email login.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('shows the default text without a known code', () => {
    renderAt('/auth/error', <AuthErrorPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while signing in. Please try again or use email login.',
    );
  });
});
