/**
 * One practice assignment: title, details, minutes per day, the minutes logged this week and the log
 * history (newest first), and its attachments (sheet music to download, recordings to play). The student also
 * gets the log form (minutes 1..600, an optional comment).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  PRACTICE_COMMENT_MAX,
  PRACTICE_MINUTES_MAX,
  practiceMessages,
  type PracticeAssignment,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { logPractice, practiceKeys } from '../api/practice.ts';
import { AttachmentList } from './attachment-list.tsx';

export function AssignmentCard({
  assignment,
  canLog,
  showAttachments = true,
}: {
  assignment: PracticeAssignment;
  canLog: boolean;
  /** The mentor manages them in the editor above instead. */
  showAttachments?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {assignment.title}
      </h3>
      {assignment.details ? <p className="whitespace-pre-line">{assignment.details}</p> : null}
      <p className="text-sm text-neutral-700">
        {assignment.minutes_per_day ? `${assignment.minutes_per_day} minutes a day · ` : ''}
        This week: {assignment.minutes_this_week} minutes
      </p>
      {showAttachments ? <AttachmentList title={assignment.title} files={assignment.attachments} /> : null}
      {canLog ? <LogForm assignmentId={assignment.id} /> : null}
      {assignment.logs.length > 0 ? (
        <ul aria-label={`Practice log of ${assignment.title}`} className="flex flex-col gap-1 text-sm">
          {assignment.logs.map((log) => (
            <li key={log.id}>
              {formatShortDateTime(log.logged_at)}: {log.minutes} minutes
              {log.comment ? ` – ${log.comment}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-neutral-700">No practice logged yet.</p>
      )}
    </section>
  );
}

function LogForm({ assignmentId }: { assignmentId: number }) {
  const client = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { minutes: '', comment: '' },
  });
  const send = useMutation({
    mutationFn: (values: { minutes: string; comment: string }) =>
      logPractice(assignmentId, { minutes: Number(values.minutes), comment: values.comment }),
    onSuccess: async () => {
      reset();
      await Promise.all(practiceKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (err) =>
      applyServerErrors(err, setError, {
        fields: { minutes: 'minutes', comment: 'comment' },
        root: () => serverMessage(err) ?? practiceMessages.failed,
      }),
  });
  const error = formState.errors.root?.server?.message;
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={handleSubmit((values) => send.mutate(values))}
    >
      <TextField
        label="Minutes practised"
        type="number"
        inputMode="numeric"
        min={1}
        max={PRACTICE_MINUTES_MAX}
        required
        error={formState.errors.minutes?.message}
        {...register('minutes')}
      />
      <TextField
        label="Comment (optional)"
        maxLength={PRACTICE_COMMENT_MAX}
        error={formState.errors.comment?.message}
        {...register('comment')}
      />
      <Button type="submit" size="sm" disabled={send.isPending}>
        {send.isPending ? 'Saving...' : 'Log practice'}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
