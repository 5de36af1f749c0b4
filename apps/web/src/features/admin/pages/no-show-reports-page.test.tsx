import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNoShowReport } from '@app/contract';
import { atParams, mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { NoShowReportsPage } from './no-show-reports-page.tsx';
import { PromoCodesPage } from './promo-codes-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });

function makeReport(overrides: Partial<AdminNoShowReport> = {}): AdminNoShowReport {
  return {
    id: 4,
    status: 'open',
    booking_id: 42,
    reference: 'LES-42',
    student_name: 'Sam Student',
    mentor_name: 'Lena Park',
    lesson_start: '2026-11-24T09:00:00Z',
    lesson_end: '2026-11-24T10:00:00Z',
    details: 'Nobody came.',
    amount_paid_cents: 5000,
    refunded_amount_cents: 0,
    currency: 'eur',
    created_at: '2026-11-24T10:30:00Z',
    resolved_at: null,
    ...overrides,
  };
}

function serve(decision: ApiReply<'admin.refundNoShow'>, after: AdminNoShowReport[]) {
  let reports = [
    makeReport(),
    makeReport({ id: 3, reference: 'LES-40', booking_id: 40, status: 'dismissed' }),
  ];
  return mockApi({
    'admin.noShowReports': () => ({ status: 200, body: reports }),
    'admin.refundNoShow': atParams({ id: '4' }, () => {
      if (typeof decision === 'object' && decision.status === 200) reports = after;
      return decision;
    }),
    'admin.dismissNoShow': atParams({ id: '4' }, () => {
      reports = after;
      return { status: 200, body: { message: 'The report has been dismissed.', report: after[0]! } };
    }),
  });
}

describe('the staff area’s no-show reports (B9)', () => {
  it('lists the reports with the lesson, people and money; only open ones have actions', async () => {
    serve({ status: 500 }, []);
    renderAt('/admin/no-show-reports', <NoShowReportsPage />, { session: sessions.staff });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('LES-42');
    expect(rows[1]).toHaveTextContent('24 Nov 2026, 09:00 UTC');
    expect(rows[1]).toHaveTextContent('Sam Student');
    expect(rows[1]).toHaveTextContent('Lena Park');
    expect(rows[1]).toHaveTextContent('€50.00');
    expect(rows[1]).toHaveTextContent('Nobody came.');
    expect(within(rows[1]!).getByRole('button', { name: 'Refund in full LES-42' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Dismissed');
  });

  it('refunds in full after confirmation and shows the result', async () => {
    const refunded = makeReport({ status: 'refunded', refunded_amount_cents: 5000 });
    const calls = serve(
      { status: 200, body: { message: '€50.00 has been refunded to the student.', report: refunded } },
      [refunded],
    );
    renderAt('/admin/no-show-reports', <NoShowReportsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Refund in full LES-42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund in full?' });
    expect(dialog).toHaveTextContent('€50.00 goes back to the student');
    await user().click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(await screen.findByText('€50.00 has been refunded to the student.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      pathOf('admin.refundNoShow', { id: '4' }),
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Refund in full/ })).toBeNull());
    expect(screen.getByRole('table')).toHaveTextContent('Refunded');
  });

  it('keeps a refused refund in the dialog', async () => {
    serve(
      {
        status: 502,
        body: {
          detail: 'The refund could not be made right now, so the report is still open. Please try again.',
        },
      },
      [],
    );
    renderAt('/admin/no-show-reports', <NoShowReportsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Refund in full LES-42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund in full?' });
    await user().click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund could not be made right now, so the report is still open. Please try again.',
    );
  });

  it('dismisses after confirmation; Go back changes nothing', async () => {
    const dismissed = makeReport({ status: 'dismissed' });
    const calls = serve({ status: 500 }, [dismissed]);
    renderAt('/admin/no-show-reports', <NoShowReportsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Dismiss LES-42' }));
    let dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user().click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user().click(screen.getByRole('button', { name: 'Dismiss LES-42' }));
    dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user().click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('The report has been dismissed.')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    mockApi({ 'admin.noShowReports': { status: 200, body: [] } });
    renderAt('/admin/no-show-reports', <NoShowReportsPage />, { session: sessions.staff });
    expect(await screen.findByText('There are no no-show reports.')).toBeInTheDocument();
  });
});

describe('the staff area’s promo codes', () => {
  it('lists the codes with their status, each linking to its page', async () => {
    mockApi({
      'admin.promoCodes': {
        status: 200,
        body: [
          {
            id: 1,
            code: 'WELCOME10',
            description: '10% off',
            percent_off: 10,
            amount_off_cents: null,
            expires_at: null,
            max_redemptions: 100,
            times_redeemed: 3,
            created_at: '2026-11-01T00:00:00Z',
            deactivated_at: null,
          },
        ],
      },
    });
    renderAt('/admin/promo-codes', <PromoCodesPage />, { session: sessions.staff });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('WELCOME10');
    expect(row).toHaveTextContent('10%');
    expect(row).toHaveTextContent('3 of 100');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'WELCOME10' })).toHaveAttribute('href', '/admin/promo-codes/1');
  });
});
