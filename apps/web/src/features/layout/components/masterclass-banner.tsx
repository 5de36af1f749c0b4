/**
 * NAV-09, MASTER-19: the live masterclass banner under the bar: the current meeting's name, weekday, date
 * and time with "Go to event →" to /meet-and-greet. The current meeting is the first entry of GET
 * /api/webinars/meet-and-greets/ (is_active=true). The call is a background read shared with the page's
 * query; a failure or an empty list shows nothing, so no dead control appears.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMasterclassStart, masterclassMessages as m } from '@app/contract';
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts';
import { activeMasterclassesQuery } from '../../masterclass/index.ts';

export function MasterclassBanner() {
  const meetings = useQuery({
    ...activeMasterclassesQuery({ background: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // The server draws pages in UTC (ADR 44); the viewer's own zone follows as soon as the page is theirs.
  const hydrated = useHydrated();
  const meeting = meetings.data?.[0];
  if (!meeting) return null;
  return (
    <div className="border-t border-ink/10 bg-lime">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm md:px-6">
        <span className="font-semibold">Live masterclass: {meeting.name}</span>
        <span>{formatMasterclassStart(meeting.start_time_utc, hydrated ? undefined : 'UTC')}</span>
        <Link to="/meet-and-greet" className="font-bold underline">
          {m.goToEvent}
        </Link>
      </p>
    </div>
  );
}
