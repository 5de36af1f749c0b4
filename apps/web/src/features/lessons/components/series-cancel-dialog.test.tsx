/**
 * A weekly lesson's card (ADR 56): its place in the series, and "Cancel the remaining lessons" with a
 * confirmation that lists each lesson's refund under B6 before the series call; the mentor gets neither
 * the button nor the call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@app/contract';
import { sessions } from '../../../../test/sessions.ts';
import { makeBooking, renderLessons, serveLessons, UPCOMING } from '../test-utils.tsx';

const lesson = (position: number, start: string, status: Booking['status'], refund: number) => ({
  booking_id: 40 + position,
  position,
  start,
  end: start.replace(':00:00Z', ':59:00Z'),
  status,
  refund_cents: refund,
});

const series: NonNullable<Booking['series']> = {
  id: 9,
  position: 2,
  count: 4,
  can_cancel_remaining: true,
  lessons: [
    lesson(1, '2026-11-18T12:00:00Z', 'completed', 0),
    lesson(2, '2026-11-25T12:00:00Z', 'paid', 2500),
    lesson(3, '2026-12-02T12:00:00Z', 'paid', 5000),
    lesson(4, '2026-12-09T12:00:00Z', 'canceled', 0),
  ],
};

describe('a weekly lesson on My Lessons', () => {
  it('shows "Weekly lesson 2 of 4" and cancels the remaining lessons after a confirmation with the refunds', async () => {
    const calls = serveLessons(
      { [UPCOMING]: [makeBooking({ id: 42, series })] },
      {
        'bookings.cancelSeries': {
          status: 200,
          body: {
            series_id: 9,
            cancelled: [
              { booking_id: 42, refunded_amount_cents: 2500 },
              { booking_id: 43, refunded_amount_cents: 5000 },
            ],
            refunded_amount_cents: 7500,
            message: 'The 2 remaining lessons have been cancelled and €75.00 will be refunded.',
          },
        },
      },
    );
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(card).toHaveTextContent('Weekly lesson 2 of 4');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel the remaining lessons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the remaining lessons?' });
    const items = within(within(dialog).getByRole('list', { name: 'Lessons to cancel' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'Wed 25 Nov 2026, 12:00 (UTC): €25.00 refunded',
      'Wed 2 Dec 2026, 12:00 (UTC): €50.00 refunded',
    ]);
    expect(dialog).toHaveTextContent('You will get €75.00 back in all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the remaining lessons' }));
    expect(
      await screen.findByText('The 2 remaining lessons have been cancelled and €75.00 will be refunded.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'bookings.cancelSeries').map((c) => c.params)).toEqual([
      { id: '9' },
    ]);
  });

  it('offers the mentor no series cancel', async () => {
    serveLessons({
      [UPCOMING]: [
        makeBooking({ viewer_is_mentor: true, series: { ...series, can_cancel_remaining: false } }),
      ],
    });
    renderLessons('/my-lessons', sessions.mentor);
    const card = await screen.findByRole('article');
    await waitFor(() => expect(card).toHaveTextContent('Weekly lesson 2 of 4'));
    expect(within(card).queryByRole('button', { name: 'Cancel the remaining lessons' })).toBeNull();
  });
});
