import { payoutMessages, settingsMessages, type SettingsResponse } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { lookups, mentorProfile, mentorSettings, payment, studentSettings } from '../test-utils.ts';
import { SettingsPage } from './settings-page.tsx';
import { pathOf, type CallAnswer } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function serve(settings: SettingsResponse = mentorSettings(), extra: ApiRoutes = {}) {
  return mockApi({ 'settings.read': { body: settings }, ...lookups, ...extra });
}

describe('the Profile tab (SETTINGS-12..16, REFERRAL-10)', () => {
  const profileForm = () => screen.findByRole('form', { name: 'Your mentor profile' });

  it('shows the verification state and the referral code to share', async () => {
    serve(mentorSettings({ mentor: mentorProfile({ is_verified: false }) }));
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    expect(await screen.findByText(settingsMessages.verificationPending)).toBeInTheDocument();
    expect(screen.getByText('MAYA2026')).toBeInTheDocument();
    // user-event puts a clipboard stub in place for the test.
    await user().click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('MAYA2026');
  });

  it('shows the range message as an out-of-range price is typed, keeps it, and sends cents', async () => {
    const calls = serve(mentorSettings(), {
      'settings.mentorProfile': { body: mentorProfile({ amount_cents: 6000 }) },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const form = await profileForm();
    const price = within(form).getByLabelText('Hourly price (€)');
    expect(price).toHaveValue('45');
    // 4500 is typed and stays as typed, with the contract's message at once (no save attempted yet).
    await user().type(price, '00');
    expect(price).toHaveValue('4500');
    expect(await within(form).findByText(settingsMessages.priceOutOfRange)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(new RegExp(settingsMessages.priceOutOfRange));
    await user().clear(price);
    await user().type(price, '12.5');
    expect(price).toHaveValue('12.5');
    expect(within(form).getByText(settingsMessages.priceOutOfRange)).toBeInTheDocument();
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Back in range: the message goes as it is typed.
    await user().clear(price);
    await user().type(price, '60');
    await waitFor(() => expect(within(form).queryByText(settingsMessages.priceOutOfRange)).toBeNull());
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(settingsMessages.mentorUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount_cents: 6000 });
  });

  it('says there is nothing to save, and sends changed lists as JSON-encoded ids', async () => {
    const calls = serve(mentorSettings(), {
      'settings.mentorProfile': { body: mentorProfile() },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const form = await profileForm();
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(settingsMessages.noChanges)).toBeInTheDocument();
    const instruments = within(form).getByRole('group', { name: 'Instruments' });
    await user().click(await within(instruments).findByRole('checkbox', { name: 'Guitar' }));
    await user().click(within(form).getByRole('switch', { name: /free 30-minute trial/ }));
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ skills: '[2,1]', offer_trial: false }),
    );
  });

  it('shows a link field for a non-Default provider and clears it for Default', async () => {
    const calls = serve(mentorSettings(), {
      'settings.mentorProfile': { body: mentorProfile() },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const form = await profileForm();
    const provider = within(form).getByLabelText('Video provider');
    expect(within(form).queryByLabelText(/meeting link/)).not.toBeInTheDocument();
    await user().selectOptions(provider, 'Zoom');
    const link = within(form).getByLabelText('Zoom meeting link');
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await within(form).findAllByText(settingsMessages.platformUrlRequired)).length).toBeGreaterThan(
      0,
    );
    await user().type(link, 'https://zoom.us/j/123');
    await user().selectOptions(provider, 'Default');
    await user().selectOptions(provider, 'Google Meet');
    expect(within(form).getByLabelText('Google Meet meeting link')).toHaveValue('');
    await user().type(within(form).getByLabelText('Google Meet meeting link'), 'https://meet.google.com/abc');
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        different_call_platform: true,
        different_call_platform_name: 'Google Meet',
        different_call_platform_url: 'https://meet.google.com/abc',
      }),
    );
  });

  it('checks the headline and introduction lengths and reads the server error', async () => {
    serve(mentorSettings(), {
      'settings.mentorProfile': { status: 400, body: { detail: 'Unknown skills: 99.' } },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const form = await profileForm();
    const headline = within(form).getByLabelText('Headline');
    await user().clear(headline);
    await user().type(headline, 'Too short');
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await within(form).findAllByText(settingsMessages.headlineLength)).length).toBeGreaterThan(0);
    await user().type(headline, ' but now it has forty characters or more');
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Unknown skills: 99.')).toBeInTheDocument();
  });
});

