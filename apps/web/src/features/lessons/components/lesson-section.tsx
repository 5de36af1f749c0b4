/** One paginated lesson list (LESSON-03, LESSON-04): a spinner while loading, the empty text, the cards. */
import { LESSON_PAGE_SIZE } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { lessonPageQuery } from '../api/lessons.ts';
import { LessonCard } from './lesson-card.tsx';
import { Pager } from './pager.tsx';

export const LOAD_FAILED = 'Failed to load your lessons. Please try again.';

interface LessonSectionProps {
  status: string;
  /** Accessible name of the list and its page navigation. */
  label: string;
  /** Shown above the list; the section is hidden entirely when `empty` is null and nothing is there. */
  heading?: ReactNode;
  empty: ReactNode | null;
  onNotice: (message: string) => void;
}

export function LessonSection({ status, label, heading, empty, onNotice }: LessonSectionProps) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...lessonPageQuery(status, page),
    staleTime: 0,
  });
  const data = query.data;
  // A page emptied by a cancellation steps back to the previous one.
  if (data && data.results.length === 0 && page > 1) setPage(page - 1);
  if (empty === null && (!data || data.count === 0)) return null;
  const pages = data ? Math.max(1, Math.ceil(data.count / LESSON_PAGE_SIZE)) : 1;
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {heading}
      {query.isPending ? <Spinner label="Loading lessons..." showLabel /> : null}
      {query.isError ? <Alert tone="error">{LOAD_FAILED}</Alert> : null}
      {data && data.results.length === 0 ? empty : null}
      {data && data.results.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {data.results.map((booking) => (
            <li key={booking.id}>
              <LessonCard booking={booking} onNotice={onNotice} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} total={pages} onChange={setPage} label={`${label} pages`} />
    </section>
  );
}
