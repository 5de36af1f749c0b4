import { photoMessages, settingsMessages } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Handler } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { studentSettings } from '../test-utils.ts';
import { SettingsPage } from './settings-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });

afterEach(() => vi.unstubAllGlobals());

function serve(settings = studentSettings(), extra: Record<string, Handler> = {}) {
  return mockApi({ 'settings.read': { status: 200, body: settings }, ...extra });
}

describe('/settings tabs (SETTINGS-01, SETTINGS-02)', () => {
  it('sets a missing tab to account, replacing the address', async () => {
    serve();
    const { router } = renderWithSession(<SettingsPage />, sessions.student, '/settings');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=account'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a student three tabs and sends a mentor tab back to account', async () => {
    serve();
    const { router } = renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=profile');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=account'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account',
      'Payments',
      'Notifications',
    ]);
  });

  it('falls back to account for an unknown tab and keeps a mentor on an allowed one', async () => {
    serve();
    const { router } = renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=billing');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=account'));
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    await user().click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
    expect(await screen.findByRole('switch', { name: 'Lesson emails' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    serve();
    const { router } = renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const account = screen.getByRole('tab', { name: 'Account' });
    account.focus();
    await user().keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=payments'));
  });

  it('says so when the settings cannot load (SETTINGS-03)', async () => {
    mockApi({ 'settings.read': { status: 500, body: { detail: 'Internal server error.' } } });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    expect(await screen.findByText(settingsMessages.loadFailed)).toBeInTheDocument();
  });
});

