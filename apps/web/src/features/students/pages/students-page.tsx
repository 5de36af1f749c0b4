/**
 * /students (issue 18 item 4): the mentor's students, latest booked first, 50 a page (?page=), or an empty
 * state. A page past the end links back to the last one.
 */
import { studentsMessages } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { studentsQuery } from '../api/students.ts';
import { StudentCard } from '../components/student-summary.tsx';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function StudentsPage() {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const students = useQuery({ ...studentsQuery(page), placeholderData: keepPreviousData });
  const data = students.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">{studentsMessages.title}</h1>
      {students.isPending ? <Spinner label="Loading your students..." showLabel /> : null}
      {students.isError ? <Alert tone="error">{studentsMessages.loadFailed}</Alert> : null}
      {data?.count === 0 ? <p className="text-neutral-700">{studentsMessages.empty}</p> : null}
      {data && data.count > 0 && data.results.length === 0 ? (
        <p>
          {studentsMessages.pastTheEnd}{' '}
          <Link to={`/students?page=${pages}`} className="underline">
            {studentsMessages.lastPage(pages)}
          </Link>
        </p>
      ) : null}
      {data && data.results.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label={studentsMessages.title}>
          {data.results.map((summary) => (
            <StudentCard key={summary.student.id} summary={summary} />
          ))}
        </ul>
      ) : null}
      {data && pages > 1 && data.results.length > 0 ? <Pages page={page} pages={pages} /> : null}
    </div>
  );
}

function Pages({ page, pages }: { page: number; pages: number }) {
  const link =
    'inline-flex h-11 items-center rounded-xl border border-neutral-300 bg-white px-4 font-semibold';
  return (
    <nav aria-label={studentsMessages.pagesLabel} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={`/students?page=${page - 1}`} className={link}>
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={`/students?page=${page + 1}`} className={link}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
