/**
 * /component-catalog (GEN-20): every widget family under its heading, the interactive ones working, and the
 * sample conversations of CHAT-01/CHAT-14 with rows linking to /chat/{id}.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { ComponentCatalogPage } from './component-catalog-page.tsx';

afterEach(cleanup);

const renderCatalog = () =>
  renderAt(
    '/component-catalog',
    <>
      <ComponentCatalogPage />
      <Toaster />
    </>,
    { session: sessions.student },
  );

describe('the component catalog', () => {
  it('shows each widget family under its own heading', () => {
    renderCatalog();
    expect(screen.getByRole('heading', { level: 1, name: 'Component Catalog' })).toBeInTheDocument();
    for (const name of [
      'Buttons',
      'Text fields',
      'Selects, checkboxes and switches',
      'Dialog',
      'Toasts',
      'Alerts and loading',
      'Facts, accordion and avatars',
      'Sample conversations',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const variant of ['Primary', 'Secondary', 'Outline', 'Ghost', 'Purple', 'Lime']) {
      expect(screen.getByRole('button', { name: variant })).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: 'Primary disabled' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Browse mentors' })).toHaveAttribute('href', '/listings');
  });

  it('makes the controls work: buttons, fields, select, checkbox, switch, accordion', async () => {
    const user = userEvent.setup();
    renderCatalog();
    await user.click(screen.getByRole('button', { name: 'Primary' }));
    expect(screen.getByText('Buttons clicked 1 time.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    expect(screen.getByText('Hello, Ada!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.selectOptions(screen.getByLabelText('Instrument'), 'guitar');
    expect(screen.getByText('Selected: Guitar')).toBeInTheDocument();
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(remember);
    expect(remember).not.toBeChecked();
    const notifications = screen.getByRole('switch', { name: 'Lesson notifications' });
    await user.click(notifications);
    expect(notifications).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'What is an accordion?' }));
    expect(screen.getByText('One item opens at a time.')).toBeVisible();
  });

  it('opens the dialog from its button and closes it again', async () => {
    const user = userEvent.setup();
    renderCatalog();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Example dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a toast from each toast button', async () => {
    const user = userEvent.setup();
    renderCatalog();
    await user.click(screen.getByRole('button', { name: 'Show success toast' }));
    expect(await screen.findByText('Your changes are stored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show error toast' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('falls back to the default avatar when an image is broken', () => {
    renderCatalog();
    const before = screen.getAllByTestId('default-avatar').length;
    const broken = document.querySelectorAll('img[src^="data:image/png"]');
    expect(broken.length).toBeGreaterThan(0);
    broken.forEach((img) => fireEvent.error(img));
    expect(screen.getAllByTestId('default-avatar')).toHaveLength(before + broken.length);
  });

  it('lists the sample conversations with time, unread count (99+) and online flag, linking to /chat/{id}', () => {
    renderCatalog();
    const list = screen.getByRole('list', { name: 'Sample conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/chat/1', '/chat/2', '/chat/3', '/chat/4']);
    expect(rows[0]).toHaveTextContent('Emma W., online');
    expect(rows[0]).toHaveTextContent(/\d{2}:\d{2}/);
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(within(rows[0]!).getByText('See you on Thursday! Bring the Chopin nocturne.')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Lucas M., offline');
    expect(rows[1]).toHaveTextContent('Yesterday');
    expect(rows[1]).not.toHaveTextContent('unread');
    expect(rows[2]).toHaveTextContent('99+ unread');
    expect(rows[2]).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}/);
  });
});
