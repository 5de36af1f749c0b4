/**
 * Recurring time off in the calendar sidebar (issue 22 item 1, ADR 77): listed in the mentor's zone, an
 * inverted range refused before sending, what is sent (an end of 00:00 is midnight, 24:00), a server
 * refusal on its field (R1), and removal.
 */
import { recurringTimeOffMessages as m, type CalendarItem, type RecurringTimeOffList } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { ItemDialog } from './item-dialog.tsx';
import { RecurringTimeOffForm } from './recurring-time-off-form.tsx';

const user = () => userEvent.setup({ delay: null });
const STORED: RecurringTimeOffList = {
  timezone: 'Europe/Berlin',
  items: [{ id: 3, weekday: 1, start_time: '12:00', end_time: '14:00', until: '2026-12-31' }],
};

function open(stored: RecurringTimeOffList, extra: ApiRoutes = {}) {
  const calls = mockApi({ 'calendar.recurringTimeOff': { body: stored }, ...extra });
  renderWithSession(<RecurringTimeOffForm />, sessions.mentor, '/calendar');
  return calls;
}
const section = () => screen.findByRole('region', { name: m.heading });

describe('recurring time off (issue 22 item 1)', () => {
  it('lists each one in words, in the mentor’s zone', async () => {
    open(STORED);
    const region = await section();
    const row = await within(region).findByRole('listitem');
    expect(row).toHaveTextContent('Every Tuesday, 12:00 to 14:00, until 31 Dec 2026');
    expect(
      within(region).getByText(new RegExp(m.inYourZone('Europe/Berlin').replace(/[()]/g, '\\$&'))),
    ).toBeInTheDocument();
  });

  it('refuses an end before the start without sending, then sends the rule (00:00 as the end of the day)', async () => {
    const made = { id: 7, weekday: 4, start_time: '18:00', end_time: '24:00', until: null };
    const calls = open(
      { timezone: 'Europe/Berlin', items: [] },
      { 'calendar.addRecurringTimeOff': { status: 201, body: made } },
    );
    const region = await section();
    expect(await within(region).findByText(m.none)).toBeInTheDocument();
    await user().selectOptions(within(region).getByLabelText(m.weekdayLabel), 'Friday');
    const start = within(region).getByLabelText(m.startLabel);
    const end = within(region).getByLabelText(m.endLabel);
    await user().type(start, '18:00');
    await user().type(end, '17:00');
    await user().click(within(region).getByRole('button', { name: m.add }));
    expect(await within(region).findByText(m.endNotAfterStart)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user().clear(end);
    await user().type(end, '00:00');
    await user().click(within(region).getByRole('button', { name: m.add }));
    expect(await within(region).findByText(m.added)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      weekday: 4,
      start_time: '18:00',
      end_time: '24:00',
      until: null,
    });
  });

  it("puts the server's refusal on the field (R1)", async () => {
    const overlap = m.overlaps('Monday', '12:00', '14:00');
    open(
      { timezone: 'UTC', items: [] },
      {
        'calendar.addRecurringTimeOff': {
          status: 400,
          body: { detail: overlap, errors: { start_time: [overlap] } },
        },
      },
    );
    const region = await section();
    await user().type(within(region).getByLabelText(m.startLabel), '13:00');
    await user().type(within(region).getByLabelText(m.endLabel), '15:00');
    await user().click(within(region).getByRole('button', { name: m.add }));
    const start = within(region).getByLabelText(m.startLabel);
    await waitFor(() => expect(start).toHaveAccessibleDescription(overlap));
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes one', async () => {
    const calls = open(STORED, { 'calendar.removeRecurringTimeOff': { status: 204, body: null } });
    const region = await section();
    await user().click(await within(region).findByRole('button', { name: /^Remove: Every Tuesday/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.params).toEqual({ id: '3' }));
  });
});

describe('an occurrence on the calendar', () => {
  it('says it repeats and where to remove it, with no Cancel button that could not work', async () => {
    mockApi({});
    const occurrence: CalendarItem = {
      id: null,
      type: 'time_off',
      start: '2026-11-24T11:00:00Z',
      end: '2026-11-24T13:00:00Z',
      status: null,
      skill: null,
      other_user: null,
      as_mentor: true,
      first_lesson: false,
      free_trial: false,
      amount_cents: null,
      mentor_earnings_cents: null,
      currency: null,
    };
    renderWithSession(<ItemDialog item={occurrence} zone="UTC" onClose={() => undefined} />, sessions.mentor);
    const dialog = await screen.findByRole('dialog', { name: 'Time off' });
    expect(within(dialog).getByText(m.occurrenceNote)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel time off' })).not.toBeInTheDocument();
  });
});
