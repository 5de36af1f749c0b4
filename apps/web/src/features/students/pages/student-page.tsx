/**
 * /students/:id (issue 18 item 4): one student with the pair's lesson history, newest first, and under it
 * every note the mentor wrote for them with its assignments and the practice logged against each.
 */
import { studentsMessages, type LessonNotes } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { AssignmentCard } from '../../practice/index.ts';
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
          <section className="flex flex-col gap-3" aria-labelledby="all-notes">
            <h2 id="all-notes" className="text-xl font-bold">
              {studentsMessages.allNotes}
            </h2>
            {data.notes.length === 0 ? <p>{studentsMessages.noNotesYet}</p> : null}
            {data.notes.map((note) => (
              <NoteOfLesson key={note.booking_id} note={note} />
            ))}
          </section>
        </>
      ) : null}
    </div>
  );
}

function NoteOfLesson({ note }: { note: LessonNotes }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4">
      <h3 id={headingId} className="text-lg font-bold">
        LES-{note.booking_id}, {formatLongDateTime(note.lesson_start)}
      </h3>
      {note.notes ? <p className="whitespace-pre-line">{note.notes}</p> : null}
      {note.assignments.map((assignment) => (
        <AssignmentCard key={assignment.id} assignment={assignment} canLog={false} />
      ))}
      <Link to={`/my-lessons/${note.booking_id}/notes`} className="text-sm underline">
        {studentsMessages.editNotes}
        <span className="sr-only"> of LES-{note.booking_id}</span>
      </Link>
    </article>
  );
}
