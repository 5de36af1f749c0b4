/**
 * Step 4 (BOOK-24, B7): confirm the new time in reschedule mode. Its button sends the same request as the
 * lesson card's reschedule modal (one function, one hook: lessons/api/reschedule.ts, ADR 15); on success
 * the lists refresh and the dialog closes, a refusal shows the server's `error` (RESCHED-09).
 */
import { bookingMessages } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { rescheduleErrorMessage, useRequestReschedule } from '../../lessons/index.ts';
import { formatLessonTime } from '../model/format-time.ts';
import type { AvailableSlot } from '../model/types.ts';
import { StepFrame } from './step-frame.tsx';

interface RescheduleStepProps {
  /** The lesson being moved (without one there is nothing to send). */
  bookingId: number | null;
  slot: AvailableSlot | null;
  minutes: number | null;
  onBack: () => void;
  /** After the request was accepted by the server: the dialog closes. */
  onRequested: (slot: AvailableSlot) => void;
}

export function RescheduleStep({ bookingId, slot, minutes, onBack, onRequested }: RescheduleStepProps) {
  const send = useRequestReschedule(() => {
    if (slot) onRequested(slot);
  });
  const confirm = () => {
    if (slot && bookingId !== null) send.mutate({ bookingId, slot });
  };
  return (
    <StepFrame title="Confirm rescheduling" onBack={onBack}>
      <p>
        Move the lesson to <strong>{formatLessonTime(slot?.start_utc)}</strong>
        {minutes ? ` (${minutes} minutes)` : ''}?
      </p>
      <p className="text-sm text-neutral-700">{bookingMessages.rescheduleExplained}</p>
      {!slot ? <Alert tone="error">{bookingMessages.selectTimeSlot}</Alert> : null}
      {send.isError ? <Alert tone="error">{rescheduleErrorMessage(send.error)}</Alert> : null}
      <Button onClick={confirm} disabled={!slot || bookingId === null || send.isPending}>
        {send.isPending ? 'Sending...' : 'Confirm rescheduling'}
      </Button>
    </StepFrame>
  );
}
