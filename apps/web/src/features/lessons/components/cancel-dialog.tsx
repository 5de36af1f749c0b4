/**
 * The cancellation's confirmation (B6): what the viewer's side gets back, then PUT cancel. Success closes
 * with the server's message and refreshes every list; a refusal shows the server's words here (B6 over
 * LESSON-14).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { cancelLesson, lessonsKey } from '../api/lessons.ts';
import { refundText } from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';
import { serverNow } from '../../../shared/time/server-clock.ts';

export const CANCEL_FAILED = 'Failed to cancel the lesson. Please try again.';

interface CancelDialogProps {
  booking: Booking;
  onClose: () => void;
  onCancelled: (message: string) => void;
}

export function CancelDialog({ booking, onClose, onCancelled }: CancelDialogProps) {
  const client = useQueryClient();
  const [now] = useState(() => serverNow());
  const cancel = useMutation({
    mutationFn: () => cancelLesson(booking.id),
    onSuccess: async (answer) => {
      onCancelled(answer.message);
      onClose();
      await client.invalidateQueries({ queryKey: lessonsKey });
    },
  });
  const error = cancel.isError ? (serverMessage(cancel.error) ?? CANCEL_FAILED) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title="Cancel this lesson?"
      description={`${booking.reference} with ${booking.other_user.name}`}
    >
      <div className="flex flex-col gap-4">
        <p>{refundText(booking, now)}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={cancel.isPending}>
            Keep lesson
          </Button>
          <Button size="sm" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel lesson'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
