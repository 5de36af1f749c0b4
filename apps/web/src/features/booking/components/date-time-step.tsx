/**
 * Step 2 (BOOK-08..12): the week's slots in one call, the first day with slots preselected, the day's
 * times grouped by part of the day. A failed load reads as a week without slots (BOOK-11).
 */
import { MAX_BOOKING_HORIZON_DAYS, bookingMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { availableTimesQueryOptions } from '../api/available-times.ts';
import { slotsByDate } from '../model/slots.ts';
import type { AvailableSlot } from '../model/types.ts';
import { addDays, mondayOf, toYmd } from '../model/week.ts';
import { SlotList } from './slot-list.tsx';
import { StepFrame } from './step-frame.tsx';
import { WeekPicker } from './week-picker.tsx';
import { viewerToday, viewerZoneName } from '../../../shared/time/viewer-zone.ts';

interface DateTimeStepProps {
  mentorId: number;
  sessionId: number;
  freeTrial: boolean;
  monday: string;
  onWeekChange: (monday: string) => void;
  date: string | null;
  onDateChange: (date: string) => void;
  slot: AvailableSlot | null;
  onSlotChange: (slot: AvailableSlot) => void;
  /** A message carried over from checkout (the slot was taken). */
  notice: string | null;
  /** Information for the student, such as "no free time in the weeks searched" (ADR 61). */
  info?: string | null;
  onBack?: (() => void) | undefined;
  onContinue: () => void;
  continueLabel: string;
  progress?: string;
}

export function DateTimeStep(props: DateTimeStepProps) {
  const { mentorId, sessionId, freeTrial, monday, onWeekChange, date, onDateChange, slot, onSlotChange } =
    props;
  const params = { mentorId, sessionId, freeTrial, startDate: monday, endDate: addDays(monday, 6) };
  const times = useQuery({
    ...availableTimesQueryOptions(params),
    retry: false,
    staleTime: 0,
  });
  const byDate = slotsByDate(times.data?.available_slots ?? []);
  // The chosen day if it has slots this week, else the first day that has some.
  const day = date && byDate.has(date) ? date : ([...byDate.keys()].sort()[0] ?? null);
  const daySlots = day ? (byDate.get(day) ?? []) : [];
  const chosen = slot && daySlots.some((s) => s.start_utc === slot.start_utc) ? slot : null;

  const today = viewerToday();
  const thisWeek = mondayOf(today);
  const horizon = new Date(today);
  // Each mentor chooses their own horizon (issue 22); the days beyond theirs simply have no times.
  horizon.setDate(horizon.getDate() + MAX_BOOKING_HORIZON_DAYS);
  const nextWeek = addDays(monday, 7);

  return (
    <StepFrame
      title="Pick a date and time"
      progress={props.progress}
      onBack={props.onBack}
      next={{ label: props.continueLabel, onClick: props.onContinue, disabled: !day || !chosen }}
    >
      {props.notice ? <Alert tone="error">{props.notice}</Alert> : null}
      {props.info ? <Alert>{props.info}</Alert> : null}
      <WeekPicker
        monday={monday}
        selected={day}
        isAvailable={(d) => byDate.has(d)}
        onSelect={onDateChange}
        onPrevious={() => onWeekChange(addDays(monday, -7))}
        onNext={() => onWeekChange(nextWeek)}
        canGoBack={monday > thisWeek}
        canGoForward={nextWeek <= toYmd(horizon)}
      />
      <p className="text-sm text-neutral-700">
        {bookingMessages.timesShownIn(viewerZoneName(chosen?.start_utc ?? daySlots[0]?.start_utc))}
      </p>
      {times.isPending ? (
        <Spinner label="Loading available times..." showLabel />
      ) : daySlots.length === 0 ? (
        <p role="status">{bookingMessages.noSlotsForDate}</p>
      ) : (
        <SlotList slots={daySlots} selected={chosen} onSelect={onSlotChange} />
      )}
    </StepFrame>
  );
}
