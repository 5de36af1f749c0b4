/**
 * The mentor's other calendars on the Availability tab (issue 22 item 3): listed with their last read or
 * last error, an address checked before sending and sent trimmed, a server refusal on the field (R1), and
 * removal.
 */
import { externalCalendarMessages as m, type ExternalCalendar } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiRoutes } from '../../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../../test/render.tsx';
import { sessions } from '../../../../../test/sessions.ts';
import { lookups, mentorSettings } from '../../test-utils.ts';
import { SettingsPage } from '../../pages/settings-page.tsx';

const user = () => userEvent.setup({ delay: null });
const FAILING: ExternalCalendar = {
  id: 4,
  url: 'https://calendar.example.com/secret/basic.ics',
  last_synced_at: '2026-11-23T08:00:00Z',
  last_error: m.tooLarge,
};

function open(stored: ExternalCalendar[], extra: ApiRoutes = {}) {
  const calls = mockApi({
    'settings.read': { body: mentorSettings() },
    'settings.bookingRules': {
      body: { min_notice_hours: 2, horizon_days: 90, buffer_minutes: 0, max_lessons_per_day: null },
    },
    'calendar.externalCalendars': { body: stored },
    ...lookups,
    ...extra,
  });
  renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=availability');
  return calls;
}
const section = () => screen.findByRole('region', { name: m.heading });

describe('your other calendars (issue 22 item 3)', () => {
  it('shows each calendar with its last read and the reason its last read failed', async () => {
    open([FAILING]);
    const region = await section();
    const row = await within(region).findByRole('listitem');
    expect(row).toHaveTextContent(FAILING.url);
    expect(row).toHaveTextContent(/^.*Last read .*2026/);
    expect(row).toHaveTextContent(m.syncError(m.tooLarge));
  });

  it('checks the address before sending, then adds it trimmed', async () => {
    const added: ExternalCalendar = {
      id: 5,
      url: 'https://a.example.com/c.ics',
      last_synced_at: null,
      last_error: null,
    };
    const calls = open([], { 'calendar.addExternalCalendar': { body: added } });
    const region = await section();
    expect(await within(region).findByText(m.none)).toBeInTheDocument();
    const field = within(region).getByLabelText(m.urlLabel);
    await user().type(field, 'webcal only');
    await user().click(within(region).getByRole('button', { name: m.add }));
    expect(await within(region).findByText(m.notAnAddress)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user().clear(field);
    await user().type(field, `  ${added.url} `);
    await user().click(within(region).getByRole('button', { name: m.add }));
    expect(await within(region).findByText(m.added)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ url: added.url });
  });

  it("puts the server's refusal on the field (R1)", async () => {
    open([], {
      'calendar.addExternalCalendar': {
        status: 400,
        body: { detail: m.httpsOnly, errors: { url: [m.httpsOnly] } },
      },
    });
    const region = await section();
    expect(await within(region).findByText(m.none)).toBeInTheDocument();
    const field = within(region).getByLabelText(m.urlLabel);
    await user().click(field);
    await user().paste('http://a.example.com/c.ics');
    await user().click(within(region).getByRole('button', { name: m.add }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(m.httpsOnly));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a calendar', async () => {
    const calls = open([FAILING], { 'calendar.removeExternalCalendar': { status: 204, body: null } });
    const region = await section();
    await user().click(await within(region).findByRole('button', { name: m.removeLabel(FAILING.url) }));
    expect(await within(region).findByText(m.removed)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.params).toEqual({ id: '4' });
  });
});
