/** Weekly lessons on a lesson card (ADR 56): what "Cancel the remaining lessons" would cancel now. */
import type { Booking } from './types.ts';

type SeriesLesson = NonNullable<Booking['series']>['lessons'][number];

/** The lessons of the series not started yet that still stand (pending or paid), in order. */
export function remainingLessons(series: NonNullable<Booking['series']>, now: number): SeriesLesson[] {
  return series.lessons.filter(
    (l) => (l.status === 'pending' || l.status === 'paid') && Date.parse(l.start) > now,
  );
}
