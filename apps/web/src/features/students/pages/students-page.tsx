/** /students (issue 18 item 4): the mentor's students, latest booked first, or an empty state. */
import { studentsMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { studentsQuery } from '../api/students.ts';
import { StudentCard } from '../components/student-summary.tsx';

export function StudentsPage() {
  const students = useQuery(studentsQuery);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">{studentsMessages.title}</h1>
      {students.isPending ? <Spinner label="Loading your students..." showLabel /> : null}
      {students.isError ? <Alert tone="error">{studentsMessages.loadFailed}</Alert> : null}
      {students.data?.count === 0 ? <p className="text-neutral-700">{studentsMessages.empty}</p> : null}
      {students.data && students.data.count > 0 ? (
        <ul className="flex flex-col gap-4" aria-label={studentsMessages.title}>
          {students.data.results.map((summary) => (
            <StudentCard key={summary.student.id} summary={summary} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