describe('the Payments tab (PAYOUT-01..06)', () => {
  it('pages through the history with the next / previous URLs and colours the statuses', async () => {
    const first = {
      results: [
        payment({ status: 'completed' }),
        payment({ status: 'pending', booking_reference: 'BK-000013' }),
      ],
      count: 12,
      next: `${pathOf('settings.payments')}?page=2`,
      previous: null,
    };
    const calls = serve(studentSettings({ payments: first }), {
      'settings.payments': {
        body: {
          results: [payment({ status: 'refunded', amount_cents: 2550, booking_reference: 'BK-000001' })],
          count: 12,
          next: null,
          previous: `${pathOf('settings.payments')}?page=1`,
        },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=payments');
    const table = await screen.findByRole('table', { name: /Payment history, page 1 of 2/ });
    expect(within(table).getByText('Completed')).toHaveClass('bg-green-100');
    expect(within(table).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(table).getAllByText('€45.00')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Payment account' })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('table', { name: /page 2 of 2/ });
    expect(within(second).getByText('Refunded')).toHaveClass('bg-neutral-200');
    expect(within(second).getByText('€25.50')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: pathOf('settings.payments'), query: { page: '2' } });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sends a mentor to the provider and comes back to this tab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const calls = serve(mentorSettings(), {
      'payouts.accountLink': {
        body: { account_link_url: 'http://localhost/connect/test/acct_1?token=t' },
      },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=payments');
    expect(await screen.findByRole('list', { name: 'Payout countries' })).toHaveTextContent('Switzerland');
    expect(screen.getByText(settingsMessages.paymentsDisclaimer)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Connect payment account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/connect/test/acct_1?token=t'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      refresh_url: 'http://localhost/settings?tab=payments&stripe_error=true',
      return_url: 'http://localhost/settings?tab=payments',
    });
  });

  it('shows the connection error on a failed link and on a return with stripe_error=true', async () => {
    serve(
      mentorSettings({
        mentor: mentorProfile({
          stripe: { stripe_created: true, url: '/connect/test/acct_1', payouts_enabled: true, country: 'DE' },
        }),
      }),
    );
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=payments&stripe_error=true');
    expect(await screen.findByText(payoutMessages.connectFailedSettings)).toBeInTheDocument();
    expect(screen.getByText('Connected, payouts enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage payment account' })).toHaveAttribute(
      'href',
      '/connect/test/acct_1',
    );
  });
});

describe('the Availability tab (SETTINGS-19..22)', () => {
  it('starts a mentor without hours at weekdays 09:00-17:00 and sends the week', async () => {
    const calls = serve(mentorSettings({ availability: null }), {
      // The server answers the week it saved.
      'settings.weeklyHours': (_url, _init, request) => ({
        body: request.body as CallAnswer<'settings.weeklyHours'>,
      }),
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=availability');
    const form = await screen.findByRole('form', { name: 'Weekly availability' });
    expect(within(form).getByRole('switch', { name: 'Monday' })).toHaveAttribute('aria-checked', 'true');
    expect(within(form).getByRole('switch', { name: 'Saturday' })).toHaveAttribute('aria-checked', 'false');
    expect(within(form).getByRole('switch', { name: 'Sunday' })).toHaveAttribute('aria-checked', 'false');
    await user().click(within(form).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as {
      timezone: string;
      available_times: { weekday: string; time_slots: unknown[] }[];
    };
    expect(body.available_times.map((d) => d.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(body.available_times[0]!.time_slots).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('blocks a week with overlapping slots and reads the server fallback', async () => {
    const calls = serve(
      mentorSettings({
        availability: {
          timezone: 'Europe/Berlin',
          available_times: [
            {
              weekday: 'Tue',
              time_slots: [
                { start: '09:00', end: '12:00' },
                { start: '11:00', end: '13:00' },
              ],
            },
          ],
        },
      }),
      {
        'settings.sessionTimes': {
          status: 500,
          body: { detail: 'Internal server error.' },
        },
      },
    );
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=availability');
    const form = await screen.findByRole('form', { name: 'Weekly availability' });
    await user().click(within(form).getByRole('button', { name: 'Save availability' }));
    expect((await within(form).findAllByText(settingsMessages.slotOverlap)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === pathOf('settings.weeklyHours'))).toEqual([]);

    const lengths = screen.getByRole('form', { name: 'Lesson lengths' });
    expect(within(lengths).getByRole('checkbox', { name: '60 minutes' })).toBeChecked();
    expect(within(lengths).getByRole('checkbox', { name: '90 minutes' })).not.toBeChecked();
    await user().click(within(lengths).getByRole('button', { name: 'Save lesson lengths' }));
    expect(await within(lengths).findByText(settingsMessages.sessionsFailed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === pathOf('settings.sessionTimes'))?.body).toEqual({
      sessions: [
        { session_time: 30, timeout_time: 0 },
        { session_time: 60, timeout_time: 10 },
      ],
    });
  });
});
