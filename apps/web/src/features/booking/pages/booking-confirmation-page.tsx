/**
 * /booking-confirmation (BOOK-25): the lesson handed over in navigation state by the booking dialog. The
 * route sends a visit without state to /listings (ROUTE-19); a partial state shows what it has.
 */
import { useLocation } from 'react-router';
import { NextSteps } from '../components/next-steps.tsx';
import { TeacherAvatar } from '../components/teacher-avatar.tsx';
import { readConfirmationState, type LessonPreparationState } from '../model/confirmation-state.ts';
import { formatLessonTime } from '../model/format-time.ts';
import { formatEuro } from '../model/pricing.ts';
import { FactsList } from '../../../shared/ui/facts-list.tsx';

export function BookingConfirmationPage() {
  const state = readConfirmationState(useLocation().state);
  const name = state.teacherName ?? '';
  const rating = typeof state.rating === 'number' && state.rating > 0 ? state.rating.toFixed(1) : null;
  const money = (cents: number | undefined) =>
    typeof cents !== 'number' ? '' : cents === 0 && state.freeTrial ? 'Free' : formatEuro(cents);
  const rows: [string, string][] = [
    ['Instrument', state.instrument ?? ''],
    ['Duration', state.duration ? `${state.duration} minutes` : ''],
    ['Date and time', formatLessonTime(state.time)],
    ['Where', state.isOnline === false ? 'In person' : 'Online'],
    ['Lesson cost', money(state.lessonCost)],
    ['Total', money(state.total)],
    ['Booking ID', state.bookingId ? String(state.bookingId) : ''],
  ];
  const preparation: LessonPreparationState = {
    teacherName: name,
    instrument: state.instrument ?? '',
    bookingId: state.bookingId ?? 0,
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">Booking Confirmation</h1>
      <p className="text-lg">Your lesson is booked. You will find it in My Lessons.</p>
      {name ? (
        <section aria-label="Your mentor" className="flex items-center gap-4">
          <TeacherAvatar name={name} image={state.teacherImage} />
          <div>
            <p className="flex flex-wrap items-center gap-2 text-xl font-bold">
              {name}
              {state.isVerified ? (
                <span className="rounded-full bg-purple-soft px-2 py-0.5 text-xs font-semibold text-purple-ink">
                  Verified
                </span>
              ) : null}
            </p>
            {rating ? (
              <p className="text-sm">
                <span aria-hidden="true" className="text-amber-600">
                  ★
                </span>{' '}
                <span className="font-semibold">{rating}</span> ({state.reviewCount ?? 0}{' '}
                {state.reviewCount === 1 ? 'review' : 'reviews'})
              </p>
            ) : null}
            {state.languages?.length ? (
              <p className="text-sm text-neutral-700">Speaks {state.languages.join(', ')}</p>
            ) : null}
          </div>
        </section>
      ) : null}
      <FactsList rows={rows} className="rounded-2xl border border-neutral-200 p-5" />
      <NextSteps preparation={preparation} />
    </div>
  );
}
