/**
 * Every lesson of a weekly series with its time and zone (ADR 56), on the result pages: what one payment
 * booked.
 */
import { formatLessonTime } from '../model/format-time.ts';
import type { Booking } from '../model/types.ts';

const STATUS_WORDS: Partial<Record<Booking['status'], string>> = {
  pending: 'awaiting payment',
  canceled: 'cancelled',
  completed: 'completed',
};

export function SeriesLessons({ series }: { series: NonNullable<Booking['series']> }) {
  return (
    <section aria-labelledby="series-lessons-title" className="flex flex-col gap-2">
      <h2 id="series-lessons-title" className="text-xl font-bold">
        Your {series.count} weekly lessons
      </h2>
      <ol className="flex flex-col gap-1 rounded-2xl border border-neutral-200 p-5">
        {series.lessons.map((lesson) => (
          <li key={lesson.booking_id}>
            <span className="font-semibold">Lesson {lesson.position}:</span> {formatLessonTime(lesson.start)}
            {STATUS_WORDS[lesson.status] ? ` (${STATUS_WORDS[lesson.status]})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
