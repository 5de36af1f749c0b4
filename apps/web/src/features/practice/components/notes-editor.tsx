/**
 * The mentor's notes editor (issue 18 item 3): the notes and up to ten assignments (title, details, minutes
 * per day). Saving replaces both; kept assignments carry their id so their logs stay attached. One save is one
 * request and at most one mail to the student (the server mails only when something changed). Each saved
 * assignment has its attachments (ADR 60), uploaded and removed on their own, apart from the save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  ASSIGNMENT_DETAILS_MAX,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENTS_MAX,
  LESSON_NOTES_MAX,
  PRACTICE_MINUTES_MAX,
  practiceMessages,
  type LessonNotes,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { practiceKeys, saveLessonNotes } from '../api/practice.ts';
import { AttachmentsEditor } from './attachments-editor.tsx';

interface AssignmentValues {
  assignmentId: number | null;
  title: string;
  details: string;
  minutes: string;
}

const blank: AssignmentValues = { assignmentId: null, title: '', details: '', minutes: '' };
const area = 'w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink';

/** The form's values of saved notes: each assignment with its id, so the next save keeps it. */
const valuesOf = (lesson: LessonNotes) => ({
  notes: lesson.notes,
  assignments: lesson.assignments.map((a): AssignmentValues => ({
    assignmentId: a.id,
    title: a.title,
    details: a.details,
    minutes: a.minutes_per_day === null ? '' : String(a.minutes_per_day),
  })),
});

export function NotesEditor({ lesson }: { lesson: LessonNotes }) {
  const client = useQueryClient();
  const notesId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: valuesOf(lesson),
  });
  const list = useFieldArray({ control, name: 'assignments' });
  const save = useMutation({
    mutationFn: (values: { notes: string; assignments: AssignmentValues[] }) =>
      saveLessonNotes(lesson.booking_id, {
        notes: values.notes,
        assignments: values.assignments.map((a) => ({
          ...(a.assignmentId === null ? {} : { id: a.assignmentId }),
          title: a.title,
          details: a.details,
          minutes_per_day: a.minutes.trim() === '' ? null : Number(a.minutes),
        })),
      }),
    onSuccess: async (answer) => {
      // New assignments now have ids: the form takes them, so saving again keeps rather than duplicates.
      reset(valuesOf(answer.notes));
      setNotice(answer.message);
      await Promise.all(practiceKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (err) => {
      setNotice(null);
      applyServerErrors(err, setError, {
        fields: { notes: 'notes' },
        root: () => serverMessage(err) ?? practiceMessages.failed,
      });
    },
  });
  const error = formState.errors.root?.server?.message;
  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <div className="flex flex-col gap-1">
        <label htmlFor={notesId} className="font-semibold">
          Lesson notes
        </label>
        <textarea
          id={notesId}
          rows={5}
          maxLength={LESSON_NOTES_MAX}
          className={area}
          {...register('notes')}
        />
      </div>
      <h2 className="text-xl font-bold">Practice assignments</h2>
      {list.fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-4">
          <legend className="px-1 font-semibold">Assignment {index + 1}</legend>
          <TextField
            label="Title"
            required
            maxLength={ASSIGNMENT_TITLE_MAX}
            {...register(`assignments.${index}.title`)}
          />
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">Details (optional)</span>
            <textarea
              rows={3}
              maxLength={ASSIGNMENT_DETAILS_MAX}
              className={area}
              {...register(`assignments.${index}.details`)}
            />
          </label>
          <TextField
            label="Minutes per day (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            max={PRACTICE_MINUTES_MAX}
            {...register(`assignments.${index}.minutes`)}
          />
          <SavedAttachments lesson={lesson} assignmentId={field.assignmentId} />
          <div>
            <Button size="sm" variant="ghost" onClick={() => list.remove(index)}>
              Remove assignment {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {list.fields.length < ASSIGNMENTS_MAX ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => list.append(blank)}>
            Add an assignment
          </Button>
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notes and practice'}
        </Button>
      </div>
    </form>
  );
}

/** Files go to a saved assignment (they are stored at once); a new one gets them after its first save. */
function SavedAttachments({ lesson, assignmentId }: { lesson: LessonNotes; assignmentId: number | null }) {
  const saved = lesson.assignments.find((a) => a.id === assignmentId);
  if (!saved) {
    return <p className="text-sm text-neutral-700">Save this assignment to attach sheet music or audio.</p>;
  }
  return <AttachmentsEditor assignment={saved} />;
}
