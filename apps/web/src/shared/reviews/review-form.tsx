/**
 * The review form (REVIEW-02..11, REVIEW-13) of the mentor profile and of the lesson review page: three star
 * ratings and an optional message, sent with PUT /api/reviews/upsert/. In update mode the earlier review
 * is prefilled from GET /api/reviews/my-reviews/?target_id=. The profile knows the mode (has_reviewed);
 * the lesson page leaves it out and the form asks my-reviews whether a review exists.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { REVIEW_CRITERIA, type Review, type ReviewUpsertResponse } from '@app/contract';
import { serverMessage } from '../api/client.ts';
import { FORM_OPTIONS } from '../forms/form-options.ts';
import { applyServerErrors } from '../forms/server-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { RatingInput } from './rating-input.tsx';
import { myReviewQuery, upsertReview } from './reviews-api.ts';

export const SUCCESS_NOTICE_MS = 5000;
// The contract's REVIEW_SUBMITTED and REVIEW_UPDATED: importing a value from its reviews module would
// bring its zod schemas into the page (ADR 0002); the server answers with the same text anyway.
const REVIEW_SUBMITTED = 'Thank you! Your review has been submitted.';
const REVIEW_UPDATED = 'Your review has been updated.';
/** The contract's REVIEW_MESSAGE_MAX (the same reason; a test keeps the two equal). */
export const REVIEW_MESSAGE_MAX = 2000;

/** The counter under the message (ADR 0048): always the count, and what is left near the limit. */
export function reviewCounterText(length: number, max = REVIEW_MESSAGE_MAX): string {
  const left = max - length;
  const base = `${length}/${max} characters`;
  if (left <= 0) return `${base} · limit reached`;
  return length >= max * 0.9 ? `${base} · ${left} ${left === 1 ? 'character' : 'characters'} left` : base;
}

interface Values {
  teaching_ability: number;
  communication: number;
  expertise: number;
  message: string;
}

const empty: Values = { teaching_ability: 0, communication: 0, expertise: 0, message: '' };

const fromReview = (r: Review): Values => ({
  teaching_ability: r.teaching_ability,
  communication: r.communication,
  expertise: r.expertise,
  message: r.message ?? '',
});

/** REVIEW-13: the server's words, else the error's own message, else a generic text. */
export function reviewFailureText(error: unknown): string {
  const own = error instanceof Error && error.message ? error.message : null;
  return serverMessage(error) ?? own ?? 'Failed to submit review. Please try again.';
}

export interface ReviewFormProps {
  /** The mentor's user id; null or 0 when it is not known (REVIEW-07). */
  target: number | null;
  /** has_reviewed from the server; left out, the form looks for an earlier review itself. */
  hasReviewed?: boolean;
  /** The title's element: h1 when the form is the page. */
  titleAs?: 'h1' | 'h2';
  /** Shown under the title. */
  intro?: ReactNode;
  onSubmitted: (answer: ReviewUpsertResponse) => void;
}

export function ReviewForm({ target, hasReviewed, titleAs = 'h2', intro, onSubmitted }: ReviewFormProps) {
  const existing = useQuery({
    ...myReviewQuery(target ?? 0),
    enabled: !!target && hasReviewed !== false,
    retry: false,
  });
  const updating = hasReviewed ?? existing.data != null;
  const Title = titleAs;
  // REVIEW-09: the earlier review fills the form when it arrives (and again after an update).
  const earlier = useMemo(() => (existing.data ? fromReview(existing.data) : undefined), [existing.data]);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<Values>({
    ...FORM_OPTIONS,
    defaultValues: empty,
    values: earlier,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const mutation = useMutation({
    mutationFn: upsertReview,
    onSuccess: async (answer) => {
      const text = updating ? REVIEW_UPDATED : REVIEW_SUBMITTED;
      setNotice(answer?.message || text);
      window.clearTimeout(noticeTimer.current);
      noticeTimer.current = window.setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
      if (updating) await existing.refetch();
      else reset(empty);
      onSubmitted(answer);
    },
    onError: (err) => applyServerErrors(err, setError, { fields: {}, root: () => reviewFailureText(err) }),
  });

  const ratings = useWatch({ control, name: ['teaching_ability', 'communication', 'expertise'] });
  const complete = ratings.every((rating) => rating > 0);
  const messageLength = useWatch({ control, name: 'message' }).length;
  const nearLimit = messageLength >= REVIEW_MESSAGE_MAX * 0.9;

  const submit = handleSubmit((values) => {
    if (!target) {
      setError('root.server', { type: 'validate', message: 'Unable to submit review. Please try again.' });
      return;
    }
    const message = values.message.trim();
    mutation.mutate({
      target,
      teaching_ability: values.teaching_ability,
      communication: values.communication,
      expertise: values.expertise,
      ...(message ? { message } : {}),
    });
  });
  // The three ratings are asked for together, with one message.
  const allRated = {
    validate: (_rating: number, values: Values) =>
      (values.teaching_ability > 0 && values.communication > 0 && values.expertise > 0) ||
      'Please provide ratings for all categories.',
  };
  const error = formState.errors.expertise?.message ?? formState.errors.root?.server?.message;

  const busy = mutation.isPending;
  return (
    <section aria-labelledby="review-form-title" className="rounded-2xl border border-neutral-200 p-5 md:p-6">
      <Title id="review-form-title" className={titleAs === 'h1' ? 'text-3xl font-bold' : 'text-xl font-bold'}>
        {updating ? 'Update your review' : 'Rate your experience'}
      </Title>
      {intro ? <div className="mt-1 text-neutral-700">{intro}</div> : null}
      {/* Outside the form: it stays while the form switches to update mode after a first review. */}
      {notice ? (
        <div className="mt-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {existing.isLoading ? (
        <p role="status" className="mt-4">
          Loading your existing review...
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
          {REVIEW_CRITERIA.map(({ field: name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              rules={name === 'expertise' ? allRated : undefined}
              render={({ field }) => (
                <RatingInput label={label} value={field.value} onChange={field.onChange} />
              )}
            />
          ))}
          <div className="flex flex-col gap-1">
            <label htmlFor="review-message" className="text-sm font-semibold">
              Describe your experience (optional)
            </label>
            <textarea
              id="review-message"
              rows={4}
              maxLength={REVIEW_MESSAGE_MAX}
              aria-describedby="review-message-counter"
              {...register('message')}
              placeholder="Share your experience with this mentor..."
              className="rounded-xl border-2 border-neutral-300 p-3 focus:border-ink"
            />
            <p
              id="review-message-counter"
              className={`text-right text-sm tabular-nums ${nearLimit ? 'font-medium text-orange-800' : 'text-neutral-700'}`}
            >
              {reviewCounterText(messageLength)}
            </p>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" disabled={!complete || busy}>
            {busy
              ? updating
                ? 'Updating...'
                : 'Submitting...'
              : updating
                ? 'Update review'
                : 'Submit review'}
          </Button>
        </form>
      )}
    </section>
  );
}
