import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { AuditPage } from './audit-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  actor_id: 1,
  actor_email: 'staff@example.com',
  action: 'booking.refund',
  record_type: 'booking',
  record_id: '42',
  before: { refunded_amount_cents: 0 },
  after: { refunded_amount_cents: 2500 },
  reason: 'Sound failed for half the lesson',
  at: '2026-11-24T10:30:00Z',
  ...overrides,
});

describe('the staff area’s audit log (ADR 69)', () => {
  it('lists each action with who, when, the record, what changed and the reason', async () => {
    mockApi({
      'admin.audit': {
        body: {
          entries: [
            entry(),
            entry({
              id: 6,
              action: 'promo_code.create',
              record_type: 'promo_code',
              before: null,
              after: { code: 'X' },
              reason: '',
            }),
          ],
          next_before: null,
        },
      },
    });
    renderAt('/admin/audit', <AuditPage />, { session: sessions.staff });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('24 Nov 2026, 10:30 UTC');
    expect(rows[1]).toHaveTextContent('staff@example.com');
    expect(rows[1]).toHaveTextContent('Booking refunded');
    expect(rows[1]).toHaveTextContent('booking 42');
    expect(rows[1]).toHaveTextContent('refunded_amount_cents0 → 2500');
    expect(rows[1]).toHaveTextContent('Sound failed for half the lesson');
    expect(rows[2]).toHaveTextContent('Promo code created');
    expect(rows[2]).toHaveTextContent('codeX');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('searches by action and staff member, and fetches older entries below the last row', async () => {
    const calls = mockApi({
      'admin.audit': (_url, _init, request) =>
        request.query.before
          ? { body: { entries: [entry({ id: 3, record_id: '3' })], next_before: null } }
          : { body: { entries: [entry({ id: 9 })], next_before: 9 } },
    });
    renderAt('/admin/audit', <AuditPage />, { session: sessions.staff });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Booking refunded');
    await user.type(screen.getByLabelText('Staff member (e-mail or id)'), 'Staff@Example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)?.query).toEqual({ action: 'booking.refund', actor: 'Staff@Example.com' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(calls.at(-1)?.query).toMatchObject({ before: '9', action: 'booking.refund' });
  });

  it('says so when nothing matches, and when the log cannot be loaded', async () => {
    mockApi({ 'admin.audit': { body: { entries: [], next_before: null } } });
    renderAt('/admin/audit', <AuditPage />, { session: sessions.staff });
    expect(await screen.findByText('No staff action matches this search.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockApi({ 'admin.audit': { status: 500 } });
    renderAt('/admin/audit', <AuditPage />, { session: sessions.staff });
    expect(await screen.findByText('Failed to load the audit log. Please try again.')).toBeInTheDocument();
  });
});
