/**
 * /students/:id (issue 18 item 4): one student with the pair's lesson history, newest first. Every note of
 * the student (the notes feature) goes in its own section under the history.
 */
import { studentsMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatLongDateTime } from '../../../shared/time/viewer-zone.ts';
import { studentQuery } from '../api/students.ts';
import { MessageStudent, StudentFacts, studentName } from '../components/student-summary.tsx';

const STATUS: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Booked',
  free_trial: 'Free trial',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Cancelled',
};

export function StudentPage() {
  const id = Number(useParams().id);
  const student = useQuery({ ...studentQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const data = student.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <Link to="/students" className="text-sm underline">
        All students
      </Link>
      {student.isPending && !student.isError ? <Spinner label="Loading the student..." showLabel /> : null}
      {student.isError || !(id > 0) ? <Alert tone="error">{studentsMessages.notYourStudent}</Alert> : null}
      {data ? (
        <>
          <h1 className="text-3xl font-extrabold">{studentName(data.summary.student)}</h1>
          <StudentFacts summary={data.summary} />
          <div>
            <MessageStudent summary={data.summary} />
          </div>
          <section className="flex flex-col gap-3" aria-labelledby="lesson-history">
            <h2 id="lesson-history" className="text-xl font-bold">
              {studentsMessages.history}
            </h2>
            <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
              {data.lessons.map((lesson) => (
                <li key={lesson.id} className="flex flex-wrap justify-between gap-2 p-3">
                  <span>{formatLongDateTime(lesson.start)}</span>
                  <span>
                    {lesson.skill}
                    {lesson.free_trial ? ' (free trial)' : ''} · {STATUS[lesson.status] ?? lesson.status}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
}
