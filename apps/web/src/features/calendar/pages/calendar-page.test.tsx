import type { CalendarItem } from '@app/contract';
import { calendarMessages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atParams, mockApi, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { addDays, mondayOf, todayIn } from '../model/dates.ts';
import { CalendarPage } from './calendar-page.tsx';

const user = () => userEvent.setup({ delay: null });
// The web tests run in UTC (vitest.config.ts), so the viewer's zone is UTC.
const today = todayIn('UTC');
const monday = mondayOf(today);

afterEach(() => vi.unstubAllGlobals());

function item(overrides: Partial<CalendarItem>): CalendarItem {
  return {
    id: 1,
    type: 'booking',
    start: `${today}T10:00:00Z`,
    end: `${today}T11:00:00Z`,
    status: 'paid',
    skill: 'Guitar',
    other_user: { id: 9, first_name: 'Maya', last_name: 'Lopez', profile_picture: null },
    as_mentor: false,
    first_lesson: true,
    free_trial: false,
    amount_cents: 4250,
    mentor_earnings_cents: null,
    currency: 'eur',
    ...overrides,
  };
}

function serve(items: CalendarItem[], extra: ApiRoutes = {}) {
  return mockApi({
    'calendar.read': { body: { items, timezone: 'UTC' } },
    // The mentor's sidebar also lists their recurring time off (ADR 77).
    'calendar.recurringTimeOff': { body: { timezone: 'UTC', items: [] } },
    ...extra,
  });
}

describe('/calendar (CAL-01..14)', () => {
  it('loads the week from Monday, places a lesson on its day, and shows its real price', async () => {
    const calls = serve([item({})]);
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    const lesson = await screen.findByRole('button', {
      name: /Confirmed lesson: Guitar with Maya Lopez, first lesson, 10:00 – 11:00/,
    });
    expect(calls[0]!.query).toEqual({ start_date: monday, end_date: addDays(monday, 6) });
    // 10:00 is 10 rows of 40px down.
    expect(lesson).toHaveStyle({ top: '400px', height: '40px' });
    expect(screen.getAllByRole('region', { name: 'Calendar grid' })).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Calendar grid' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(7);
    // Students have no sidebar.
    expect(screen.queryByRole('heading', { name: 'Add time off' })).not.toBeInTheDocument();
    await user().click(lesson);
    const dialog = await screen.findByRole('dialog', { name: 'Lesson' });
    expect(within(dialog).getByText('€42.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Maya Lopez')).toBeInTheDocument();
    expect(within(dialog).queryByText('€50.00')).not.toBeInTheDocument();
    // A student's dialog says nothing of the mentor's earnings.
    expect(within(dialog).queryByText(/You earn/)).not.toBeInTheDocument();
  });

  it("shows the lesson's mentor what they earn for it, after the platform fee", async () => {
    serve([
      item({
        as_mentor: true,
        amount_cents: 4000,
        mentor_earnings_cents: 4250,
        other_user: { id: 3, first_name: 'Sam', last_name: 'Student', profile_picture: null },
      }),
    ]);
    renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
    await user().click(await screen.findByRole('button', { name: /lesson: Guitar with Sam Student/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson' });
    expect(within(dialog).getByText('You earn €42.50')).toBeInTheDocument();
  });

  it('moves by week and by day, and back to today', async () => {
    const calls = serve([]);
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user().click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(calls.at(-1)!.query.start_date).toBe(addDays(monday, 7)));
    await user().click(screen.getByRole('button', { name: 'Today' }));
    await user().click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ start_date: today, end_date: today }));
    await user().click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(calls.at(-1)!.query.start_date).toBe(addDays(today, -1)));
  });

  it('draws no availability on days before today, but keeps their lessons (issue 17 item 11)', async () => {
    const yesterday = addDays(today, -1);
    const available = (date: string, id: number) =>
      item({ id, type: 'available_time', start: `${date}T09:00:00Z`, end: `${date}T17:00:00Z` });
    serve([
      available(yesterday, 1),
      available(today, 2),
      item({ id: 3, start: `${yesterday}T12:00:00Z`, end: `${yesterday}T13:00:00Z`, status: 'completed' }),
    ]);
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    await user().click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByText('Availability, 09:00 – 17:00')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('button', { name: /Completed lesson: Guitar/ })).toBeInTheDocument();
    expect(screen.queryByText('Availability, 09:00 – 17:00')).not.toBeInTheDocument();
  });

  it('shows the legend with unconfirmed, cancelled and first-lesson entries', () => {
    serve([]);
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    const legend = screen.getByRole('region', { name: 'Legend' });
    for (const label of [
      'Confirmed lesson',
      'Completed lesson',
      'Unconfirmed lesson',
      'Cancelled lesson',
      'Time off',
      'Extra slot',
      'Availability',
      'First lesson',
    ]) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
  });

  it('says so when the calendar cannot load', async () => {
    mockApi({ 'calendar.read': { status: 500, body: {} } });
    renderWithSession(<CalendarPage />, sessions.student, '/calendar');
    expect(await screen.findByText(calendarMessages.loadFailed)).toBeInTheDocument();
  });
});

