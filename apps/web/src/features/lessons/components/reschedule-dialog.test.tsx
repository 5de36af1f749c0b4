/**
 * The reschedule modal from a lesson card (RESCHED-01..09): the lesson's 7-day window asked by booking_id,
 * only days with slots, times by part of the day, "Please select a time slot", the PUT, close and refresh,
 * and the two failure texts. The clock is fixed at Tuesday 24 November 2026, 08:00 UTC.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AvailableSlot, Booking } from '@app/contract';
import { atParams, type ApiReply } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { makeBooking, pageOf, renderLessons, serveLessons, UPCOMING } from '../test-utils.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });

const slot = (local: string): AvailableSlot => {
  const start = new Date(`${local}Z`);
  return {
    start_time: `${local}+00:00`,
    start_utc: start.toISOString().replace('.000Z', 'Z'),
    end_utc: new Date(start.getTime() + 3_600_000).toISOString().replace('.000Z', 'Z'),
  };
};
const SLOTS = [
  slot('2026-11-26T07:00:00'),
  slot('2026-11-26T13:30:00'),
  slot('2026-11-26T19:00:00'),
  slot('2026-11-27T09:00:00'),
];
type TimesReply = ApiReply<'bookings.availableTimes'>;
type PutReply = ApiReply<'reschedule.request'>;

function serve(
  times: TimesReply | ((url: URL) => TimesReply),
  put: PutReply = { status: 200, body: makeBooking() },
) {
  let requested = false;
  const booking = makeBooking();
  const calls = serveLessons(
    {
      [UPCOMING]: () =>
        pageOf([
          requested
            ? {
                ...booking,
                can_reschedule: false,
                reschedule_request: {
                  start_utc: '2026-11-26T13:30:00Z',
                  end_utc: '2026-11-26T14:30:00Z',
                  lapses_at: '2026-11-26T08:00:00Z',
                  created_at: '2026-11-24T08:00:00Z',
                },
              }
            : booking,
        ]),
    },
    {
      'bookings.availableTimes': typeof times === 'function' ? (url) => times(url) : times,
      'reschedule.request': atParams({ id: '42' }, () => {
        if (typeof put === 'object' && put.status === 200) requested = true;
        return put;
      }),
    },
  );
  return calls;
}

async function openModal() {
  await user().click(await screen.findByRole('button', { name: 'Reschedule' }));
  return screen.findByRole('dialog', { name: 'Reschedule lesson' });
}

describe('the reschedule modal', () => {
  it('asks the lesson’s 7-day window, offers days with slots and times by part of the day, then sends the request', async () => {
    const calls = serve({ status: 200, body: { available_slots: SLOTS, timezone: 'UTC' } });
    renderLessons();
    const dialog = await openModal();
    await within(dialog).findByRole('heading', { name: 'Morning' });
    const asked = calls.find((c) => c.path === pathOf('bookings.availableTimes'));
    expect(asked?.query).toEqual({ booking_id: '42', start_date: '2026-11-24', end_date: '2026-11-30' });

    const days = within(within(dialog).getByRole('list', { name: 'Days' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days.map((d) => (d as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(days[2]).toHaveAttribute('aria-pressed', 'true');
    for (const part of ['Morning', 'Afternoon', 'Evening']) {
      expect(within(dialog).getByRole('heading', { name: part })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: '07:00' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '09:00' })).toBeNull();

    // RESCHED-04 and issue 17: no slot, Confirm disabled, with the words of what is missing; no request.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm new time' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/^Please select a time slot/);
    await user().click(confirm);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Another day shows its own times.
    await user().click(days[3]!);
    expect(within(dialog).getByRole('button', { name: '09:00' })).toBeInTheDocument();
    await user().click(days[2]!);
    await user().click(within(dialog).getByRole('button', { name: '13:30' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm new time' })).toBeEnabled();
    expect(within(dialog).queryByText(/Please select a time slot/)).toBeNull();
    const before = calls.filter((c) => c.path === pathOf('bookings.list')).length;
    await user().click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: pathOf('reschedule.request', { id: '42' }),
        body: { start_utc: '2026-11-26T13:30:00Z', end_utc: '2026-11-26T14:30:00Z' },
      }),
    ]);
    expect(
      await screen.findByText('Your request for a new time has been sent to your mentor.'),
    ).toBeInTheDocument();
    // RESCHED-06: the lists are asked again; the card now says the request waits for the mentor.
    const card = screen.getByRole('article', { name: 'Lena Park' });
    expect(
      await within(card).findByText('Waiting for your mentor to accept the new time.'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(/^Reschedule requested: Thu 26 Nov 2026, 13:30 \(UTC\)$/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(calls.filter((c) => c.path === pathOf('bookings.list')).length).toBeGreaterThan(before);
  });

  it('moves the window by 7 days, never before today', async () => {
    const calls = serve({ status: 200, body: { available_slots: [], timezone: 'UTC' } });
    renderLessons();
    const dialog = await openModal();
    expect(await within(dialog).findByText(/No free times in these 7 days/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous 7 days' })).toBeDisabled();
    await user().click(within(dialog).getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === pathOf('bookings.availableTimes')).at(-1)?.query).toMatchObject({
        start_date: '2026-12-01',
        end_date: '2026-12-07',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Previous 7 days' })).toBeEnabled();
  });

  it('says so when the times cannot be loaded (RESCHED-08)', async () => {
    serve({ status: 500, body: { detail: 'boom' } });
    renderLessons();
    const dialog = await openModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load available times. Please try again.',
    );
  });

  it.each<[PutReply, string]>([
    [
      { status: 409, body: { detail: 'Taken.', error: 'This time slot is no longer available.' } },
      'This time slot is no longer available.',
    ],
    [{ status: 500, body: { detail: 'Internal' } }, 'Failed to reschedule booking. Please try again.'],
    ['network-error' as const, 'Failed to reschedule booking. Please try again.'],
  ])('a refusal shows the server error field, else the fixed text (RESCHED-09)', async (reply, text) => {
    serve({ status: 200, body: { available_slots: SLOTS, timezone: 'UTC' } }, reply);
    renderLessons();
    const dialog = await openModal();
    await user().click(await within(dialog).findByRole('button', { name: '19:00' }));
    await user().click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Reschedule lesson' })).toBeInTheDocument();
  });

  it('is offered only to the student of a lesson the server says can move (RESCHED-10)', async () => {
    const fixed: Booking[] = [
      makeBooking({ id: 1, can_reschedule: false }),
      makeBooking({ id: 2, status: 'completed', can_reschedule: false }),
    ];
    serveLessons({ [UPCOMING]: fixed });
    renderLessons();
    expect(await screen.findByText('LES-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it('is not offered to the mentor', async () => {
    serveLessons({ [UPCOMING]: [makeBooking({ viewer_is_mentor: true })] });
    renderLessons('/my-lessons', sessions.mentor);
    expect(await screen.findByText('LES-42')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
