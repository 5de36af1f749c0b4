/**
 * /my-lessons/:id/notes (issue 18 item 3), opened from the lesson card's "Notes and practice": the mentor
 * edits the notes and assignments and sees the student's log under each; the student reads them and logs.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { serverMessage } from '../../../shared/api/client.ts';
import { formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { RoomKept } from '../../lesson-room/index.ts';
import { lessonNotesQuery } from '../api/practice.ts';
import { AssignmentCard } from '../components/assignment-card.tsx';
import { NotesEditor } from '../components/notes-editor.tsx';

export function LessonNotesPage() {
  const { id = '' } = useParams();
  const bookingId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const notes = useQuery({ ...lessonNotesQuery(bookingId), enabled: bookingId > 0, retry: false });
  const lesson = notes.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <Link to="/my-lessons" className="text-sm font-semibold underline">
        Back to My Lessons
      </Link>
      <h1 className="text-3xl font-bold">Notes and practice</h1>
      {notes.isError || bookingId === 0 ? (
        <Alert tone="error">{serverMessage(notes.error) ?? 'Lesson not found.'}</Alert>
      ) : !lesson ? (
        <Spinner />
      ) : (
        <>
          <p>
            LES-{lesson.booking_id} with {lesson.mentor_name}, {formatShortDateTime(lesson.lesson_start)}
          </p>
          {lesson.viewer_is_mentor ? <NotesEditor lesson={lesson} /> : <NotesView notes={lesson.notes} />}
          <RoomKept
            bookingId={lesson.booking_id}
            me={lesson.viewer_is_mentor ? 'mentor' : 'student'}
            otherName={lesson.viewer_is_mentor ? 'Student' : lesson.mentor_name}
          />
          {lesson.assignments.length > 0 ? (
            <section aria-labelledby="logs-heading" className="flex flex-col gap-3">
              <h2 id="logs-heading" className="text-xl font-bold">
                {lesson.viewer_is_mentor ? 'Practice logged by the student' : 'Your practice'}
              </h2>
              {lesson.assignments.map((a) => (
                <AssignmentCard
                  key={a.id}
                  assignment={a}
                  canLog={!lesson.viewer_is_mentor}
                  showAttachments={!lesson.viewer_is_mentor}
                />
              ))}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function NotesView({ notes }: { notes: string }) {
  return (
    <section aria-labelledby="notes-heading" className="flex flex-col gap-2">
      <h2 id="notes-heading" className="text-xl font-bold">
        Lesson notes
      </h2>
      <p className="whitespace-pre-line">{notes || 'Your mentor has not written notes yet.'}</p>
    </section>
  );
}
