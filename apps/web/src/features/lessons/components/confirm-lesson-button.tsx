/**
 * Confirm Lesson (B5, LESSON-12): the student of a pending lesson asks the server for a checkout (the live
 * one, or a new one for the same slot once the old one ran out) and goes there; a refusal is shown.
 */
import { useMutation } from '@tanstack/react-query';
import { confirmLessonMessages } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { serverMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CardActionError } from './card-action-error.tsx';
import type { Booking } from '../model/types.ts';

export function confirmLesson(id: number) {
  return call('bookings.checkoutAgain', { params: { id } });
}

export function ConfirmLessonButton({ booking }: { booking: Booking }) {
  const confirm = useMutation({
    mutationFn: () => confirmLesson(booking.id),
    onSuccess: (answer) => window.location.assign(answer.payment_link),
  });
  if (booking.status !== 'pending' || booking.viewer_is_mentor) return null;
  const error = confirm.isError ? (serverMessage(confirm.error) ?? confirmLessonMessages.failed) : null;
  return (
    <>
      <Button
        size="sm"
        variant={booking.checkout_url ? 'outline' : 'primary'}
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending || confirm.isSuccess}
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm Lesson'}
      </Button>
      <CardActionError message={error} />
    </>
  );
}
