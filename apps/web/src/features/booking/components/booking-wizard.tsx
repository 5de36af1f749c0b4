/**
 * The booking wizard's steps (BOOK-01..24): instrument (0) -> length (1) -> date and time (2) -> checkout
 * (3), or in reschedule mode date and time (2) -> confirm (4). Back returns one step; the free trial goes
 * from step 1 straight to step 2; a slot taken meanwhile (409) brings the student back to step 2 with the
 * server's message and fresh slots. A mentor who teaches one instrument has nothing to choose at step 0:
 * the wizard starts at the length, numbered 1 of 3, without a Back (issue 17, no dead ends). "Book the same
 * time next week" (ADR 61) starts it with a preset: the checkout with the time chosen, or the date step.
 */
import { TRIAL_MINUTES, TRIAL_SESSION_ID, trialOfferedTo } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionPriceCents } from '../model/pricing.ts';
import type {
  AvailableSlot,
  BookRequest,
  BookResponse,
  MentorProfile,
  SessionOption,
} from '../model/types.ts';
import { fromYmd, mondayOf } from '../model/week.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { DateTimeStep } from './date-time-step.tsx';
import { DurationStep } from './duration-step.tsx';
import { InstrumentStep } from './instrument-step.tsx';
import { RescheduleStep } from './reschedule-step.tsx';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { viewerToday } from '../../../shared/time/viewer-zone.ts';

export type BookingMode = 'book' | 'reschedule';
type Step = 0 | 1 | 2 | 3 | 4;

export interface BookedLesson {
  answer: BookResponse;
  request: BookRequest;
  instrument: string;
  option: SessionOption;
  slot: AvailableSlot;
}

/** Where "Book the same time next week" starts the wizard (ADR 61). */
export interface WizardPreset {
  instrument: string | null;
  option: SessionOption;
  /** The slot to preselect; null opens the date step on `date`. */
  slot: AvailableSlot | null;
  /** The day the date step shows, yyyy-MM-dd. */
  date: string;
  /** Said at the checkout while the preselected time stays chosen (the time, with its zone named). */
  timeNote: string | null;
  /** Said at the checkout while the preselected length stays chosen (after a trial, another length). */
  lengthNote: string | null;
  /** Said at the date step while no time is chosen (nothing free in the weeks searched). */
  dateNote: string | null;
}

interface BookingWizardProps {
  mentor: MentorProfile;
  mode: BookingMode;
  /** Reschedule mode starts at the date step with the booking's length. */
  initialOption?: SessionOption | null;
  /** Reschedule mode: the lesson being moved; step 4 sends its reschedule request. */
  rescheduleBookingId?: number | null;
  onBooked: (lesson: BookedLesson) => void;
  onRescheduleConfirm: (slot: AvailableSlot) => void;
  goTo: (url: string) => void;
  preset?: WizardPreset | null;
}

/**
 * BOOK-04/05/07: the mentor's lengths, shortest first, and the synthetic trial when offered to this viewer
 * (not when they already had theirs with this mentor, B1).
 */
export function sessionOptions(
  mentor: Pick<MentorProfile, 'sessions' | 'amount_cents' | 'offer_trial' | 'trial_used'>,
) {
  const options: SessionOption[] = [...mentor.sessions]
    .sort((a, b) => a.session_time - b.session_time)
    .map((s) => ({
      id: s.id,
      minutes: s.session_time,
      priceCents: sessionPriceCents(mentor.amount_cents, s.session_time),
      trial: false,
    }));
  const trial: SessionOption | null = trialOfferedTo(mentor)
    ? { id: TRIAL_SESSION_ID, minutes: TRIAL_MINUTES, priceCents: 0, trial: true }
    : null;
  return { options, trial };
}