describe('the mentor sidebar (CAL-03, CAL-09..13)', () => {
  it('links to the availability settings and needs both dates and times', async () => {
    const calls = serve([]);
    renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
    expect(screen.getByRole('link', { name: 'Set up availability' })).toHaveAttribute(
      'href',
      '/settings?tab=availability',
    );
    const form = screen.getByRole('form', { name: 'Add time off' });
    await user().type(within(form).getByLabelText('Start date'), '2030-01-10');
    await user().click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText(calendarMessages.bothDatesAndTimes)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('swaps a reversed range, sends it, and refreshes the calendar', async () => {
    const calls = serve([], {
      'calendar.addTimeOff': { status: 201, body: { id: 5, start: '', end: '' } },
    });
    renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
    await waitFor(() => expect(calls.filter((c) => c.name === 'calendar.read')).toHaveLength(1));
    const form = screen.getByRole('form', { name: 'Add time off' });
    await user().type(within(form).getByLabelText('Start date'), '2030-01-10');
    await user().type(within(form).getByLabelText('Start time'), '14:00');
    await user().type(within(form).getByLabelText('End date'), '2030-01-10');
    await user().type(within(form).getByLabelText('End time'), '09:00');
    await user().click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('Time off added.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ start: '2030-01-10T09:00:00.000Z', end: '2030-01-10T14:00:00.000Z' });
    await waitFor(() => expect(calls.filter((c) => c.name === 'calendar.read')).toHaveLength(2));
  });

  it('shows the fixed text with the server reason when adding fails', async () => {
    serve([], {
      'calendar.addExtraTime': {
        status: 400,
        body: { detail: 'The start must not be in the past.' },
      },
    });
    renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
    const form = screen.getByRole('form', { name: 'Add extra availability' });
    await user().type(within(form).getByLabelText('Start date'), '2030-01-10');
    await user().type(within(form).getByLabelText('Start time'), '09:00');
    await user().type(within(form).getByLabelText('End date'), '2030-01-10');
    await user().type(within(form).getByLabelText('End time'), '10:00');
    await user().click(within(form).getByRole('button', { name: 'Add extra availability' }));
    expect(
      await within(form).findByText(
        `${calendarMessages.addExtraTimeFailed} The start must not be in the past.`,
      ),
    ).toBeInTheDocument();
  });

  it('cancels time off from its dialog and refreshes; a failure shows the CAL-14 text', async () => {
    let fail = true;
    const calls = serve(
      [
        item({
          id: 3,
          type: 'time_off',
          status: null,
          skill: null,
          other_user: null,
          first_lesson: false,
          amount_cents: null,
        }),
        item({
          id: null,
          type: 'available_time',
          start: `${today}T08:00:00Z`,
          end: `${today}T17:00:00Z`,
          status: null,
          skill: null,
          other_user: null,
          first_lesson: false,
        }),
      ],
      {
        'calendar.removeTimeOff': atParams({ id: '3' }, () =>
          fail ? { status: 500, body: {} } : { status: 204, body: null },
        ),
      },
    );
    renderWithSession(<CalendarPage />, sessions.mentor, '/calendar');
    // Availability is listed for screen readers but is not a control.
    expect(await screen.findByText(/^Availability, 08:00 – 17:00/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /^Time off, 10:00 – 11:00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Time off' });
    // Asked first; keeping it sends nothing.
    await user().click(within(dialog).getByRole('button', { name: 'Cancel time off' }));
    await user().click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel time off' }));
    await user().click(within(dialog).getByRole('button', { name: 'Yes, cancel time off' }));
    expect(await within(dialog).findByText(calendarMessages.cancelTimeOffFailed)).toBeInTheDocument();
    fail = false;
    await user().click(within(dialog).getByRole('button', { name: 'Yes, cancel time off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    await waitFor(() => expect(calls.filter((c) => c.name === 'calendar.read')).toHaveLength(2));
  });
});
