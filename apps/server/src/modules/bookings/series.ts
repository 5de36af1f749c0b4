/**
 * Weekly lessons (issue 18, ADR 56): which lessons one booking request asks for. A single lesson is the
 * series of one. Without `occurrences` every week is booked at the chosen lesson's wall-clock time in the
 * caller's zone; with them, the student kept, moved or left out weeks in the dialog, and each start must
 * fall in its own week, in order, the first being the chosen lesson.
 */
import {
  bookingMessages,
  seriesMessages,
  seriesWeekOf,
  weeklyStart,
  type bookRequestSchema,
} from '@app/contract';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { formatLessonTime } from '../lesson-mails/index.ts';

type BookInput = z.output<typeof bookRequestSchema>;

const field = (name: string, message: string) => badRequest(message, { [name]: [message] });

/** The start of every lesson to book, in time order (milliseconds since the epoch, UTC). */
export function plannedStarts(input: BookInput, zone: string): number[] {
  const start = Date.parse(input.start_utc);
  const weeks = input.repeat_weeks;
  if (input.free_trial && (weeks > 1 || (input.occurrences?.length ?? 1) > 1)) {
    throw field('repeat_weeks', seriesMessages.trialNeverRepeats);
  }
  if (!input.occurrences) return Array.from({ length: weeks }, (_, k) => weeklyStart(zone, start, k));
  const starts = input.occurrences.map((iso) => Date.parse(iso));
  if (starts.length > weeks) throw field('occurrences', seriesMessages.occurrencesTooMany);
  if (starts[0] !== start) throw field('occurrences', seriesMessages.occurrencesFirst);
  let previousWeek = 0;
  for (const [i, at] of starts.entries()) {
    if (i === 0) continue;
    const week = seriesWeekOf(zone, start, at);
    if (week <= previousWeek || week >= weeks || at <= starts[i - 1]!) {
      throw field('occurrences', seriesMessages.occurrencesWeek);
    }
    previousWeek = week;
  }
  return starts;
}

/** What the slot check found for one planned lesson. */
export type SlotVerdict = 'free' | 'taken' | 'not offered';

/**
 * The refusal of a series some of whose lessons cannot be booked: a single lesson keeps today's answers
 * (409 taken, 400 not offered); a series is refused whole, 409 when every problem is a taken week, each
 * named under `occurrences` in the caller's zone and listed by start under `taken_occurrences`.
 */
export function refusalFor(starts: number[], verdicts: SlotVerdict[], zone: string): HttpError | null {
  const bad = starts.flatMap((at, i) => (verdicts[i] === 'free' ? [] : [{ at, verdict: verdicts[i]! }]));
  if (bad.length === 0) return null;
  if (starts.length === 1) {
    return bad[0]!.verdict === 'taken'
      ? new HttpError(409, bookingMessages.slotTaken)
      : field('start_utc', bookingMessages.slotNotOffered);
  }
  const named = bad.map(({ at, verdict }) => {
    const when = formatLessonTime(new Date(at), zone);
    return verdict === 'taken' ? seriesMessages.weekTaken(when) : seriesMessages.weekNotOffered(when);
  });
  const taken = bad.filter((b) => b.verdict === 'taken');
  if (taken.length === bad.length) {
    return new HttpError(
      409,
      seriesMessages.weeksTaken(taken.length),
      { occurrences: named },
      { taken_occurrences: taken.map((b) => new Date(b.at).toISOString()) },
    );
  }
  return badRequest(named.join(' '), { occurrences: named });
}
