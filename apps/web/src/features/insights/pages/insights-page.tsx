/**
 * /insights and /dashboard (INSIGHTS-01..06, PAYOUT-07..10): the mentor's earnings dashboard and the payout
 * request. The route's guard keeps out everyone but mentors; the heading shows while the figures load. An
 * applicant (a mentor row staff have not approved) sees where the application stands instead (ADR 46).
 */
import { MENTOR_DASHBOARD_NAME, payoutMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { insightsQuery } from '../api/insights.ts';
import { ApplicationState } from '../components/application-state.tsx';
import { BookingsSection } from '../components/bookings-section.tsx';
import { EarningsSection } from '../components/earnings-section.tsx';
import { LessonEarnings } from '../components/lesson-earnings.tsx';
import { TeachingSection } from '../components/teaching-section.tsx';

export function InsightsPage() {
  const insights = useQuery(insightsQuery);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{MENTOR_DASHBOARD_NAME}</h1>
        <p className="text-neutral-700">Your earnings, lessons and students at a glance.</p>
      </div>
      {insights.isPending ? <Spinner label="Loading your dashboard..." showLabel /> : null}
      {insights.isError ? <Alert tone="error">{payoutMessages.insightsLoadFailed}</Alert> : null}
      {insights.data && insights.data.applicationStatus !== 'approved' ? (
        <ApplicationState status={insights.data.applicationStatus} />
      ) : insights.data ? (
        <>
          <EarningsSection insights={insights.data} />
          <LessonEarnings />
          <BookingsSection insights={insights.data} />
          <TeachingSection insights={insights.data} />
        </>
      ) : null}
    </div>
  );
}
