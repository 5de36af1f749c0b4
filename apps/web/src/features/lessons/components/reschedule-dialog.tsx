/**
 * The reschedule modal (RESCHED-01..09, B7) opened from a lesson card by its student: a 7-day window of
 * the lesson's free times, a day with slots, a time, confirm. The request goes to the mentor and the
 * lesson stays at its time until the mentor accepts; on success the lists refresh and the modal closes.
 * Confirm stays disabled until a time is chosen, with RESCHED-04's words beside it (issue 17).
 */
import { bookingMessages, type AvailableSlot } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { rescheduleTimesQuery, rescheduleErrorMessage, useRequestReschedule } from '../api/reschedule.ts';
import { formatWhen } from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';
import {
  addDaysYmd,
  localYmd,
  RESCHEDULE_WINDOW_DAYS,
  RescheduleDays,
  RescheduleSlots,
  windowDays,
} from './reschedule-times.tsx';
import { viewerToday, viewerZoneName } from '../../../shared/time/viewer-zone.ts';

interface RescheduleDialogProps {
  booking: Booking;
  onClose: () => void;
  onRescheduled: (message: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function RescheduleDialog({ booking, onClose, onRescheduled, returnFocusTo }: RescheduleDialogProps) {
  // The server's clock decides what is past (it may run ahead of the device's, as in development).
  const [today] = useState(() => localYmd(viewerToday()));
  const [first, setFirst] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const hintId = useId();
  const days = windowDays(first);
  const last = days[days.length - 1] ?? first;
  const times = useQuery({
    ...rescheduleTimesQuery(booking.id, first, last),
    retry: false,
    staleTime: 0,
  });
  const send = useRequestReschedule(() => {
    onRescheduled(bookingMessages.rescheduleRequested);
    onClose();
  });

  const byDay = new Map<string, AvailableSlot[]>();
  for (const s of times.data?.available_slots ?? []) {
    const date = s.start_time.slice(0, 10);
    byDay.set(date, [...(byDay.get(date) ?? []), s]);
  }
  // The chosen day while it has slots in this window, else the first day that has some.
  const shown = day && byDay.has(day) ? day : (days.find((d) => byDay.has(d)) ?? null);
  const daySlots = shown ? (byDay.get(shown) ?? []) : [];

  const moveWindow = (by: number) => {
    setFirst(addDaysYmd(first, by));
    setDay(null);
    setSlot(null);
  };
  const confirm = () => {
    if (slot) send.mutate({ bookingId: booking.id, slot });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title="Reschedule lesson"
      description={`${booking.reference} with ${booking.other_user.name}, now ${formatWhen(booking.date_time.start)}`}
      returnFocusTo={returnFocusTo}
      wide
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => moveWindow(-RESCHEDULE_WINDOW_DAYS)}
            disabled={first <= today}
          >
            Previous 7 days
          </Button>
          <Button size="sm" variant="outline" onClick={() => moveWindow(RESCHEDULE_WINDOW_DAYS)}>
            Next 7 days
          </Button>
        </div>
        {times.isPending ? (
          <Spinner label="Loading available times..." showLabel />
        ) : times.isError ? (
          <Alert tone="error">{bookingMessages.rescheduleTimesFailed}</Alert>
        ) : (
          <>
            <RescheduleDays
              days={days}
              selected={shown}
              hasSlots={(d) => byDay.has(d)}
              onSelect={(d) => {
                setDay(d);
                setSlot(null);
              }}
            />
            {daySlots.length > 0 ? (
              <RescheduleSlots slots={daySlots} selected={slot} onSelect={setSlot} />
            ) : (
              <p role="status">{bookingMessages.rescheduleNoTimes}</p>
            )}
          </>
        )}
        <p className="text-sm text-neutral-700">
          {bookingMessages.timesShownIn(viewerZoneName(slot?.start_utc))}
        </p>
        <p className="text-sm text-neutral-700">{bookingMessages.rescheduleExplained}</p>
        {slot ? null : (
          <p id={hintId} className="text-sm font-semibold">
            {bookingMessages.rescheduleChooseFirst}
          </p>
        )}
        {send.isError ? <Alert tone="error">{rescheduleErrorMessage(send.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={send.isPending}>
            Keep current time
          </Button>
          <Button
            size="sm"
            onClick={confirm}
            disabled={!slot || send.isPending}
            aria-describedby={slot ? undefined : hintId}
          >
            {send.isPending ? 'Sending...' : 'Confirm new time'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
