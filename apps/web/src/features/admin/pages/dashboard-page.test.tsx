import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDashboard } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const period = (from: string, to: string, lessons: number) => ({
  from,
  to,
  lessons,
  revenue_cents: 123450,
  platform_fees_cents: 18518,
  refunds_cents: 2500,
  payouts_cents: 0,
});
const dashboard: StaffDashboard = {
  currency: 'EUR',
  today: period('2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', 3),
  week: period('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 11),
  open_tickets: 4,
  pending_applications: 2,
  open_no_show_reports: 1,
};

describe('the staff dashboard (issue 21 item 1)', () => {
  it('shows today’s and this week’s figures with the currency, each linking to its list', async () => {
    mockApi({ 'admin.dashboard': { body: dashboard } });
    renderAt('/admin', <DashboardPage />, { session: sessions.staff });
    const today = await screen.findByRole('region', { name: 'Today' });
    const lessons = within(today).getByRole('link', { name: /Lessons/ });
    expect(lessons).toHaveTextContent('3');
    expect(lessons).toHaveAttribute('href', '/admin/bookings?from=2026-11-23&to=2026-11-23');
    expect(within(today).getByRole('link', { name: /Revenue/ })).toHaveTextContent('€1,234.50');
    expect(within(today).getByRole('link', { name: /Platform fees/ })).toHaveTextContent('€185.18');
    expect(within(today).getByRole('link', { name: /Refunds/ })).toHaveTextContent('€25.00');
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getByRole('link', { name: /Lessons/ })).toHaveAttribute(
      'href',
      '/admin/bookings?from=2026-11-23&to=2026-11-29',
    );
    const payouts = within(week).getByRole('link', { name: /Payouts/ });
    expect(payouts).toHaveTextContent('€0.00');
    expect(payouts).toHaveAttribute('href', '/admin/payouts');
    const queues = screen.getByRole('region', { name: 'Waiting for staff' });
    expect(within(queues).getByRole('link', { name: /Open tickets/ })).toHaveAttribute(
      'href',
      '/admin/support-tickets?status=open',
    );
    expect(within(queues).getByRole('link', { name: /Pending applications/ })).toHaveTextContent('2');
    expect(within(queues).getByRole('link', { name: /Open no-show reports/ })).toHaveAttribute(
      'href',
      '/admin/no-show-reports',
    );
    expect(screen.getByText('Days and weeks in UTC; money in EUR.')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    mockApi({ 'admin.dashboard': { status: 500 } });
    renderAt('/admin', <DashboardPage />, { session: sessions.staff });
    expect(await screen.findByText('Failed to load the dashboard. Please try again.')).toBeInTheDocument();
  });
});
