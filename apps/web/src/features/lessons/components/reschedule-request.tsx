/**
 * Rescheduling on a lesson card (B7): the student's "Reschedule" (only while the server says
 * can_reschedule), and the open request: the mentor accepts or declines it here, the student sees that it
 * waits for the mentor and may withdraw it while it waits. Each outcome is announced through the page's notice and every list refreshes.
 */
import { bookingMessages } from '@app/contract';
import { useRef, useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { rescheduleErrorMessage, useAnswerReschedule, useWithdrawReschedule } from '../api/reschedule.ts';
import { formatWhen } from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';

interface Props {
  booking: Booking;
  onNotice: (message: string) => void;
}

/** The student's Reschedule button and its modal. */
export function RescheduleAction({ booking, onNotice }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const offered = !booking.viewer_is_mentor && booking.can_reschedule;
  if (!offered && !open) return null;
  return (
    <>
      {offered ? (
        <Button
          size="sm"
          variant="outline"
          onClick={(event) => {
            opener.current = event.currentTarget;
            setOpen(true);
          }}
        >
          Reschedule
        </Button>
      ) : null}
      {open ? (
        <RescheduleDialog
          booking={booking}
          onClose={() => setOpen(false)}
          onRescheduled={onNotice}
          returnFocusTo={opener}
        />
      ) : null}
    </>
  );
}

/** The student's way back out of a waiting request (issue 17): the held time frees, the mentor is told. */
function WithdrawRequest({ booking, onNotice }: Props) {
  const withdraw = useWithdrawReschedule(booking.id, () => onNotice(bookingMessages.rescheduleWithdrawn));
  return (
    <>
      <p>{bookingMessages.rescheduleWaiting}</p>
      <div>
        <Button size="sm" variant="outline" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
          {withdraw.isPending ? bookingMessages.rescheduleWithdrawing : bookingMessages.rescheduleWithdraw}
        </Button>
      </div>
      {withdraw.isError ? (
        <Alert tone="error">
          {rescheduleErrorMessage(withdraw.error, bookingMessages.rescheduleWithdrawFailed)}
        </Alert>
      ) : null}
    </>
  );
}

/** The open request: Accept and Decline for the mentor, a waiting note and Withdraw for the student. */
export function RescheduleRequestNote({ booking, onNotice }: Props) {
  const answer = useAnswerReschedule(booking.id, (verb) =>
    onNotice(verb === 'accept' ? bookingMessages.rescheduleAccepted : bookingMessages.rescheduleDeclined),
  );
  const request = booking.reschedule_request;
  if (!request) return null;
  const reply = (verb: 'accept' | 'decline') => answer.mutate(verb);
  const busy = answer.isPending ? answer.variables : null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border-l-4 border-brand bg-brand-soft p-4">
      <p className="font-semibold">{bookingMessages.rescheduleRequestedFor(formatWhen(request.start_utc))}</p>
      {booking.viewer_is_mentor ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => reply('accept')} disabled={answer.isPending}>
            {busy === 'accept' ? 'Accepting...' : 'Accept'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => reply('decline')} disabled={answer.isPending}>
            {busy === 'decline' ? 'Declining...' : 'Decline'}
          </Button>
        </div>
      ) : (
        <WithdrawRequest booking={booking} onNotice={onNotice} />
      )}
      {answer.isError ? (
        <Alert tone="error">
          {rescheduleErrorMessage(answer.error, bookingMessages.rescheduleAnswerFailed)}
        </Alert>
      ) : null}
    </div>
  );
}
