/**
 * The read-only dialogs (CAL-07, CAL-12): a lesson with its real price (L4, not the old demo 50) and, for its
 * mentor, what they earn (issue 17 item 8); a time off and an extra slot, the last two with Cancel/Remove
 * for their mentor.
 */
import {
  calendarMessages,
  earningsMessages,
  recurringTimeOffMessages,
  type CalendarItem,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../shared/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { calendarKey, removeRange } from '../api/calendar.ts';
import { formatWhenRange } from '../model/dates.ts';
import { displayKind, KIND_LABELS } from '../model/display.ts';
import { FactsList } from '../../../shared/ui/facts-list.tsx';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Unconfirmed (waiting for payment)',
  paid: 'Confirmed',
  free_trial: 'Confirmed (free trial)',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Cancelled',
};

function LessonDetails({ item, zone }: { item: CalendarItem; zone: string }) {
  const other = item.other_user ? `${item.other_user.first_name} ${item.other_user.last_name}`.trim() : '—';
  const rows: [string, string][] = [
    ['Status', STATUS_LABELS[item.status ?? ''] ?? item.status ?? ''],
    [item.as_mentor ? 'Student' : 'Mentor', other],
    ['Date and time', formatWhenRange(item.start, item.end, zone)],
    ['Instrument', item.skill ?? '—'],
    ['Price', item.free_trial ? 'Free trial' : formatEuro(item.amount_cents ?? 0)],
  ];
  if (item.first_lesson) rows.push(['First lesson', 'Yes, your first lesson together']);
  return (
    <div className="flex flex-col gap-4">
      <FactsList rows={rows} />
      {item.as_mentor && item.mentor_earnings_cents !== null ? (
        <div className="rounded-xl bg-brand-soft p-3">
          <p className="font-semibold">{earningsMessages.youEarn(formatEuro(item.mentor_earnings_cents))}</p>
          <p className="text-sm text-neutral-700">{earningsMessages.youEarnNote}</p>
        </div>
      ) : null}
      <Link to="/my-lessons" className="font-semibold text-purple-ink underline">
        Open My Lessons
      </Link>
    </div>
  );
}

/** Cancelling asks first (issue 22 item 1): one click on the grid must not lose a range by mistake. */
function RangeDetails({ item, zone, onDone }: { item: CalendarItem; zone: string; onDone: () => void }) {
  const client = useQueryClient();
  const timeOff = item.type === 'time_off';
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeRange(timeOff ? 'time-off' : 'extra-time', item.id ?? 0),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: calendarKey });
      onDone();
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <FactsList rows={[['When', formatWhenRange(item.start, item.end, zone)]]} />
      {remove.isError ? (
        <Alert tone="error">
          {timeOff ? calendarMessages.cancelTimeOffFailed : calendarMessages.cancelExtraTimeFailed}
        </Alert>
      ) : null}
      {item.id === null ? (
        // An occurrence of recurring time off (ADR 77): removed as a whole, from its form.
        <p className="text-sm text-neutral-700">{recurringTimeOffMessages.occurrenceNote}</p>
      ) : confirming ? (
        <div role="group" aria-labelledby={`confirm-${item.id}`} className="flex flex-col gap-2">
          <p id={`confirm-${item.id}`} className="font-semibold">
            {timeOff
              ? 'Cancel this time off? Students can book these hours again.'
              : 'Remove this extra slot? Students can no longer book it.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {timeOff ? 'Yes, cancel time off' : 'Yes, remove extra slot'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {timeOff ? 'Cancel time off' : 'Remove extra slot'}
        </Button>
      )}
    </div>
  );
}

export function ItemDialog({
  item,
  zone,
  onClose,
}: {
  item: CalendarItem | null;
  zone: string;
  onClose: () => void;
}) {
  if (!item || item.type === 'available_time') return null;
  const title = item.type === 'booking' ? 'Lesson' : KIND_LABELS[displayKind(item)];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title === 'Extra slot' ? 'Extra Availability' : title}
    >
      {item.type === 'booking' ? (
        <LessonDetails item={item} zone={zone} />
      ) : (
        <RangeDetails item={item} zone={zone} onDone={onClose} />
      )}
    </Dialog>
  );
}
