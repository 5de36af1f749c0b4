import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSupportTicket } from '@app/contract';
import { mockFetch } from '../../../../test/mock-fetch.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { SupportTicketsPage } from './support-tickets-page.tsx';

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
  ...overrides,
});

describe('the staff area’s support tickets (K4)', () => {
  it('lists the tickets with reason, sender, lesson and message', async () => {
    mockFetch({
      'GET /api/admin/support-tickets/': {
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
    mockFetch({ 'GET /api/admin/support-tickets/': { status: 200, body: [] } });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    expect(await screen.findByText('No support tickets yet.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockFetch({ 'GET /api/admin/support-tickets/': { status: 500, body: {} } });
    renderAt('/admin/support-tickets', <SupportTicketsPage />, { session: sessions.staff });
    expect(await screen.findByText('Failed to load support tickets.')).toBeInTheDocument();
  });
});
