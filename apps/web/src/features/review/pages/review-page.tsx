/**
 * The review of a completed lesson (REVIEW-01..13): /my-lessons/review?booking_id=&mentor_user_id=, opened
 * from My Lessons. The shared review form decides between a first review and an update from the caller's
 * earlier review of that mentor; after a successful submit the page returns to /my-lessons after 2 s.
 * Before and after the review, "Book the same time next week" books the next lesson (ADR 61); opening it
 * stops that return, so the student stays with the dialog.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { NextLessonButton } from '../../../shared/booking/next-lesson.tsx';
import { ReviewForm } from '../../../shared/reviews/review-form.tsx';
import { reviewedBookingQuery } from '../api/booking-api.ts';

export const REDIRECT_AFTER_REVIEW_MS = 2000;
/** The My Lessons feature's lesson lists live under this key; their Review buttons follow has_reviewed. */
const LESSON_LISTS_KEY = queryKeyOf('bookings.list');

function positiveId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function ReviewPage() {
  const [params] = useSearchParams();
  const bookingId = positiveId(params.get('booking_id'));
  const target = positiveId(params.get('mentor_user_id'));
  // REVIEW-01: both parameters are required.
  if (bookingId === null || target === null) return <Navigate to="/my-lessons" replace />;
  return <LessonReview bookingId={bookingId} target={target} />;
}

function LessonReview({ bookingId, target }: { bookingId: number; target: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const booking = useQuery({
    ...reviewedBookingQuery(bookingId),
    retry: false,
  });
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmitted = () => {
    void client.invalidateQueries({ queryKey: LESSON_LISTS_KEY });
    window.clearTimeout(redirectTimer.current);
    // REVIEW-12: the success message stays readable for a moment before going back.
    redirectTimer.current = window.setTimeout(() => void navigate('/my-lessons'), REDIRECT_AFTER_REVIEW_MS);
  };

  const name = booking.data?.other_user.name;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 md:py-12">
      <ReviewForm
        target={target}
        titleAs="h1"
        intro={name ? <p>Your lesson with {name}</p> : null}
        onSubmitted={onSubmitted}
      />
      {booking.data ? (
        <div className="mt-6 flex">
          <NextLessonButton
            booking={booking.data}
            onOpen={() => window.clearTimeout(redirectTimer.current)}
          />
        </div>
      ) : null}
    </div>
  );
}
