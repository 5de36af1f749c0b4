import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditMessages, cancelOnBehalfMessages as m, type AdminBooking } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { BookingPage } from '../pages/booking-page.tsx';

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
const detail = (status: AdminBooking['status']) => ({
  booking: booking({ status, refunded_amount_cents: status === 'canceled' ? 5000 : 0 }),
  refundable_cents: status === 'canceled' ? 0 : 5000,
  timeline: [{ at: '2026-11-20T09:00:00Z', what: 'Booked' }],
  ledger: [],
});

const open = async () => {
  renderAt('/admin/bookings/41', <BookingPage />, {
    session: sessions.staff,
    routePath: '/admin/bookings/:id',
  });
  await screen.findByRole('heading', { name: 'Booking LES-41' });
};

describe('cancel on behalf of either side (issue 21 item 3, ADR 74)', () => {
  it('asks for the side and a reason, sends them, and shows the cancelled booking', async () => {
    let status: AdminBooking['status'] = 'paid';
    const calls = mockApi({
      'admin.booking': () => ({ body: detail(status) }),
      'admin.cancelBooking': () => {
        status = 'canceled';
        return {
          body: {
            message: m.cancelled('LES-41', 'mentor', '€50.00'),
            booking: booking({ status: 'canceled', refunded_amount_cents: 5000 }),
            refunded_cents: 5000,
          },
        };
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel on behalf' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel LES-41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the lesson' }));
    expect(await within(dialog).findByText(m.sideInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(auditMessages.reasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'admin.cancelBooking')).toBe(false);
    await user.click(within(dialog).getByLabelText(/^The mentor: Maya Lopez/));
    await user.type(within(dialog).getByLabelText('Reason (required)'), '  The mentor is ill ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the lesson' }));
    expect(await screen.findByText(m.cancelled('LES-41', 'mentor', '€50.00'))).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin.cancelBooking')?.body).toEqual({
      on_behalf_of: 'mentor',
      reason: 'The mentor is ill',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel on behalf' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal in the dialog and its field errors on the fields (R1)', async () => {
    mockApi({
      'admin.booking': { body: detail('paid') },
      'admin.cancelBooking': {
        status: 400,
        body: { detail: 'Invalid input.', errors: { reason: ['Please keep the reason short.'] } },
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel on behalf' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel LES-41?' });
    await user.click(within(dialog).getByLabelText(/^The student: Sam Student/));
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the lesson' }));
    expect(await within(dialog).findByText('Please keep the reason short.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid input.');
  });

  it('offers no cancellation for a cancelled lesson', async () => {
    mockApi({ 'admin.booking': { body: detail('canceled') } });
    await open();
    expect(screen.queryByRole('button', { name: 'Cancel on behalf' })).not.toBeInTheDocument();
  });
});
