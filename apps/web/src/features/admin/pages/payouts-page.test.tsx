import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffPayoutMessages as m, type AdminPayout } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { PayoutsPage } from './payouts-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const payout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 7,
  mentor_id: 3,
  mentor_name: 'Maya Lopez',
  mentor_email: 'maya@example.com',
  amount_cents: 4250,
  currency: 'EUR',
  status: 'failed',
  provider: 'test',
  destination: 'acct_test_1',
  provider_reference: null,
  created_at: '2026-11-20T09:00:00Z',
  failed_at: '2026-11-20T09:11:00Z',
  failure_reason: 'Test account acct_test_1 cannot receive transfers',
  ...overrides,
});

describe('the staff payouts list (issue 21 item 3, ADR 74)', () => {
  it('reads the filter from the URL, shows the failure and retries a failed payout', async () => {
    let status: AdminPayout['status'] = 'failed';
    const calls = mockApi({
      'admin.payouts': () => ({
        body: {
          payouts: [
            status === 'failed'
              ? payout()
              : payout({ status, failure_reason: null, failed_at: null, provider_reference: 'tr_1' }),
          ],
        },
      }),
      'admin.retryPayout': () => {
        status = 'paid';
        return { body: { message: m.retried('€42.50'), payout: payout({ status: 'paid' }) } };
      },
    });
    renderAt('/admin/payouts?status=failed', <PayoutsPage />, { session: sessions.staff });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Maya Lopez');
    expect(row).toHaveTextContent('€42.50');
    expect(row).toHaveTextContent('cannot receive transfers');
    expect(calls[0]?.query).toEqual({ status: 'failed' });
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Retry payout #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry payout #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await screen.findByText(m.retried('€42.50'))).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'admin.retryPayout')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('tr_1'));
    expect(screen.queryByRole('button', { name: /Retry payout/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Payout number, mentor name or e-mail'), 'maya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ search: 'maya', status: 'failed' }));
  });

  it('keeps a refused retry in the dialog with the provider’s reason', async () => {
    mockApi({
      'admin.payouts': { body: { payouts: [payout()] } },
      'admin.retryPayout': { status: 502, body: { detail: m.failedAgain('No account.') } },
    });
    renderAt('/admin/payouts', <PayoutsPage />, { session: sessions.staff });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry payout #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry payout #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await within(dialog).findByText(m.failedAgain('No account.'))).toBeInTheDocument();
  });
});
