/**
 * Issue 22 item 1: what a click, drag or Enter on empty time adds. The dialog shows the chosen range in
 * the viewer's zone and asks which: time off (default) or extra availability. A refusal (a lesson or
 * another range in the way, the past) is the server's own sentence, and nothing was added.
 */
import { calendarMessages } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { addRange, calendarKey, type RangeKind } from '../api/calendar.ts';
import { formatWhenRange } from '../model/dates.ts';
import { rangeOf, type Span } from '../model/grid.ts';

const CHOICES: { kind: RangeKind; label: string; failed: string }[] = [
  { kind: 'time-off', label: 'Time off', failed: calendarMessages.addTimeOffFailed },
  { kind: 'extra-time', label: 'Extra availability', failed: calendarMessages.addExtraTimeFailed },
];

export interface NewRange {
  date: string;
  span: Span;
}

export function CreateRangeDialog({
  draft,
  zone,
  onClose,
}: {
  draft: NewRange | null;
  zone: string;
  onClose: () => void;
}) {
  if (!draft) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Add to your calendar">
      <CreateRangeForm draft={draft} zone={zone} onDone={onClose} />
    </Dialog>
  );
}

function CreateRangeForm({ draft, zone, onDone }: { draft: NewRange; zone: string; onDone: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const range = rangeOf(draft.date, draft.span, zone);
  const { register, handleSubmit, setError, formState } = useForm<{ kind: RangeKind }>({
    ...FORM_OPTIONS,
    defaultValues: { kind: 'time-off' },
  });
  const add = useMutation({
    mutationFn: (kind: RangeKind) => addRange(kind, range),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: calendarKey });
      onDone();
    },
    onError: (error, kind) =>
      applyServerErrors(error, setError, {
        fields: {},
        root: () => {
          const failed = CHOICES.find((c) => c.kind === kind)!.failed;
          const detail = serverMessage(error);
          return detail ? `${failed} ${detail}` : failed;
        },
      }),
  });
  const problem = formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit((v) => add.mutate(v.kind))(event)}
    >
      <p>
        <span className="font-semibold">When: </span>
        {formatWhenRange(range.start, range.end, zone)} ({zone})
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Add as</legend>
        {CHOICES.map((choice) => (
          <label key={choice.kind} htmlFor={`${id}-${choice.kind}`} className="flex items-center gap-2">
            <input id={`${id}-${choice.kind}`} type="radio" value={choice.kind} {...register('kind')} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={add.isPending}>
          Add
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
