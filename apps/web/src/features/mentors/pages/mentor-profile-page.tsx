/**
 * /mentor/{id} (PROFILE-01..10): the mentor card in full, the lessons and prices, the reviews and, for a
 * student who may review, the review form in the right column.
 */
import { trialOfferedTo } from '@app/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { APP_NAME } from '../../../shared/config/app.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { ReviewForm } from '../../../shared/reviews/review-form.tsx';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { mentorProfileQuery } from '../api/mentors-api.ts';
import { mentorReviewsQuery } from '../api/reviews-api.ts';
import { LessonPackages } from '../components/lesson-packages.tsx';
import { MentorCard } from '../components/mentor-card.tsx';
import { BookingPanel } from '../components/booking-panel.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { TeacherMedia } from '../components/teacher-media.tsx';
import { TeachingFacts } from '../components/teaching-facts.tsx';
import { useSaveIntent } from '../hooks/use-save-intent.ts';
import { formatEuro } from '../model/format.ts';
import type { MentorProfile } from '../model/types.ts';

/** CONST-17: a lesson of n minutes costs n/60 of the 60-minute price. */
export function sessionPriceCents(amountCents: number, minutes: number): number {
  return Math.round((amountCents * minutes) / 60);
}

// The parts are memoised (ADR 79): when the session becomes known after the page is taken over, only what
// depends on it draws again, not the reviews and the facts (a long task on a phone).
const Lessons = memo(function Lessons({ mentor }: { mentor: MentorProfile }) {
  const sessions = [...mentor.sessions].sort((a, b) => a.session_time - b.session_time);
  return (
    <section
      id="sessions"
      aria-labelledby="sessions-title"
      className="scroll-mt-24 rounded-2xl border border-neutral-200 p-5 md:p-6"
    >
      <h2 id="sessions-title" className="text-2xl font-bold">
        Lessons and prices
      </h2>
      <ul className="mt-4 divide-y divide-neutral-200">
        {mentor.offer_trial ? (
          <li className="flex justify-between py-3">
            <span>Free trial · 30 min</span>
            {/* B1: one trial per student and mentor; a used one is named, not offered. */}
            <span className="font-semibold">{trialOfferedTo(mentor) ? 'Free' : 'Already used'}</span>
          </li>
        ) : null}
        {sessions.map((s) => (
          <li key={s.id} className="flex justify-between py-3">
            <span>{s.session_time} min lesson</span>
            <span className="font-semibold">
              {formatEuro(sessionPriceCents(mentor.amount_cents, s.session_time))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The reviews with their own query, so that nothing the page redraws draws them again. */
const MentorReviews = memo(function MentorReviews({ id }: { id: string }) {
  const reviews = useInfiniteQuery({ ...mentorReviewsQuery(id), enabled: /^\d{1,9}$/.test(id) });
  const list = useMemo(() => reviews.data?.pages.flatMap((p) => p.results) ?? [], [reviews.data]);
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = reviews;
  const more = useMemo(
    () => (hasNextPage ? { load: () => void fetchNextPage(), busy: isFetchingNextPage } : undefined),
    [hasNextPage, fetchNextPage, isFetchingNextPage],
  );
  return (
    <ReviewsSection
      totals={reviews.data?.pages[0]?.totals}
      reviews={list}
      loading={reviews.isPending}
      failed={reviews.isError && !reviews.data}
      more={more}
    />
  );
});

export function MentorProfilePage() {
  const { id = '' } = useParams();
  const validId = /^\d{1,9}$/.test(id);
  const client = useQueryClient();
  const session = useSession();
  const viewer = session.user?.id ?? 0;
  useSaveIntent();
  const profileQuery = mentorProfileQuery(viewer, id);
  const reviewsQuery = mentorReviewsQuery(id);
  const profile = useQuery({
    ...profileQuery,
    // can_review and saved depend on the viewer: wait until the session is known.
    enabled: validId && session.status !== 'unknown',
  });
  const mentor = profile.data;

  // GEN-11: the mentor's name in the title; after the root route's own title for the path is applied.
  const name = mentor?.user.full_name;
  useEffect(() => {
    if (!name) return;
    const timer = window.setTimeout(() => {
      document.title = `${name} | ${APP_NAME}`;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [name]);

  const refreshAfterReview = () => {
    void client.invalidateQueries({ queryKey: profileQuery.queryKey });
    void client.invalidateQueries({ queryKey: reviewsQuery.queryKey });
  };

  const isOwn =
    !!mentor &&
    !!session.user &&
    (session.user.id === mentor.user.id || session.user.mentor_id === mentor.id);
  const notFound = !validId || (profile.error instanceof ApiError && profile.error.status === 404);
  let body;
  if (notFound) body = <Alert tone="info">Mentor profile not found</Alert>;
  else if (profile.isPending) body = <Spinner label="Loading mentor profile..." showLabel />;
  else if (!mentor) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">Failed to load mentor profile. Please try again.</Alert>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <MentorCard mentor={mentor} variant="profile" />
          <TeacherMedia mentor={mentor} />
          <TeachingFacts mentor={mentor} />
          <Lessons mentor={mentor} />
          <LessonPackages
            mentor={mentor}
            canBuy={session.status === 'authenticated' && session.user.id !== mentor.user.id}
          />
          <MentorReviews id={id} />
        </div>
        {/* ADR 67: the price, the trial and "Book a lesson" stay in view on wide screens. */}
        <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <BookingPanel mentor={mentor} isOwn={isOwn} />
          {mentor.can_review ? (
            <aside aria-label="Your review">
              <ReviewForm
                target={mentor.id ? mentor.user.id : null}
                hasReviewed={mentor.has_reviewed}
                onSubmitted={refreshAfterReview}
              />
            </aside>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="mb-6 text-3xl font-bold md:text-4xl">Mentor Profile</h1>
      {body}
    </div>
  );
}
