/**
 * One student of the mentor as a card: name, lessons taught, the next lesson (zone named) and a Message
 * button that opens the conversation with them as a lesson card does, and the package credits they have
 * left with the mentor. The fields still to come (the last note, practice logged since) go in as further
 * <Fact> lines here.
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
    </dl>
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
