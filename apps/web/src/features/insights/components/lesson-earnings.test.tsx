import { earningsMessages, type Earnings, type EarningLine } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { pathOf } from '../../../shared/api/call.ts';
import { LessonEarnings } from './lesson-earnings.tsx';

afterEach(() => vi.unstubAllGlobals());

const line = (overrides: Partial<EarningLine>): EarningLine => ({
  booking_id: 7,
  reference: 'LES-7',
  lesson_start: '2026-11-24T09:00:00Z',
  lesson_end: '2026-11-24T10:00:00Z',
  student_name: 'Sam Student',
  price_cents: 5000,
  promo_discount_cents: 1000,
  platform_fee_cents: 750,
  refunded_cents: 0,
  net_cents: 4250,
  currency: 'eur',
  status: 'pending',
  available_on: '2026-12-01T10:00:00Z',
  ...overrides,
});

const answer = (month: string, lines: EarningLine[]): Earnings => ({
  month,
  timezone: 'Europe/Berlin',
  lines,
  totals: {
    price_cents: lines.reduce((s, l) => s + l.price_cents, 0),
    promo_discount_cents: lines.reduce((s, l) => s + l.promo_discount_cents, 0),
    platform_fee_cents: lines.reduce((s, l) => s + l.platform_fee_cents, 0),
    refunded_cents: lines.reduce((s, l) => s + l.refunded_cents, 0),
    net_cents: lines.reduce((s, l) => s + l.net_cents, 0),
  },
});

const november = answer('2026-11', [
  line({}),
  line({
    booking_id: 8,
    reference: 'LES-8',
    lesson_start: '2026-11-02T17:00:00Z',
    student_name: 'Ada',
    promo_discount_cents: 0,
    refunded_cents: 4250,
    net_cents: 0,
    status: 'refunded',
    available_on: null,
  }),
]);

describe('lesson earnings', () => {
  it('lists each lesson by lesson date in the named zone, with money, status and unlock date', async () => {
    mockApi({ 'payouts.earnings': { body: november } });
    renderWithSession(<LessonEarnings />, sessions.mentor, '/insights');
    const table = await screen.findByRole('table', { name: /November 2026, times in Europe\/Berlin/ });
    expect(within(table).getByRole('columnheader', { name: 'Lesson (Europe/Berlin)' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Tue, 24 Nov 2026, 10:00',
      'Sam Student',
      'LES-7',
      '€50.00',
      '€10.00',
      '€7.50',
      '€0.00',
      '€42.50',
      'PendingAvailable on Tue, 1 Dec 2026, 11:00',
    ]);
    expect(within(second!).getByText('Refunded')).toBeInTheDocument();
    expect(within(second!).queryByText(/Available on/)).not.toBeInTheDocument();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€100.00', '€10.00', '€15.00', '€42.50', '€42.50', '']);
  });

  it('picks a month for the list and the CSV link, the current month first', async () => {
    const calls = mockApi({
      'payouts.earnings': (_url, _init, request) => ({
        body: request.query.month === '2026-10' ? answer('2026-10', []) : november,
      }),
    });
    renderWithSession(<LessonEarnings />, sessions.mentor, '/insights');
    const picker = await screen.findByRole('combobox', { name: earningsMessages.monthLabel });
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(15);
    expect(options[0]).toHaveTextContent('February 2027');
    expect(picker).toHaveValue('2026-11');
    const download = screen.getByRole('link', { name: 'Download CSV, November 2026' });
    expect(download).toHaveAttribute('href', `${pathOf('payouts.statement')}?month=2026-11`);
    expect(download).toHaveAttribute('download');
    await userEvent.setup({ delay: null }).selectOptions(picker, '2026-10');
    expect(await screen.findByText(earningsMessages.noLessons)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV, October 2026' })).toHaveAttribute(
      'href',
      `${pathOf('payouts.statement')}?month=2026-10`,
    );
    await waitFor(() => expect(calls.some((c) => c.query.month === '2026-10')).toBe(true));
  });

  it('says so when the earnings cannot load', async () => {
    mockApi({ 'payouts.earnings': { status: 500, body: {} } });
    renderWithSession(<LessonEarnings />, sessions.mentor, '/insights');
    expect(await screen.findByText(earningsMessages.loadFailed)).toBeInTheDocument();
  });
});
