import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSupportTicket } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { SupportTicketsPage } from './support-tickets-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const ticket = (overrides: Partial<AdminSupportTicket> = {}): AdminSupportTicket => ({
  id: 123,
  reference_number: 'SUP-000123',
  type: 'refund',
  message: 'I was charged twice.',
  booking_id: 42,
  booking_reference: 'LES-42',
  email: 'sam@example.com',
  user_id: 1,
  user_name: 'Sam Student',
  status: 'open',
  created_at: '2026-11-24T10:30:00Z',
  assignee_id: null,
  assignee_email: null,
  ...overrides,
});

describe('the staff area’s support tickets (K4)', () => {
  it('lists the tickets with reason, sender, lesson and message', async () => {
    mockApi({
      'admin.supportTickets': {
        status: 200,
        body: [
          ticket(),
          ticket({
            id: 9,
            reference_number: 'SUP-000009',
            type: 'help_us_improve',
            booking_id: null,
            booking_reference: null,
            user_id: null,
            user_name: null,
            email: 'v@example.com',
          }),
        ],
      },
    });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('SUP-000123');
    expect(rows[1]).toHaveTextContent('24 Nov 2026, 10:30 UTC');
    expect(rows[1]).toHaveTextContent('Refund');
    expect(rows[1]).toHaveTextContent('Sam Student');
    expect(rows[1]).toHaveTextContent('LES-42');
    expect(rows[1]).toHaveTextContent('I was charged twice.');
    expect(rows[2]).toHaveTextContent('Help Us Improve');
    expect(rows[2]).toHaveTextContent('Visitor');
  });

  it('says when there are none, and when the list fails', async () => {
    mockApi({ 'admin.supportTickets': { status: 200, body: [] } });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    expect(await screen.findByText('No open support tickets.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    renderAt('/admin/support-tickets?status=all', <SupportTicketsPage />, { session: sessions.staff });
    expect(await screen.findByText('No support tickets yet.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockApi({ 'admin.supportTickets': { status: 500, body: {} } });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    expect(await screen.findByText('Failed to load support tickets.')).toBeInTheDocument();
  });
});

describe('closing and reopening tickets, the status filter', () => {
  it('asks for open tickets by default and marks the Open filter as current', async () => {
    const calls = mockApi({ 'admin.supportTickets': { status: 200, body: [ticket()] } });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    await screen.findByRole('table');
    expect(calls[0]?.query).toEqual({ status: 'open' });
    const filters = screen.getByRole('navigation', { name: 'Show tickets' });
    expect(within(filters).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Closed' })).toHaveAttribute(
      'href',
      '/admin/support-tickets?status=closed',
    );
    expect(within(filters).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('follows ?status=closed, showing Reopen on closed tickets', async () => {
    const calls = mockApi({
      'admin.supportTickets': { status: 200, body: [ticket({ status: 'closed' })] },
    });
    renderAt('/admin/support-tickets?status=closed', <SupportTicketsPage />, { session: sessions.staff });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(calls[0]?.query).toEqual({ status: 'closed' });
    expect(row).toHaveTextContent('Closed');
    expect(within(row).getByRole('button', { name: 'Reopen SUP-000123' })).toBeInTheDocument();
  });

  it('closes a ticket with its row’s button, announces it and reads the list again', async () => {
    const user = userEvent.setup();
    let closed = false;
    const calls = mockApi({
      'admin.supportTickets': () => ({ status: 200, body: closed ? [] : [ticket()] }),
      'admin.closeTicket': () => {
        closed = true;
        return { status: 200, body: ticket({ status: 'closed' }) };
      },
    });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    await user.click(await screen.findByRole('button', { name: 'Close SUP-000123' }));
    expect(await screen.findByText('Ticket SUP-000123 closed.')).toBeInTheDocument();
    expect(await screen.findByText('No open support tickets.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      pathOf('admin.closeTicket', { id: '123' }),
    ]);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('shows the server’s refusal when closing fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'admin.supportTickets': { status: 200, body: [ticket()] },
      'admin.closeTicket': {
        status: 404,
        body: { detail: 'Support ticket not found.', errors: {} },
      },
    });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    await user.click(await screen.findByRole('button', { name: 'Close SUP-000123' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Support ticket not found.'));
  });
});
