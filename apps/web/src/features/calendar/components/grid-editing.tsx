/**
 * The mentor's editing on the grid (issue 22 item 1): what an empty-time click, drag or Enter opens (the
 * add dialog), what a moved edge sends (PUT of the range; a refusal is the server's sentence above the
 * grid and the range stays where it was), and the keys, written out on the page.
 */
import type { CalendarItem } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { calendarKey, updateRange } from '../api/calendar.ts';
import { CreateRangeDialog, type NewRange } from './create-range-dialog.tsx';
import type { GridEditing } from './day-column.tsx';

export const KEYS_HELP_ID = 'calendar-keys';
const CHANGE_FAILED = 'Could not change it.';

export function useGridEditing(
  zone: string,
  enabled: boolean,
): {
  editing: GridEditing | undefined;
  problem: ReactNode;
  dialog: ReactNode;
} {
  const client = useQueryClient();
  const [draft, setDraft] = useState<NewRange | null>(null);
  const resize = useMutation({
    mutationFn: ({ item, range }: { item: CalendarItem; range: { start: string; end: string } }) =>
      updateRange(item.type === 'time_off' ? 'time-off' : 'extra-time', item.id ?? 0, range),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKey }),
  });
  if (!enabled) return { editing: undefined, problem: null, dialog: null };
  const editing: GridEditing = {
    keysHelpId: KEYS_HELP_ID,
    onCreate: (date, span) => {
      resize.reset();
      setDraft({ date, span });
    },
    onResize: (item, range) => resize.mutate({ item, range }),
  };
  const detail = resize.isError ? serverMessage(resize.error) : null;
  return {
    editing,
    problem: resize.isError ? (
      <Alert tone="error">
        {detail ? `${CHANGE_FAILED} ${detail}` : `${CHANGE_FAILED} Please try again.`}
      </Alert>
    ) : null,
    dialog: <CreateRangeDialog draft={draft} zone={zone} onClose={() => setDraft(null)} />,
  };
}

/** The keys, for everyone (the grid's cells and items point here with aria-describedby). */
export function GridKeysHelp() {
  return (
    <details className="text-sm text-neutral-800">
      <summary className="cursor-pointer font-semibold">
        Editing the calendar with the mouse, touch or keys
      </summary>
      <p id={KEYS_HELP_ID} className="mt-2">
        Click or drag on empty time (tap on a phone) to add time off or extra availability, in steps of 15
        minutes. With the keyboard, Tab to the grid&apos;s free time: arrow keys move by 30 minutes and
        between days, Shift with Up or Down extends the selection, Enter adds it.
      </p>
      <p id={`${KEYS_HELP_ID}-items`} className="mt-2">
        Drag the top or bottom edge of a time off or extra slot to change it. With the keyboard: Shift with Up
        or Down moves its end, Alt with Up or Down its start; Enter opens it, to cancel it. Lessons are
        changed from My Lessons.
      </p>
      <p className="mt-2">
        &ldquo;Weekly hours&rdquo; edits the hours that repeat every week in the same way, in steps of 30
        minutes: add a range, move its edges, or open it to remove it.
      </p>
    </details>
  );
}
