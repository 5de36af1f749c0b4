/**
 * "Book the same time next week" (issue 18 item 5, ADR 61): asks the slot engine for the two weeks from the
 * same time next week, then starts the wizard with the lesson's instrument, the next lesson's length and
 * the first free time at or after that target preselected. The student still sees price and time and
 * confirms (and pays, or uses a credit) through the usual checkout.
 */
import { nextLessonMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { NextLessonFrom } from '../../../shared/booking/booking-launcher.ts';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { availableTimesQueryOptions } from '../api/available-times.ts';
import { formatLessonTime } from '../model/format-time.ts';
import { chooseNextSlot, nextLessonLength, nextWeekTarget, searchDays } from '../model/next-lesson.ts';
import { slotDate } from '../model/slots.ts';
import type { MentorProfile } from '../model/types.ts';
import { BookingWizard, sessionOptions, type WizardPreset } from './booking-wizard.tsx';

type WizardProps = Omit<Parameters<typeof BookingWizard>[0], 'mode' | 'preset'>;

export function NextLessonWizard({ from, ...wizard }: WizardProps & { from: NextLessonFrom }) {
  const { mentor } = wizard;
  const length = nextLessonLength(sessionOptions(mentor).options, from);
  if (!length) return <Alert tone="error">{nextLessonMessages.mentorUnavailable}</Alert>;
  return <WithSlots from={from} option={length.option} lengthNote={length.note} wizard={wizard} />;
}

function WithSlots({
  from,
  option,
  lengthNote,
  wizard,
}: {
  from: NextLessonFrom;
  option: WizardPreset['option'];
  lengthNote: string | null;
  wizard: WizardProps;
}) {
  const { mentor } = wizard;
  // Fixed when the dialog opens: for a lesson weeks old the target follows the clock, and a target moving
  // while the dialog is open would ask again and start the wizard over.
  const [{ target, days }] = useState(() => {
    const zone = viewerTimeZone();
    const at = nextWeekTarget(from.start, zone, serverNow());
    return { target: at, days: searchDays(at, zone) };
  });
  const times = useQuery({
    ...availableTimesQueryOptions({ mentorId: mentor.id, sessionId: option.id, freeTrial: false, ...days }),
    retry: false,
    staleTime: 0,
  });
  if (times.isPending) return <Spinner label="Looking for the same time next week..." showLabel />;
  // A failed answer preselects nothing and claims nothing: the date step asks again week by week (BOOK-11).
  const next = chooseNextSlot(times.data?.available_slots ?? [], target);
  const preset: WizardPreset = {
    instrument: instrumentOf(mentor, from),
    option,
    slot: next?.slot ?? null,
    date: next ? slotDate(next.slot) : days.startDate,
    timeNote: next
      ? (next.exact ? nextLessonMessages.sameTime : nextLessonMessages.nearest)(
          formatLessonTime(next.slot.start_utc),
        )
      : null,
    lengthNote,
    dateNote: next || times.isError ? null : nextLessonMessages.noneFree(mentor.user.full_name),
  };
  return <BookingWizard {...wizard} mode="book" preset={preset} />;
}

/** The lesson's instrument while the mentor still teaches it; else the student chooses (step 0). */
function instrumentOf(mentor: MentorProfile, from: NextLessonFrom): string | null {
  return mentor.skills.find((s) => s.id === from.skillId)?.name ?? null;
}
