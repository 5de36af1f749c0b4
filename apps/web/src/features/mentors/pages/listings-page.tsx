/**
 * /listings (SEARCH-01..20): the filters, the results as mentor cards and the pages. The address bar holds
 * the applied filters; the lookups and the results come from the query cache.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { filterListsQuery } from '../api/filter-lists.ts';
import { mentorSearchQuery, SEARCH_PAGE_SIZE, storedSearchAnswer } from '../api/mentors-api.ts';
import { FiltersPanel } from '../components/filters-panel.tsx';
import { PastTheEnd, SearchFailure } from '../components/list-notices.tsx';
import { MentorCard } from '../components/mentor-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { scrollToTop } from '../hooks/scroll-to-top.ts';
import { useSaveIntent } from '../hooks/use-save-intent.ts';
import {
  emptyFilters,
  filtersToParams,
  hasInstrumentNames,
  parseFilters,
  toApiQuery,
  type Filters,
} from '../model/filters.ts';
import { totalPages } from '../model/pagination.ts';
import { rangeFromStatistics, readStoredRange, storeRange, type Range } from '../model/price-range.ts';

/** SEARCH-03: filters handed over by another page. */
interface IncomingFilters {
  applyFilters?: boolean;
  searchText?: string;
  instrumentName?: string;
}

function ResultsSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading mentors...
      </p>
      <ul aria-hidden="true" className="grid gap-5 xl:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-72 animate-pulse rounded-2xl bg-neutral-100 motion-reduce:animate-none" />
        ))}
      </ul>
    </div>
  );
}

export function ListingsPage({ overlay }: { overlay?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(params), [params]);
  useSaveIntent();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  // SEARCH-03: navigation state becomes query parameters, so it survives a reload.
  useEffect(() => {
    const incoming = location.state as IncomingFilters | null;
    if (!incoming?.applyFilters) return;
    const next: Filters = {
      ...emptyFilters,
      search: incoming.searchText?.trim() ?? '',
      instrument: incoming.instrumentName ? [incoming.instrumentName] : [],
    };
    void navigate({ search: filtersToParams(next).toString() }, { replace: true, state: null });
  }, [location.state, navigate]);

  const session = useSession();
  const viewer = session.user?.id ?? 0;
  const lists = useQuery(filterListsQuery);
  // SEARCH-14: an instrument given by name waits for the instrument list, to be sent as ids.
  const waitForSkills = hasInstrumentNames(filters.instrument) && lists.isPending;
  const apiQuery = toApiQuery(filters, lists.data?.skills);

  const results = useQuery({
    ...mentorSearchQuery(viewer, apiQuery),
    // The answer depends on the viewer (`saved`): wait until the session is known.
    enabled: !waitForSkills && session.status !== 'unknown',
    // SEARCH-19: the last answer for the same filters shows at once while the fresh one loads.
    placeholderData: (previous) => (previous ? keepPreviousData(previous) : storedSearchAnswer(apiQuery)),
  });

  // SEARCH-16: the slider's bounds follow the price statistics (every filter but the price, rule C2),
  // and are remembered for the next visit.
  const [storedRange] = useState<Range>(readStoredRange);
  const stats = results.data?.price_statistics;
  const bounds = useMemo(() => (stats ? rangeFromStatistics(stats) : storedRange), [stats, storedRange]);
  useEffect(() => {
    if (stats) storeRange(bounds);
  }, [stats, bounds]);

  const apply = (next: Filters) => {
    setParams(filtersToParams({ ...next, page: 1 }));
    setFiltersOpen(false);
  };

  const goToPage = (page: number) => {
    setParams(filtersToParams({ ...filters, page }));
    scrollToTop();
  };

  const answer = results.data;
  const pages = answer ? totalPages(answer.count, SEARCH_PAGE_SIZE) : 1;

  // A failed or refused search says so (ADR 52), also while it is retried over an earlier answer kept
  // meanwhile (SEARCH-19), which is not the answer to these filters. A failed refresh of an answer to these
  // very filters keeps showing it.
  const failure = results.error ?? results.failureReason;
  const failed =
    (results.isError && (results.data === undefined || results.isPlaceholderData)) ||
    (results.isPending && (results.failureCount > 0 || results.isPaused));
  const refused = failure instanceof ApiError && failure.status !== null && failure.status < 500;
  const shown = failed ? undefined : answer;

  let body: ReactNode;
  if (failed) body = <SearchFailure refused={refused} onRetry={() => void results.refetch()} />;
  else if (!shown) body = <ResultsSkeleton />;
  else if (shown.results.length === 0 && shown.count > 0 && filters.page > pages) {
    body = (
      <PastTheEnd
        lastPage={pages}
        lastPageHref={`?${filtersToParams({ ...filters, page: pages }).toString()}`}
      />
    );
  } else if (shown.results.length === 0) {
    body = <p className="rounded-2xl bg-neutral-50 p-6">No mentors found matching your criteria.</p>;
  } else {
    body = (
      <>
        <p className="mb-4 text-neutral-700">
          {shown.count} {shown.count === 1 ? 'mentor' : 'mentors'}
        </p>
        <ul className="grid gap-5 xl:grid-cols-2">
          {shown.results.map((mentor) => (
            <li key={mentor.id} className="flex">
              <div className="flex-1 [&>article]:h-full">
                <MentorCard mentor={mentor} />
              </div>
            </li>
          ))}
        </ul>
        <Pagination page={filters.page} total={pages} onChange={goToPage} label="Result pages" />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-3xl font-bold md:text-5xl">Music Lessons Tailored To You</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[18rem_1fr] lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`} className="sr-only">
            Filters
          </h2>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
            className="mb-4 flex min-h-[50px] w-full items-center justify-between rounded-xl border-2 border-ink px-4 font-semibold md:hidden"
          >
            Filters
            <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
          </button>
          <div id={panelId} className={`${filtersOpen ? 'block' : 'hidden'} md:block`}>
            <FiltersPanel
              key={params.toString()}
              initial={filters}
              lists={lists.data}
              listsLoading={lists.isPending}
              bounds={bounds}
              onApply={apply}
            />
          </div>
        </section>
        <section aria-label="Mentors">
          {/* Busy while a fresh answer loads, also over a stored one shown meanwhile (SEARCH-19), even an
              empty one: "No mentors found" may be about to change. */}
          <div aria-busy={results.isFetching || undefined}>{body}</div>
        </section>
      </div>
      {overlay}
    </div>
  );
}
