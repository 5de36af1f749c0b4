/**
 * NAV-09, MASTER-19: the live masterclass banner under the bar: the current meeting's name, weekday, date
 * and time with "Go to event →" to /meet-and-greet. The current meeting is the first entry of GET
 * /api/webinars/meet-and-greets/ (is_active=true). The call is a background read shared with the page's
 * query; a failure or an empty list shows nothing, so no dead control appears. The close button hides the
 * class's banner in this browser (a cookie the server reads too, so a drawn page leaves it out; ADR 52).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMasterclassStart, masterclassMessages as m } from '@app/contract';
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { activeMasterclassesQuery, dismissBanner, dismissedBannerQuery } from '../../masterclass/index.ts';

export function MasterclassBanner() {
  const meetings = useQuery({
    ...activeMasterclassesQuery({ background: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // The server draws pages in UTC (ADR 44); the viewer's own zone follows as soon as the page is theirs.
  const hydrated = useHydrated();
  const client = useQueryClient();
  const dismissed = useQuery(dismissedBannerQuery).data;
  const meeting = meetings.data?.[0];
  if (!meeting || dismissed === meeting.id) return null;
  const close = () => {
    dismissBanner(client, meeting.id);
    // The button goes away with the banner: a keyboard user goes on from the page's content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <div className="border-t border-ink/10 bg-lime">
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 md:px-6">
        <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-semibold">Live masterclass: {meeting.name}</span>
          <span>{formatMasterclassStart(meeting.start_time_utc, hydrated ? viewerTimeZone() : 'UTC')}</span>
          <Link to="/meet-and-greet" className="font-bold underline">
            {m.goToEvent}
          </Link>
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={m.dismissBanner}
          title={m.dismissBanner}
          className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-lg leading-none hover:bg-ink/10"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
