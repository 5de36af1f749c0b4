import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberRedirect } from '../../../shared/storage/storage.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { mentor, renderAt } from '../test-utils.tsx';
import { CallbackPage } from './callback-page.tsx';

const check = 'auth.check';

describe('Google return page /callback (AUTH-33, rule A8)', () => {
  it('signed in: goes to the stored redirect once, even in StrictMode', async () => {
    mockApi({ [check]: { status: 200, body: { is_authenticated: true, user: mentor, csrftoken: 't' } } });
    rememberRedirect('/calendar');
    renderAt(
      '/callback',
      <StrictMode>
        <CallbackPage />
      </StrictMode>,
    );
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/calendar');
  });

  it('signed in without a redirect: a mentor goes to /insights', async () => {
    mockApi({ [check]: { status: 200, body: { is_authenticated: true, user: mentor, csrftoken: 't' } } });
    renderAt('/callback', <CallbackPage />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/insights');
  });

  it('not signed in: goes to /auth/error?error=authentication_failed', async () => {
    mockApi({ [check]: { status: 200, body: { is_authenticated: false, user: null, csrftoken: 't' } } });
    renderAt('/callback', <CallbackPage />);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/auth/error?error=authentication_failed',
    );
  });
});
