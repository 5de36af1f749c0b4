/**
 * /practice (issue 18 item 3): the student's notes and assignments of their lessons, newest lesson first,
 * with a log form per assignment and its history (minutes logged this week).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { LessonNotes } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { myPracticeQuery } from '../api/practice.ts';
import { AssignmentCard } from '../components/assignment-card.tsx';

export function PracticePage() {
  const practice = useQuery(myPracticeQuery());
  const lessons = practice.data?.lessons;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Practice</h1>
      {practice.isError ? (
        <Alert tone="error">{serverMessage(practice.error) ?? 'Failed to load your practice.'}</Alert>
      ) : !lessons ? (
        <Spinner />
      ) : lessons.length === 0 ? (
        <p>
          No practice yet. After a lesson your mentor&apos;s notes and assignments appear here.{' '}
          <Link to="/my-lessons" className="underline">
            Open My Lessons
          </Link>
        </p>
      ) : (
        lessons.map((lesson) => <LessonPractice key={lesson.booking_id} lesson={lesson} />)
      )}
    </div>
  );
}

function LessonPractice({ lesson }: { lesson: LessonNotes }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4">
      <h2 id={headingId} className="text-xl font-bold">
        LES-{lesson.booking_id} with {lesson.mentor_name}, {formatShortDateTime(lesson.lesson_start)}
      </h2>
      {lesson.notes ? <p className="whitespace-pre-line">{lesson.notes}</p> : null}
      {lesson.assignments.map((a) => (
        <AssignmentCard key={a.id} assignment={a} canLog />
      ))}
    </article>
  );
}
