/**
 * /saved (SAVED-01..04): the mentors the user saved, 10 a page. Unsaving removes the card at once and
 * refreshes the list 1 s later; an emptied page steps back. The answer is cached for 5 minutes, and the
 * browser's copy stands in when the server cannot be reached.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { fetchLikedMentors, mentorKeys, SEARCH_PAGE_SIZE } from '../api/mentors-api.ts';
import { MentorCard } from '../components/mentor-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { scrollToTop } from '../hooks/scroll-to-top.ts';
import { totalPages } from '../model/pagination.ts';
import { fromSavedView, readSavedCopy, SAVED_CACHE_MS, writeSavedCopy } from '../model/saved-store.ts';
import { pageAfterRemoval } from '../model/saved-paging.ts';
import type { MentorPage } from '../model/types.ts';

export const SAVED_REFRESH_MS = 1000;

async function loadSaved(page: number, signal: AbortSignal): Promise<MentorPage> {
  try {
    const answer = await fetchLikedMentors(page, signal);
    writeSavedCopy(answer.results);
    return answer;
  } catch (error) {
    // SAVED-02: the stored copy when the server fails.
    const stored = readSavedCopy();
    if (!stored || signal.aborted) throw error;
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return {
      count: stored.mentors.length,
      next: null,
      previous: null,
      results: stored.mentors.slice(start, start + SEARCH_PAGE_SIZE).map(fromSavedView),
    };
  }
}

export function SavedPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const client = useQueryClient();
  const viewer = useSession().user?.id ?? 0;
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const saved = useQuery({
    queryKey: mentorKeys.liked(viewer, page),
    queryFn: ({ signal }) => loadSaved(page, signal),
    staleTime: SAVED_CACHE_MS,
  });

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    scrollToTop();
  };

  const removed = (mentorId: number) => {
    const current = client.getQueryData<MentorPage>(mentorKeys.liked(viewer, page));
    const results = (current?.results ?? []).filter((m) => m.id !== mentorId);
    if (current) {
      client.setQueryData<MentorPage>(mentorKeys.liked(viewer, page), {
        ...current,
        count: Math.max(0, current.count - 1),
        results,
      });
    }
    timers.current.push(
      window.setTimeout(() => {
        void client.invalidateQueries({ queryKey: mentorKeys.liked(viewer) });
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
