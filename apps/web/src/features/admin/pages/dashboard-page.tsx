/**
 * The staff area's landing (issue 21 item 1): today's and this week's lessons and money (UTC days, Monday to
 * Monday, the staff area's one zone), and the queues waiting for staff. Each figure links to its list.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardPeriod, StaffDashboard } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { dashboardQuery } from '../api/admin.ts';
import { formatMoney } from '../model/money.ts';

interface Figure {
  label: string;
  value: string;
  /** Its list. */
  to?: string;
}

const CARD = 'flex h-full flex-col gap-1 rounded-xl border-2 border-ink/15 bg-white p-4';

function FigureText({ figure }: { figure: Figure }) {
  return (
    <>
      <span className="text-sm font-semibold text-neutral-700">{figure.label}</span>
      <span className="text-2xl font-bold">{figure.value}</span>
    </>
  );
}

function Figures({ title, figures }: { title: string; figures: Figure[] }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <li key={figure.label}>
            {figure.to ? (
              <Link to={figure.to} className={`${CARD} hover:border-ink`}>
                <FigureText figure={figure} />
              </Link>
            ) : (
              <div className={CARD}>
                <FigureText figure={figure} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function periodFigures(period: DashboardPeriod, currency: string): Figure[] {
  const day = period.from.slice(0, 10);
  const lastDay = new Date(Date.parse(period.to) - 1).toISOString().slice(0, 10);
  const list = `/admin/bookings?from=${day}&to=${lastDay}`;
  return [
    { label: 'Lessons', value: String(period.lessons), to: list },
    { label: 'Revenue', value: formatMoney(period.revenue_cents, currency), to: list },
    { label: 'Platform fees', value: formatMoney(period.platform_fees_cents, currency), to: list },
    { label: 'Refunds', value: formatMoney(period.refunds_cents, currency), to: `${list}&refunded=1` },
    { label: 'Payouts', value: formatMoney(period.payouts_cents, currency), to: '/admin/payouts' },
  ];
}

function queueFigures(data: StaffDashboard): Figure[] {
  return [
    { label: 'Open tickets', value: String(data.open_tickets), to: '/admin/support-tickets?status=open' },
    { label: 'Pending applications', value: String(data.pending_applications), to: '/admin/applications' },
    { label: 'Open no-show reports', value: String(data.open_no_show_reports), to: '/admin/no-show-reports' },
  ];
}

export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  return (
    <section aria-labelledby="dashboard-heading" className="flex flex-col gap-6">
      <h2 id="dashboard-heading" className="text-2xl font-bold">
        Dashboard
      </h2>
      {dashboard.isPending ? <Spinner label="Loading the dashboard..." /> : null}
      {dashboard.isError ? <Alert tone="error">Failed to load the dashboard. Please try again.</Alert> : null}
      {dashboard.data ? (
        <>
          <p className="text-sm text-neutral-700">
            Days and weeks in UTC; money in {dashboard.data.currency}.
          </p>
          <Figures title="Today" figures={periodFigures(dashboard.data.today, dashboard.data.currency)} />
          <Figures title="This week" figures={periodFigures(dashboard.data.week, dashboard.data.currency)} />
          <Figures title="Waiting for staff" figures={queueFigures(dashboard.data)} />
        </>
      ) : null}
    </section>
  );
}