describe('the Account tab (SETTINGS-04..11)', () => {
  const details = () => screen.findByRole('form', { name: 'Your details' });

  it('says there is nothing to save when nothing changed', async () => {
    const calls = serve();
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await details();
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(settingsMessages.noChanges)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('refuses a photo that is not PNG/JPG or over 2 MB before sending', async () => {
    serve();
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await details();
    const input = within(form).getByLabelText('Profile picture');
    // happy-dom's file inputs ignore user-event's upload: hand the files over as the browser would.
    fireEvent.change(input, { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    expect(await within(form).findByText(settingsMessages.photoWrongType)).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(form).findByText(settingsMessages.photoTooLarge)).toBeInTheDocument();
  });

  it('checks a picked photo by content at once and shows the refusal, keeping no preview (issue 17)', async () => {
    const calls = serve(studentSettings(), {
      'settings.checkPhoto': {
        status: 400,
        body: { detail: photoMessages.invalidType, errors: { photo: [photoMessages.invalidType] } },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await details();
    const input = within(form).getByLabelText('Profile picture');
    const fake = new File(['not really a png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await within(form).findByText(photoMessages.invalidType)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Please upload a valid image file/);
    expect(within(form).queryByRole('img', { name: 'Preview of your new profile picture' })).toBeNull();
    expect(calls.filter((c) => c.name === 'settings.checkPhoto')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'settings.profile')).toHaveLength(0);
  });

  it('sends the changed name as multipart and refreshes the session for the navbar', async () => {
    let sent: FormData | null = null;
    const calls = serve(studentSettings(), {
      'settings.profile': (_url, init) => {
        sent = init.body as FormData;
        const first = sent.get('first_name') as string;
        return {
          status: 200,
          body: {
            message: 'Profile updated successfully',
            user: { ...studentSettings().user, first_name: first },
          },
        };
      },
      'auth.check': { status: 200, body: sessions.student },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await details();
    const first = within(form).getByLabelText('First name');
    await user().clear(first);
    await user().type(first, 'Samuel');
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent!.get('first_name')).toBe('Samuel');
    expect(sent!.has('last_name')).toBe(false);
    await waitFor(() => expect(calls.some((c) => c.path === pathOf('auth.check'))).toBe(true));
  });

  it('checks the password fields in order and shows the server refusal', async () => {
    const calls = serve(studentSettings(), {
      'settings.changePassword': {
        status: 400,
        body: {
          detail: settingsMessages.oldPasswordWrong,
          errors: { old_password: [settingsMessages.oldPasswordWrong] },
        },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.passwordFieldsRequired),
    );
    await user().type(within(form).getByLabelText('Current password'), 'old-secret');
    await user().type(within(form).getByLabelText('New password'), 'short');
    await user().type(within(form).getByLabelText('Confirm new password'), 'shorter');
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.passwordsDoNotMatch),
    );
    await user().clear(within(form).getByLabelText('Confirm new password'));
    await user().type(within(form).getByLabelText('Confirm new password'), 'short');
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.passwordTooShort),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user().clear(within(form).getByLabelText('New password'));
    await user().type(within(form).getByLabelText('New password'), 'long enough now');
    await user().clear(within(form).getByLabelText('Confirm new password'));
    await user().type(within(form).getByLabelText('Confirm new password'), 'long enough now');
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.oldPasswordWrong),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'long enough now',
    });
  });

  it('needs the account e-mail to delete and shows the active bookings the server lists', async () => {
    const calls = serve(studentSettings(), {
      'settings.deleteAccount': {
        status: 400,
        body: {
          detail: settingsMessages.deleteActiveBookings(['BK-000012']),
          errors: { bookings: ['BK-000012'] },
        },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await screen.findByRole('form', { name: 'Delete account' });
    const submit = within(form).getByRole('button', { name: 'Delete account' });
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.deleteEmailRequired),
    );
    const email = within(form).getByLabelText('Type your email address to confirm');
    await user().type(email, 'someone@example.com');
    await user().click(submit);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(settingsMessages.deleteEmailWrong),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user().clear(email);
    await user().type(email, 'SAM@example.com');
    await user().click(submit);
    expect(await within(form).findByRole('listitem')).toHaveTextContent('BK-000012');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      settingsMessages.deleteActiveBookings(['BK-000012']),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'SAM@example.com' });
  });

  it('signs out and goes home after a deletion', async () => {
    serve(studentSettings(), {
      'settings.deleteAccount': { status: 200, body: { message: settingsMessages.deleteSucceeded } },
    });
    const { router, client } = renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await user().type(within(form).getByLabelText('Type your email address to confirm'), 'sam@example.com');
    await user().click(within(form).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.getQueryData(authCheckKey)).toMatchObject({ is_authenticated: false });
  });

  it('shows the referral section only to the referred or to whoever may still add a code (REFERRAL-09)', async () => {
    serve();
    const first = renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    await details();
    expect(screen.queryByRole('heading', { name: 'Referral' })).not.toBeInTheDocument();
    first.unmount();

    serve(
      studentSettings({
        user: { ...studentSettings().user, referral_mentor: { id: 7, name: 'Maya Mentor' } },
      }),
    );
    const second = renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    expect(await screen.findByText('Maya Mentor')).toBeInTheDocument();
    second.unmount();

    const calls = serve(studentSettings({ can_add_referral: true }), {
      'users.referral': {
        status: 400,
        body: { detail: 'x', error: 'This referral code is not valid.' },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const form = await screen.findByRole('form', { name: 'Add a referral code' });
    await user().click(within(form).getByRole('button', { name: 'Add referral code' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a referral code'),
    );
    await user().type(within(form).getByLabelText(/Referral code/), 'NOPE');
    await user().click(within(form).getByRole('button', { name: 'Add referral code' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('This referral code is not valid.'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ referral_code: 'NOPE' });
  });
});

describe('the Notifications tab (SETTINGS-17, SETTINGS-18)', () => {
  it('flips a switch at once and keeps it when the server agrees', async () => {
    const calls = serve(studentSettings(), {
      'settings.notifications': {
        status: 200,
        body: { ...studentSettings().notification_settings, email_promotional_notifications: true },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=notifications');
    const promo = await screen.findByRole('switch', { name: 'Promotional emails' });
    expect(promo).toHaveAttribute('aria-checked', 'false');
    await user().click(promo);
    expect(promo).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email_promotional_notifications: true }),
    );
    expect(promo).toHaveAttribute('aria-checked', 'true');
    // The saved answer is written into the page's cached settings: away and back, the switch stays on
    // without reading the settings again.
    await user().click(screen.getByRole('tab', { name: 'Account' }));
    await user().click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByRole('switch', { name: 'Promotional emails' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(calls.filter((c) => c.name === 'settings.read')).toHaveLength(1);
  });

  it('switches the 1-hour lesson reminder off on its own (issue 22 item 5)', async () => {
    const calls = serve(studentSettings(), {
      'settings.notifications': {
        body: { ...studentSettings().notification_settings, lesson_reminder_1h: false },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=notifications');
    const hour = await screen.findByRole('switch', { name: 'Reminder 1 hour before a lesson' });
    const day = screen.getByRole('switch', { name: 'Reminder 24 hours before a lesson' });
    expect(hour).toHaveAttribute('aria-checked', 'true');
    expect(day).toHaveAttribute('aria-checked', 'true');
    await user().click(hour);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ lesson_reminder_1h: false }),
    );
    expect(hour).toHaveAttribute('aria-checked', 'false');
    expect(day).toHaveAttribute('aria-checked', 'true');
  });

  it('puts the switch back when the server refuses, or cannot be reached', async () => {
    let reply: Handler = { status: 500, body: { detail: 'Internal server error.' } };
    serve(studentSettings(), { 'settings.notifications': () => reply as never });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=notifications');
    const lessons = await screen.findByRole('switch', { name: 'Lesson emails' });
    await user().click(lessons);
    expect(await screen.findByText(settingsMessages.notificationsFailed)).toBeInTheDocument();
    expect(lessons).toHaveAttribute('aria-checked', 'true');
    reply = 'network-error';
    await user().click(lessons);
    expect(await screen.findByText(settingsMessages.notificationsOffline)).toBeInTheDocument();
    expect(lessons).toHaveAttribute('aria-checked', 'true');
  });
});
