import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openCookieSettings, syncCookieConsentFromStorage } from '../../shared/consent/cookie-consent.ts';
import { readStored, storageKeys } from '../../shared/storage/storage.ts';
import { CookieConsentHost } from './cookie-consent-host.tsx';

function renderHost() {
  syncCookieConsentFromStorage();
  return render(
    <MemoryRouter>
      <CookieConsentHost />
    </MemoryRouter>,
  );
}

const stored = () => readStored<Record<string, unknown>>(storageKeys.cookieConsent);

describe('CookieConsentHost', () => {
  afterEach(() => {
    window.localStorage.clear();
    syncCookieConsentFromStorage();
  });

  it('shows a labelled dialog with focus inside when nothing is stored', async () => {
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'We value your privacy' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue without accepting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('"Accept all" stores every category and closes', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: true, essential: true, consent: true });
    expect(typeof stored()?.timestamp).toBe('string');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Continue without accepting" refuses the optional categories', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(await screen.findByRole('button', { name: 'Continue without accepting' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false, essential: true, consent: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Cookie settings" offers switches, with essential always on, and saves the choice', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const essential = screen.getByRole('switch', { name: 'Essential' });
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    const advertising = screen.getByRole('switch', { name: 'Advertising' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(analytics).not.toBeChecked();
    expect(advertising).not.toBeChecked();

    await user.click(analytics);
    expect(analytics).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: false, essential: true, consent: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed once a choice is stored, and reopens on the settings with the stored choice', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openCookieSettings());
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Advertising' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: false });

    act(() => openCookieSettings());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
