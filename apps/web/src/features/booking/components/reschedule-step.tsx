/**
 * Step 4 (BOOK-24): confirm the new time in reschedule mode. Its button only closes the dialog; the
 * reschedule request itself belongs to the next issue's flow, which passes `onConfirm`.
 */
import { Button } from '../../../shared/ui/button.tsx';
import { formatLessonTime } from '../model/format-time.ts';
import type { AvailableSlot } from '../model/types.ts';
import { StepFrame } from './step-frame.tsx';

interface RescheduleStepProps {
  slot: AvailableSlot | null;
  minutes: number | null;
  onBack: () => void;
  onConfirm: () => void;
}

export function RescheduleStep({ slot, minutes, onBack, onConfirm }: RescheduleStepProps) {
  return (
    <StepFrame title="Confirm rescheduling" onBack={onBack}>
      <p>
        Move the lesson to <strong>{formatLessonTime(slot?.start_utc)}</strong>
        {minutes ? ` (${minutes} minutes)` : ''}?
      </p>
      <p className="text-sm text-neutral-700">Your mentor is asked to accept the new time.</p>
      <Button onClick={onConfirm}>Confirm rescheduling</Button>
    </StepFrame>
  );
}
