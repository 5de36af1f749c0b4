/**
 * "Cancel the remaining lessons" of a weekly series (ADR 56): the confirmation lists every lesson it will
 * cancel with what each gives back under B6 (the server's figures), and the sum; then the series call.
 * Success closes with the server's message and refreshes every list; a refusal shows the server's words.
 */
import { seriesMessages } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../shared/api/client.ts';
import { formatEuro } from '../../../shared/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { cancelSeries, lessonsKey } from '../api/lessons.ts';
import { remainingLessons } from '../model/series.ts';
import type { Booking } from '../model/types.ts';

export const SERIES_CANCEL_FAILED = 'Failed to cancel the remaining lessons. Please try again.';

interface SeriesCancelDialogProps {
  series: NonNullable<Booking['series']>;
  mentorName: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}

export function SeriesCancelDialog({ series, mentorName, onClose, onCancelled }: SeriesCancelDialogProps) {
  const client = useQueryClient();
  const [now] = useState(() => serverNow());
  const remaining = remainingLessons(series, now);
  const total = remaining.reduce((sum, l) => sum + l.refund_cents, 0);
  const cancel = useMutation({
    mutationFn: () => cancelSeries(series.id),
    onSuccess: async (answer) => {
      onCancelled(answer.message);
      onClose();
      await client.invalidateQueries({ queryKey: lessonsKey });
    },
  });
  const error = cancel.isError ? (serverMessage(cancel.error) ?? SERIES_CANCEL_FAILED) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={`${seriesMessages.cancelRemaining}?`}
      description={`Your weekly lessons with ${mentorName}`}
    >
      <div className="flex flex-col gap-4">
        <p>
          {remaining.length === 1 ? 'This cancels 1 lesson:' : `This cancels ${remaining.length} lessons:`}
        </p>
        <ul className="flex flex-col gap-1" aria-label="Lessons to cancel">
          {remaining.map((l) => (
            <li key={l.booking_id}>
              <span className="font-semibold">{formatShortDateTime(l.start)}</span>:{' '}
              {l.refund_cents > 0 ? `${formatEuro(l.refund_cents)} refunded` : 'nothing to refund (not paid)'}
            </li>
          ))}
        </ul>
        <p className="font-semibold">
          {total > 0
            ? `You will get ${formatEuro(total)} back in all: in full for lessons at least 48 hours away, half for sooner ones.`
            : 'Nothing was paid for these lessons, so there is nothing to refund.'}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={cancel.isPending}>
            Keep lessons
          </Button>
          <Button size="sm" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : seriesMessages.cancelRemaining}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
