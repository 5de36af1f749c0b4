/**
 * The checkout's repeat step (weekly lessons, ADR 56): the weeks at the chosen weekly time, a taken week
 * marked and left out unless another time of that day is picked, the price of the lessons kept, and the
 * request's repeat_weeks and occurrences; a free trial never repeats; a week taken meanwhile (409) is named.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriesMessages } from '@app/contract';
import { open, toCheckout, toDuration, weekSlots } from '../dialog-test-helpers.tsx';
import { seriesWindows } from '../model/series.ts';
import { slot, type ApiReply } from '../test-utils.tsx';

// Weeks 2 and 4 are free at 09:30; week 3 has only 11:00 and 14:00.
const seriesSlots = [
  slot('2026-11-25T09:30'),
  slot('2026-12-02T09:30'),
  slot('2026-12-09T11:00'),
  slot('2026-12-09T14:00'),
  slot('2026-12-16T09:30'),
];

const times = (_url: URL, _init: RequestInit, request: { query: Record<string, string> }) =>
  ({
    status: 200,
    body: {
      available_slots: request.query.start_date === '2026-11-25' ? seriesSlots : weekSlots,
      timezone: 'Europe/Berlin',
    },
  }) satisfies ApiReply<'bookings.availableTimes'>;

const booked: ApiReply<'bookings.book'> = {
  status: 201,
  body: {
    booking_id: 77,
    booking_ids: [77, 78, 79, 80],
    series_id: 5,
    payment_link: '/checkout/test/cs_1',
    timezone: 'Europe/Berlin',
    amount_cents: 20000,
    tax_amount_cents: 3000,
    total_amount_cents: 20000,
    discount_cents: 0,
  },
};

async function repeatFourWeeks(user: ReturnType<typeof open>['user']) {
  await toCheckout(user);
  await user.selectOptions(screen.getByLabelText('How many weeks'), 'Every week for 4 weeks');
  return screen.findByRole('list', { name: 'Weekly lessons' });
}

describe('the repeat step of the checkout (weekly lessons)', () => {
  it('lists four weeks, marks the taken one and books the free ones, or another time picked for it', async () => {
    const { user, calls } = open({ routes: { 'bookings.availableTimes': times, 'bookings.book': booked } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const list = await repeatFourWeeks(user);
    const weeks = within(list).getAllByRole('listitem');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toHaveTextContent('Week 1: Wed 25 Nov 2026, 08:30');
    expect(weeks[0]).toHaveTextContent('The time you chose');
    expect(weeks[2]).toHaveTextContent('Not free at this time');
    expect(weeks[1]).not.toHaveTextContent('Not free at this time');
    // The taken week is left out until another time is picked: three lessons, three prices.
    expect(screen.getByLabelText('Week 3 time')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('3 lessons will be booked.');
    expect(screen.getByText('Price of 3 weekly lessons').nextSibling).toHaveTextContent('€150.00');
    expect(screen.getByRole('button', { name: 'Confirm and pay €150.00' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Week 3 time'), slot('2026-12-09T14:00').start_utc);
    expect(screen.getByRole('status')).toHaveTextContent('4 lessons will be booked.');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €200.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/cs_1'));
    const body = calls.find((c) => c.name === 'bookings.book')?.body;
    expect(body).toMatchObject({
      start_utc: '2026-11-25T08:30:00Z',
      repeat_weeks: 4,
      occurrences: [
        '2026-11-25T08:30:00Z',
        '2026-12-02T08:30:00Z',
        '2026-12-09T13:00:00Z',
        '2026-12-16T08:30:00Z',
      ],
    });
    // One call per 31-day window of the series, beside the week picker's.
    const windows = calls.filter(
      (c) => c.name === 'bookings.availableTimes' && c.query.start_date === '2026-11-25',
    );
    expect(windows.map((c) => c.query.end_date)).toEqual(['2026-12-16']);
  });

  it('leaves a free week out when asked, and a single lesson sends no repeat', async () => {
    const { user, calls } = open({ routes: { 'bookings.availableTimes': times, 'bookings.book': booked } });
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await repeatFourWeeks(user);
    await user.selectOptions(screen.getByLabelText('Week 2 time'), 'Leave this week out');
    expect(screen.getByRole('status')).toHaveTextContent('2 lessons will be booked.');
    await user.selectOptions(screen.getByLabelText('How many weeks'), 'Just this lesson');
    expect(screen.queryByRole('list', { name: 'Weekly lessons' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €50.00' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'bookings.book')).toBe(true));
    const body = calls.find((c) => c.name === 'bookings.book')?.body as Record<string, unknown>;
    expect(body.repeat_weeks).toBeUndefined();
    expect(body.occurrences).toBeUndefined();
  });

  it('names the weeks taken meanwhile (409) and stays on the checkout', async () => {
    const taken = 'Wednesday, 2 December 2026 at 09:30 (Berlin time, GMT+1) is no longer free.';
    const { user } = open({
      routes: {
        'bookings.availableTimes': times,
        'bookings.book': {
          status: 409,
          body: {
            detail: seriesMessages.weeksTaken(1),
            errors: { occurrences: [taken] },
            taken_occurrences: ['2026-12-02T08:30:00.000Z'],
          },
        },
      },
    });
    await repeatFourWeeks(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €150.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${seriesMessages.weeksTaken(1)} ${taken}`);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('offers no repeat for a free trial', async () => {
    const { user } = open();
    await toDuration(user, 'Guitar');
    await user.click(screen.getByRole('button', { name: /Free trial/ }));
    await user.click(await screen.findByRole('button', { name: '14:00' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.queryByLabelText('How many weeks')).toBeNull();
  });

  it('asks for at most 31 days per call: twelve weeks take three calls', () => {
    expect(seriesWindows('2026-11-25', 12)).toEqual([
      { startDate: '2026-11-25', endDate: '2026-12-25' },
      { startDate: '2026-12-26', endDate: '2027-01-25' },
      { startDate: '2027-01-26', endDate: '2027-02-10' },
    ]);
  });
});
