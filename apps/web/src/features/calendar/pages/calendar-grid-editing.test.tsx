/**
 * Issue 22 item 1 on the page: a mentor adds by keyboard on the grid (the dialog asks which kind), moves
 * an edge of a time off by keys (PUT), and a refusal shows the server's sentence. Students cannot edit.
 */
import type { CalendarItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { addDays, formatDay, mondayOf, todayIn } from '../model/dates.ts';
import { CalendarPage } from './calendar-page.tsx';

const user = () => userEvent.setup({ delay: null });
// The web tests run in UTC; an item far enough ahead that the week shown is next week.
const today = todayIn('UTC');
const nextMonday = addDays(mondayOf(today), 7);
const timeOff: CalendarItem = {
  id: 7,
  type: 'time_off',
  start: `${nextMonday}T10:00:00Z`,
  end: `${nextMonday}T11:00:00Z`,
  status: null,
  skill: null,
  other_user: null,
  as_mentor: true,
  first_lesson: false,
  free_trial: false,
  amount_cents: null,
  mentor_earnings_cents: null,
  currency: 'eur',
};

afterEach(() => vi.unstubAllGlobals());

async function openNextWeek(session = sessions.mentor) {
  renderWithSession(<CalendarPage />, session, '/calendar');
  await user().click(screen.getByRole('button', { name: 'Next week' }));
  return screen.findByRole('button', { name: /^Time off, 10:00 – 11:00/ });
}

describe('editing on the grid (issue 22 item 1)', () => {
  it('arrows and Shift+arrows choose a range, Enter asks which kind, and it is sent', async () => {
    const calls = mockApi({
      'calendar.read': { body: { items: [timeOff], timezone: 'UTC' } },
      'calendar.addExtraTime': { status: 201, body: { id: 8, start: 'x', end: 'y' } },
    });
    await openNextWeek();
    // The grid opened half an hour before the earliest item: the cursor starts there, on Monday.
    const monday = await screen.findByRole('button', {
      name: `Free time on ${formatDay(nextMonday, 'long')}, 09:30 – 10:00 selected`,
    });
    expect(monday).toHaveAttribute('tabindex', '0');
    monday.focus();
    await user().keyboard('{ArrowRight}{ArrowUp}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    const tuesday = addDays(nextMonday, 1);
    const cell = screen.getByRole('button', {
      name: `Free time on ${formatDay(tuesday, 'long')}, 09:00 – 10:30 selected`,
    });
    expect(cell).toHaveFocus();
    await user().keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add to your calendar' });
    expect(within(dialog).getByText(/09:00 – 10:30 \(UTC\)/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('radio', { name: 'Extra availability' }));
    await user().click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      name: 'calendar.addExtraTime',
      body: { start: `${tuesday}T09:00:00.000Z`, end: `${tuesday}T10:30:00.000Z` },
    });
  });

  it("a refusal keeps the dialog open with the server's sentence", async () => {
    const detail = 'This overlaps your time off from A to B. Change or remove that one instead.';
    mockApi({
      'calendar.read': { body: { items: [timeOff], timezone: 'UTC' } },
      'calendar.addTimeOff': { status: 400, body: { detail, errors: { start: [detail] } } },
    });
    await openNextWeek();
    screen.getByRole('button', { name: /selected$/ }).focus();
    await user().keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add to your calendar' });
    await user().click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(`Failed to add time off. Please try again. ${detail}`),
    ).toBeInTheDocument();
  });

  it('Shift+Down moves the end of a time off, Alt+Up its start; a refusal is shown above the grid', async () => {
    let refuse = false;
    const calls = mockApi({
      'calendar.read': { body: { items: [timeOff], timezone: 'UTC' } },
      'calendar.updateTimeOff': (_u, _i, request) =>
        refuse
          ? { status: 400, body: { detail: 'The end must be after the start.' } }
          : { body: { id: 7, ...(request.body as { start: string; end: string }) } },
    });
    const block = await openNextWeek();
    block.focus();
    await user().keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      params: { id: '7' },
      body: { start: timeOff.start, end: `${nextMonday}T11:30:00.000Z` },
    });
    refuse = true;
    await user().keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(
      await screen.findByText('Could not change it. The end must be after the start.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      body: { start: `${nextMonday}T09:30:00.000Z`, end: timeOff.end },
    });
  });

  it('an occurrence of recurring time off has no edge keys: it changes only through its rule', async () => {
    const calls = mockApi({
      'calendar.read': { body: { items: [{ ...timeOff, id: null }], timezone: 'UTC' } },
    });
    const block = await openNextWeek();
    expect(block).not.toHaveAttribute('aria-describedby');
    block.focus();
    await user().keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a student has no free-time cells and no edge keys', async () => {
    const calls = mockApi({ 'calendar.read': { body: { items: [], timezone: 'UTC' } } });
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Free time on / })).not.toBeInTheDocument();
  });
});
