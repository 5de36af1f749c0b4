/**
 * /saved (SAVED-01..04): the mentors the user saved, 10 a page. Unsaving removes the card at once and
 * refreshes the list 1 s later; an emptied page steps back. The answer is cached for 5 minutes, and the
 * browser's copy stands in when the server cannot be reached.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SEARCH_PAGE_SIZE } from '../api/mentors-api.ts';
import { savedMentorsQuery } from '../api/saved-mentors.ts';
import { PastTheEnd } from '../components/list-notices.tsx';
import { MentorCard } from '../components/mentor-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { scrollToTop } from '../hooks/scroll-to-top.ts';
import { totalPages } from '../model/pagination.ts';
import { pageAfterRemoval } from '../model/saved-paging.ts';

export const SAVED_REFRESH_MS = 1000;

export function SavedPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const client = useQueryClient();
  const viewer = useSession().user?.id ?? 0;
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const savedPage = savedMentorsQuery(viewer, page);
  const saved = useQuery(savedPage);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    scrollToTop();
  };

  const removed = (mentorId: number) => {
    const current = client.getQueryData(savedPage.queryKey);
    const results = (current?.results ?? []).filter((m) => m.id !== mentorId);
    if (current) {
      client.setQueryData(savedPage.queryKey, {
        ...current,
        count: Math.max(0, current.count - 1),
        results,
      });
    }
    timers.current.push(
      window.setTimeout(() => {
        // Every page, for every viewer: the saved list has shifted.
        void client.invalidateQueries({ queryKey: queryKeyOf('mentors.liked') });
      }, SAVED_REFRESH_MS),
    );
    const next = pageAfterRemoval(page, results.length);
    if (next !== page) goTo(next);
  };

  const data = saved.data;
  let body;
  if (saved.isPending) body = <Spinner label="Loading saved mentors..." showLabel />;
  else if (!data) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-neutral-50 p-6">
        <p>Your saved mentors could not be loaded right now.</p>
        <Button variant="outline" onClick={() => void saved.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (data.results.length === 0 && data.count > 0 && page > totalPages(data.count, SEARCH_PAGE_SIZE)) {
    // A stale link past the last page (ADR 52): not "nothing saved", the way back instead.
    const last = totalPages(data.count, SEARCH_PAGE_SIZE);
    body = <PastTheEnd lastPage={last} lastPageHref={last > 1 ? `?page=${last}` : '/saved'} />;
  } else if (data.results.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-neutral-50 p-6">
        <p>You have not saved any mentors yet. Tap the heart on a mentor to keep them here.</p>
        <ButtonLink to="/listings">Browse mentors</ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 xl:grid-cols-2">
          {data.results.map((mentor) => (
            <li key={mentor.id} className="flex">
              <div className="flex-1 [&>article]:h-full">
                <MentorCard
                  mentor={{ ...mentor, saved: true }}
                  onSavedChange={(isSaved) => {
                    if (!isSaved) removed(mentor.id);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          total={totalPages(data.count, SEARCH_PAGE_SIZE)}
          onChange={goTo}
          label="Saved mentor pages"
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="mb-8 text-3xl font-bold md:text-4xl">Saved mentors</h1>
      {body}
    </div>
  );
}
