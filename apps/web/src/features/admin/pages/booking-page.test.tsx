import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBooking, AdminBookingDetail } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { BookingPage, centsOf } from './booking-page.tsx';
import { BookingsPage } from './bookings-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const booking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 41,
  reference: 'LES-41',
  status: 'paid',
  start: '2026-11-25T10:00:00Z',
  free_trial: false,
  student_id: 5,
  student_name: 'Sam Student',
  mentor_id: 3,
  mentor_name: 'Maya Lopez',
  amount_cents: 5000,
  refunded_amount_cents: 0,
  currency: 'EUR',
  ...overrides,
});
const detail = (refunded = 0): AdminBookingDetail => ({
  booking: booking({ refunded_amount_cents: refunded }),
  refundable_cents: 5000 - refunded,
  timeline: [
    { at: '2026-11-20T09:00:00Z', what: 'Booked' },
    { at: '2026-11-20T09:05:00Z', what: 'Paid €50.00' },
  ],
  ledger: [
    { kind: 'payment', reference: 'pi_1', entries: [{ account: 'provider_clearing', amount_cents: 5000 }] },
  ],
});

describe('the staff area’s bookings and money (issue 21 item 3)', () => {
  it('reads the filter from the URL and links each booking to its page', async () => {
    const calls = mockApi({ 'admin.bookings': { body: { bookings: [booking()] } } });
    renderAt('/admin/bookings?from=2026-11-23&to=2026-11-29&status=paid', <BookingsPage />, {
      session: sessions.staff,
    });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sam Student');
    expect(row).toHaveTextContent('€50.00');
    expect(within(row).getByRole('link', { name: 'LES-41' })).toHaveAttribute('href', '/admin/bookings/41');
    expect(calls[0]?.query).toEqual({ from: '2026-11-23', to: '2026-11-29', status: 'paid' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reference, name or e-mail'), 'LES-41');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ search: 'LES-41', status: 'paid' }));
  });

  it('refunds part of a booking in cents with a reason, and shows the new amounts', async () => {
    let refunded = 0;
    const calls = mockApi({
      'admin.booking': () => ({ body: detail(refunded) }),
      'admin.refundBooking': (_u, _i, request) => {
        refunded = (request.body as { amount_cents: number }).amount_cents;
        return {
          body: {
            message: '€25.00 of LES-41 is refunded; the student is told by e-mail.',
            booking: booking({ refunded_amount_cents: refunded }),
            refundable_cents: 5000 - refunded,
          },
        };
      },
    });
    renderAt('/admin/bookings/41', <BookingPage />, {
      session: sessions.staff,
      routePath: '/admin/bookings/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Booking LES-41' })).toBeInTheDocument();
    expect(screen.getByText('Paid €50.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund LES-41?' });
    const amount = within(dialog).getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('50.00');
    await user.clear(amount);
    await user.type(amount, 'abc');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Sound failed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('Enter the amount a whole number of 1 or more.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('€25.00 of LES-41 is refunded; the student is told by e-mail.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin.refundBooking')?.body).toEqual({
      amount_cents: 2500,
      reason: 'Sound failed',
    });
    await waitFor(() => expect(screen.getByText('Refundable').nextSibling).toHaveTextContent('€25.00'));
  });

  it('reads amounts as cents', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('12,05')).toBe(1205);
    expect(centsOf('7')).toBe(700);
    expect(centsOf('1.234')).toBeNull();
    expect(centsOf('-3')).toBeNull();
  });
});
