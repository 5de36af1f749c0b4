/**
 * One student of the mentor as a card: name, lessons taught, the next lesson (zone named), the package
 * credits they have left with the mentor, the last notes (their lesson, an excerpt and the assignments) with
 * the practice logged since, and a Message button that opens the conversation as a lesson card does.
 */
import { studentsMessages, type StudentSummary } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { formatLongDateTime } from '../../../shared/time/viewer-zone.ts';

export const studentName = (s: StudentSummary['student']) => `${s.first_name} ${s.last_name}`.trim();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

export function StudentFacts({ summary }: { summary: StudentSummary }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={studentsMessages.lessonsTaught}>{summary.lessons_taught}</Fact>
      <Fact label={studentsMessages.nextLesson}>
        {summary.next_lesson
          ? `${formatLongDateTime(summary.next_lesson.start)}, ${summary.next_lesson.skill}`
          : studentsMessages.noNextLesson}
      </Fact>
      <Fact label={studentsMessages.creditsLeft}>{summary.credits_left}</Fact>
      <Fact label={studentsMessages.practiceSince}>
        <PracticeSince summary={summary} />
      </Fact>
      <div className="flex flex-col sm:col-span-2">
        <dt className="text-sm text-neutral-700">{studentsMessages.lastNote}</dt>
        <dd>
          <LastNote note={summary.last_note} />
        </dd>
      </div>
    </dl>
  );
}

function PracticeSince({ summary }: { summary: StudentSummary }) {
  const practice = summary.practice_since;
  if (!summary.last_note || practice.entries === 0) return <>{studentsMessages.noPractice}</>;
  return (
    <>
      {studentsMessages.practiceMinutes(practice.minutes, practice.entries)}
      <span className="block text-sm font-normal text-neutral-700">
        Latest: {formatLongDateTime(practice.last_logged_at)}
      </span>
    </>
  );
}

function LastNote({ note }: { note: StudentSummary['last_note'] }) {
  if (!note) return <span className="font-semibold">{studentsMessages.noNotes}</span>;
  // Long notes arrive cut to a line or two; the whole text is on the notes page the link opens.
  const text = note.excerpt;
  return (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">Lesson of {formatLongDateTime(note.lesson_start)}</span>
      {text ? <span className="whitespace-pre-line">{text}</span> : null}
      {note.assignments.length > 0 ? (
        <span className="text-sm">
          {studentsMessages.assignmentsOfNote}: {note.assignments.join('; ')}
        </span>
      ) : null}
      <Link to={`/my-lessons/${note.booking_id}/notes`} className="text-sm underline">
        {studentsMessages.editNotes}
        <span className="sr-only"> of the lesson of {formatLongDateTime(note.lesson_start)}</span>
      </Link>
    </div>
  );
}

export function MessageStudent({ summary }: { summary: StudentSummary }) {
  return (
    <Link
      to="/messages"
      state={{
        userId: summary.student.id,
        mentorId: null,
        mentorName: studentName(summary.student),
        mentorImage: summary.student.profile_picture,
      }}
      className={buttonClasses('outline', 'sm')}
      aria-label={`${studentsMessages.message} ${studentName(summary.student)}`}
    >
      {studentsMessages.message}
    </Link>
  );
}

export function StudentCard({ summary }: { summary: StudentSummary }) {
  const name = studentName(summary.student);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4">
      <h2 className="text-lg font-bold">
        <Link to={`/students/${summary.student.id}`} className="underline">
          {name}
        </Link>
      </h2>
      <StudentFacts summary={summary} />
      <div className="flex flex-wrap gap-2">
        <MessageStudent summary={summary} />
      </div>
    </li>
  );
}
