import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, type SessionName } from '../../test/sessions.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { saveCookiePreferences, syncCookieConsentFromStorage } from '../shared/consent/cookie-consent.ts';
import { authCheckKey } from '../shared/session/auth-check.ts';
import { routes } from './routes.tsx';

function renderApp(entry: InitialEntry, who: SessionName = 'visitor') {
  queryClient.setQueryData(authCheckKey, sessions[who]);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the route table', () => {
  beforeEach(() => {
    // Pages of other features may ask the server for things: those calls never answer here.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    saveCookiePreferences({ analytics: false, advertising: false });
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    syncCookieConsentFromStorage();
  });

  it('sends unknown paths to /listings', async () => {
    const router = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music Lessons Tailored To You' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listings');
  });

  it('redirects /help to /support', async () => {
    const router = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/support');
  });

  it('shows the insights page on /dashboard for a mentor', async () => {
    renderApp('/dashboard', 'mentor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor from a protected page to /login with the redirect', async () => {
    const router = renderApp('/saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsaved');
  });

  it('sends /booking-confirmation without navigation state to /listings', async () => {
    const router = renderApp('/booking-confirmation', 'student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings'));
  });

  it('shows /booking-confirmation when the booking comes in navigation state', async () => {
    renderApp({ pathname: '/booking-confirmation', state: { bookingId: 1 } }, 'student');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmation' }),
    ).toBeInTheDocument();
  });

  it('shows the test checkout to anyone, without navbar or footer (B11)', async () => {
    renderApp('/checkout/test/cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows /component-catalog without navbar or footer', async () => {
    renderApp('/component-catalog', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component Catalog' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the staff area on /admin to staff', async () => {
    renderApp('/admin', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
  });

  it('reopens the cookie settings from the cookie policy', async () => {
    const user = userEvent.setup();
    renderApp('/cookies');
    await user.click(await screen.findByRole('button', { name: 'Open Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('renders the landing page inside the layout with a skip link and the main landmark', async () => {
    renderApp('/', 'student');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Personalized Music Lessons from Industry Professionals',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByRole('heading', { name: 'Join Today' })).toBeNull();
  });
});
