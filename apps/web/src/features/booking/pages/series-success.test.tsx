/** The success page of a weekly series (ADR 56): every lesson one payment booked, each with its time and zone. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atParams, makeBooking, mockApi, renderPage } from '../test-utils.tsx';
import { BookingSuccessPage } from './booking-success-page.tsx';

const lesson = (position: number, start: string) => ({
  booking_id: 41 + position,
  position,
  start,
  end: start.replace('T09:', 'T10:'),
  status: 'paid' as const,
  refund_cents: 5000,
});

describe('the success page of weekly lessons', () => {
  it('lists every lesson of the series with its time and zone, and the price of each', async () => {
    const series = {
      id: 9,
      position: 1,
      count: 3,
      can_cancel_remaining: true,
      lessons: [
        lesson(1, '2026-11-25T09:00:00Z'),
        lesson(2, '2026-12-02T09:00:00Z'),
        lesson(3, '2026-12-09T09:00:00Z'),
      ],
    };
    mockApi({ 'bookings.detail': atParams({ id: '42' }, { status: 200, body: makeBooking({ series }) }) });
    renderPage('/bookings/42/success', <BookingSuccessPage />, '/bookings/:id/success');
    const section = await screen.findByRole('region', { name: 'Your 3 weekly lessons' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Lesson 1: Wednesday 25 November 2026 at 09:00 (UTC)',
      'Lesson 2: Wednesday 2 December 2026 at 09:00 (UTC)',
      'Lesson 3: Wednesday 9 December 2026 at 09:00 (UTC)',
    ]);
    expect(screen.getByText('First lesson')).toBeInTheDocument();
    expect(screen.getByText('Price of each lesson').nextSibling).toHaveTextContent('€50.00');
  });
});