export function BookingWizard({
  mentor,
  mode,
  initialOption = null,
  rescheduleBookingId = null,
  onBooked,
  onRescheduleConfirm,
  goTo,
  preset = null,
}: BookingWizardProps) {
  const client = useQueryClient();
  // One instrument: it is the lesson's, and the wizard starts at the length.
  const onlyInstrument = mode === 'book' && mentor.skills.length === 1 ? mentor.skills[0]!.name : null;
  const presetInstrument = preset?.instrument ?? onlyInstrument;
  const [step, setStep] = useState<Step>(() => {
    if (mode === 'reschedule') return 2;
    if (preset) return presetInstrument === null ? 0 : preset.slot ? 3 : 2;
    return onlyInstrument ? 1 : 0;
  });
  const [instrument, setInstrument] = useState<string | null>(presetInstrument);
  const [option, setOption] = useState<SessionOption | null>(
    () =>
      preset?.option ??
      initialOption ??
      (mode === 'reschedule' ? (sessionOptions(mentor).options[0] ?? null) : null),
  );
  const [monday, setMonday] = useState(() => mondayOf(preset ? fromYmd(preset.date) : viewerToday()));
  const [date, setDate] = useState<string | null>(preset?.date ?? null);
  const [slot, setSlot] = useState<AvailableSlot | null>(preset?.slot ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const { options, trial } = sessionOptions(mentor);
  const skipped = onlyInstrument ? 1 : 0;
  const total = mode === 'reschedule' ? undefined : (n: number) => `Step ${n - skipped} of ${4 - skipped}`;

  // The trial's slots are those of the mentor's 30-minute session (BOOK-19).
  const slotSessionId = option?.trial
    ? (mentor.sessions.find((s) => s.session_time === TRIAL_MINUTES)?.id ?? TRIAL_SESSION_ID)
    : (option?.id ?? 0);

  // The preset's words hold only while its choices do.
  const checkoutNotes = preset
    ? [
        slot && slot.start_utc === preset.slot?.start_utc ? preset.timeNote : null,
        option?.id === preset.option.id ? preset.lengthNote : null,
      ].filter((note): note is string => !!note)
    : [];

  const goToStep = (next: Step) => {
    if (next !== 2) setNotice(null);
    setStep(next);
  };

  if (step === 0) {
    return (
      <InstrumentStep
        skills={mentor.skills}
        value={instrument}
        onChange={setInstrument}
        onContinue={() => goToStep(1)}
        progress={total?.(1) ?? ''}
      />
    );
  }
  if (step === 1) {
    return (
      <DurationStep
        options={options}
        trial={trial}
        value={option}
        onChange={setOption}
        onChooseTrial={() => {
          if (!trial) return;
          setOption(trial);
          setSlot(null);
          goToStep(2);
        }}
        onBack={onlyInstrument ? undefined : () => goToStep(0)}
        onContinue={() => {
          setSlot(null);
          goToStep(2);
        }}
        progress={total?.(2) ?? ''}
      />
    );
  }
  if (step === 2 || !option) {
    return (
      <DateTimeStep
        mentorId={mentor.id}
        sessionId={slotSessionId}
        freeTrial={option?.trial ?? false}
        monday={monday}
        onWeekChange={(m) => {
          setMonday(m);
          setDate(null);
          setSlot(null);
        }}
        date={date}
        onDateChange={(d) => {
          setDate(d);
          setSlot(null);
        }}
        slot={slot}
        onSlotChange={(s) => {
          setSlot(s);
          setNotice(null);
        }}
        notice={notice}
        info={preset && !slot ? preset.dateNote : null}
        onBack={mode === 'reschedule' ? undefined : () => goToStep(1)}
        onContinue={() => goToStep(mode === 'reschedule' ? 4 : 3)}
        continueLabel={mode === 'reschedule' ? 'Continue' : 'Continue to Checkout'}
        progress={total?.(3)}
      />
    );
  }
  if (step === 4) {
    return (
      <RescheduleStep
        bookingId={rescheduleBookingId}
        slot={slot}
        minutes={option.minutes}
        onBack={() => goToStep(2)}
        onRequested={onRescheduleConfirm}
      />
    );
  }
  return (
    <CheckoutStep
      mentor={mentor}
      instrument={instrument}
      option={option}
      slot={slot}
      notes={checkoutNotes}
      progress={total?.(4) ?? ''}
      onBack={() => goToStep(2)}
      goTo={goTo}
      onBooked={(answer, request) => {
        if (slot)
          onBooked({ answer, request, instrument: instrument ?? mentor.skills[0]?.name ?? '', option, slot });
      }}
      onSlotTaken={(message) => {
        setSlot(null);
        setNotice(message);
        setStep(2);
        void client.invalidateQueries({
          queryKey: queryKeyOf('bookings.availableTimes', { query: { mentor_id: mentor.id } }),
        });
      }}
    />
  );
}
