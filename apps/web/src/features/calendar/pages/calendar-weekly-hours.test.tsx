/**
 * Issue 22 item 1, weekly hours on the grid: the mode shows each weekday's hours in the zone they are kept
 * in; Enter on empty time adds a range after a confirmation, an edge key resizes one, a click removes one
 * after a confirmation, each saved as the whole week; a refusal is the server's sentence.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
// The settings feature's full, schema-checked answer of settings.read, reused rather than copied.
// eslint-disable-next-line boundaries/dependencies
import { mentorSettings } from '../../settings/test-utils.ts';
import { CalendarPage } from './calendar-page.tsx';

const user = () => userEvent.setup({ delay: null });
afterEach(() => vi.unstubAllGlobals());

function serve(refuse = false) {
  return mockApi({
    'calendar.read': { body: { items: [], timezone: 'UTC' } },
    'settings.read': { body: mentorSettings() },
    'settings.weeklyHours': (_u, _i, request) =>
      refuse
        ? { status: 400, body: { detail: 'Time slots cannot overlap' } }
        : { body: request.body as never },
  });
}

async function weeklyMode() {
  renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
  await user().click(screen.getByRole('button', { name: 'Weekly hours' }));
  // Mondays 09:00-18:00 in Europe/Berlin, drawn on the week's Monday in that zone.
  return screen.findByRole('button', { name: 'Availability, 09:00 – 18:00' });
}

const puts = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'PUT');
const weekSent = (calls: ReturnType<typeof serve>, index: number) =>
  (puts(calls)[index]!.body as { available_times: unknown[] }).available_times;

describe('weekly hours on the grid', () => {
  it('adds a range by keys after a confirmation, saving the whole week in its zone', async () => {
    const calls = serve();
    await weeklyMode();
    expect(screen.getByText(/in the time zone they are kept in \(Europe\/Berlin\)/)).toBeInTheDocument();
    const cell = await screen.findByRole('button', { name: /08:30 – 09:00 selected$/ });
    cell.focus();
    // The cursor opened at 08:30 on Monday; go to Tuesday 18:00-19:00.
    await user().keyboard('{ArrowRight}');
    for (let i = 0; i < 19; i += 1) await user().keyboard('{ArrowDown}');
    await user().keyboard('{Shift>}{ArrowDown}{/Shift}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add weekly hours' });
    expect(within(dialog).getByText(/Tuesdays 18:00 – 19:00 \(Europe\/Berlin\)/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Add weekly hours' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0]!.body as { timezone: string; available_times: unknown[] };
    expect(body.timezone).toBe('Europe/Berlin');
    expect(body.available_times).toContainEqual({
      weekday: 'Mon',
      time_slots: [{ start: '09:00', end: '18:00' }],
    });
    expect(body.available_times).toContainEqual({
      weekday: 'Tue',
      time_slots: [{ start: '18:00', end: '19:00' }],
    });
  });

  it('Shift+Down lengthens a range; a click removes one after a confirmation', async () => {
    const calls = serve();
    const block = await weeklyMode();
    block.focus();
    await user().keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(weekSent(calls, 0)).toContainEqual({
      weekday: 'Mon',
      time_slots: [{ start: '09:00', end: '18:30' }],
    });
    await user().click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Remove weekly hours' });
    await user().click(within(dialog).getByRole('button', { name: 'Yes, remove weekly hours' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(weekSent(calls, 1)).toContainEqual({ weekday: 'Mon', time_slots: [] });
  });

  it("shows the server's refusal and keeps the hours", async () => {
    serve(true);
    const block = await weeklyMode();
    block.focus();
    await user().keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(
      await screen.findByText('Could not save the weekly hours. Time slots cannot overlap'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Availability, 09:00 – 18:00' })).toBeInTheDocument();
  });
});
