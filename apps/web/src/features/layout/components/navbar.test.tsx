import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { Navbar } from './navbar.tsx';

const renderNavbar = (session: (typeof sessions)[keyof typeof sessions] | null, onLogout = vi.fn()) =>
  renderWithSession(<Navbar onLogout={onLogout} loggingOut={false} />, session);

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Navbar', () => {
  // The join control asks for the signed-in user's lessons: that call stays unanswered here.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined)));
  afterEach(() => vi.unstubAllGlobals());

  it('shows visitors the public entries with Log in and Join', () => {
    renderNavbar(sessions.visitor);
    expect(mainLinks()).toEqual([
      ['Find Mentors', '/listings'],
      ['About', '/'],
      ['Support', '/support'],
      ['Become a Mentor', '/become-mentor'],
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/login?tab=register');
    expect(screen.getByRole('link', { name: 'Music Mentors' })).toHaveAttribute('href', '/listings');
  });

  it('shows a student the signed-in entries and a user menu without My profile or Admin', async () => {
    const user = userEvent.setup();
    renderNavbar(sessions.student);
    expect(mainLinks().map(([label]) => label)).toEqual([
      'Find Mentors',
      'Saved Mentors',
      'My Lessons',
      'Calendar',
      'Messages',
      'Practice',
      'Become a Mentor',
    ]);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    const menuButton = screen.getByRole('button', { name: /Sam/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('link', { name: 'My profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByText('sam@example.com')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('shows a mentor the Dashboard and My profile, and no Become a Mentor', async () => {
    const user = userEvent.setup();
    renderNavbar(sessions.mentor);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/insights');
    expect(screen.queryByRole('link', { name: 'Become a Mentor' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Maya/ }));
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/mentor/7');
  });

  it('shows staff Find Mentors and Admin without student links, and logs out from the menu', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderNavbar(sessions.staff, onLogout);
    expect(mainLinks()).toEqual([
      ['Find Mentors', '/listings'],
      ['Admin', '/admin'],
      ['People', '/admin/people'],
      ['Bookings', '/admin/bookings'],
      ['Audit log', '/admin/audit'],
    ]);
    await user.click(screen.getByRole('button', { name: /Stella/ }));
    expect(screen.getAllByRole('link', { name: 'Admin' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows no account controls while the session is unknown', () => {
    renderNavbar(null);
    expect(mainLinks()).toEqual([['Find Mentors', '/listings']]);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('has no unread marker while nothing is unread', () => {
    renderNavbar(sessions.student);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByText(/unread messages/)).toBeNull();
  });

  it('opens the slide-in menu as a labelled dialog showing the email, closed by Escape', async () => {
    const user = userEvent.setup();
    renderNavbar(sessions.student);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Lessons' })).toHaveAttribute('href', '/my-lessons');
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());
  });
});
