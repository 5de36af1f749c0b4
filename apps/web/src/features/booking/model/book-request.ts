/**
 * The booking request (BOOK-16..20) and the rules checked before it is sent. A broken rule throws an
 * Error whose message is the spec's text, shown under the button like a server refusal (BOOK-23).
 */
import { bookingMessages, TRIAL_MINUTES } from '@app/contract';
import type { AvailableSlot, BookRequest, MentorProfile, SessionOption } from './types.ts';

/** BOOK-20: "+0000" (and "+00:00") become "Z". */
export function toZulu(instant: string): string {
  return instant.replace(/(?:\+0000|\+00:00)$/, 'Z');
}

/** BOOK-17: the skill named like the chosen instrument, else the mentor's first skill. */
export function pickSkillId(mentor: Pick<MentorProfile, 'skills'>, instrument: string | null): number | null {
  const wanted = instrument?.trim().toLowerCase();
  const match = mentor.skills.find((s) => s.name.trim().toLowerCase() === wanted);
  return (match ?? mentor.skills[0])?.id ?? null;
}

export interface BookingChoice {
  mentor: Pick<MentorProfile, 'id' | 'skills' | 'sessions'> | null;
  instrument: string | null;
  option: SessionOption | null;
  slot: AvailableSlot | null;
  promoCode?: string | null;
  /** Weekly lessons (ADR 56): how many weeks, and the start of each week kept (the first is the slot). */
  repeat?: { weeks: number; occurrences: string[] } | null;
}

export function buildBookRequest({
  mentor,
  instrument,
  option,
  slot,
  promoCode,
  repeat,
}: BookingChoice): BookRequest {
  if (!mentor) throw new Error(bookingMessages.missingBookingInfo);
  const skillId = pickSkillId(mentor, instrument);
  if (skillId === null) throw new Error(bookingMessages.couldNotDetermineSkill);
  if (!option || !slot?.start_utc || !slot.end_utc) throw new Error(bookingMessages.missingBookingInfo);
  let sessionId = option.id;
  if (option.trial) {
    // BOOK-19: the trial is attached to the mentor's regular 30-minute session.
    const regular = mentor.sessions.find((s) => s.session_time === TRIAL_MINUTES);
    if (!regular) throw new Error(bookingMessages.noTrialSession);
    sessionId = regular.id;
  }
  const request: BookRequest = {
    mentor_id: mentor.id,
    session_id: sessionId,
    skill_id: skillId,
    start_utc: toZulu(slot.start_utc),
    end_utc: toZulu(slot.end_utc),
    free_trial: option.trial,
  };
  const code = promoCode?.trim();
  if (code && !option.trial) request.promo_code = code;
  if (repeat && repeat.weeks > 1 && !option.trial) {
    request.repeat_weeks = repeat.weeks;
    request.occurrences = repeat.occurrences.map(toZulu);
  }
  return request;
}
