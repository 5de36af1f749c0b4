/**
 * The calendar subscription address on the Account tab (issue 22 item 2): shown read-only, copied, and
 * replaced only after a confirmation, the new address shown at once.
 */
import { calendarFeedMessages as m } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../../test/render.tsx';
import { sessions } from '../../../../../test/sessions.ts';
import { studentSettings } from '../../test-utils.ts';
import { SettingsPage } from '../../pages/settings-page.tsx';

const user = () => userEvent.setup({ delay: null });
const OLD = 'https://mentors.test/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW = 'https://mentors.test/api/calendar/feed/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

describe('the calendar subscription (issue 22 item 2)', () => {
  it('shows the address, copies it, and replaces it only after a confirmation', async () => {
    const calls = mockApi({
      'settings.read': { body: studentSettings() },
      'calendar.feedAddress': { body: { url: OLD } },
      'calendar.rotateFeed': { body: { url: NEW } },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=account');
    const address = await screen.findByLabelText(m.addressLabel);
    expect(address).toHaveValue(OLD);
    expect(address).toHaveAttribute('readonly');
    const clicker = user();
    await clicker.click(screen.getByRole('button', { name: m.copy }));
    expect(await screen.findByText(m.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD);

    await clicker.click(screen.getByRole('button', { name: m.rotate }));
    expect(screen.getByText(m.rotateConfirm)).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: m.rotateNo }));
    expect(calls.filter((c) => c.name === 'calendar.rotateFeed')).toEqual([]);

    await clicker.click(screen.getByRole('button', { name: m.rotate }));
    await clicker.click(screen.getByRole('button', { name: m.rotateYes }));
    await waitFor(() => expect(address).toHaveValue(NEW));
    expect(screen.getByText(m.rotated)).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'calendar.rotateFeed')).toHaveLength(1);
  });
});
