/**
 * Staff area: reviews (issue 21 item 5, ADR 72). Search by the mentor's or author's name or e-mail, or the
 * text, and filter visible or hidden (both in the URL); hide a review with a reason or show it again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { reviewStaffMessages as m, type StaffReview } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { staffReviewsKey, staffReviewsQuery } from '../api/content.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { ReviewDecisionDialog } from '../components/review-decision-dialog.tsx';
import { formatDate } from '../model/format.ts';
import { formText } from '../model/form-text.ts';

const STATUSES = { all: 'All', visible: 'Visible', hidden: 'Hidden' } as const;
type Status = keyof typeof STATUSES;

export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const raw = params.get('status');
  const status: Status = raw === 'visible' || raw === 'hidden' ? raw : 'all';
  const reviews = useQuery(
    staffReviewsQuery({ ...(search ? { search } : {}), ...(status !== 'all' ? { status } : {}) }),
  );
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<StaffReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      <form
        role="search"
        aria-label="Search reviews"
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const text = formText(data, 'search');
          const chosen = formText(data, 'status');
          setParams({
            ...(text ? { search: text } : {}),
            ...(chosen && chosen !== 'all' ? { status: chosen } : {}),
          });
        }}
      >
        <TextField
          label="Mentor, author or words of the review"
          name="search"
          type="search"
          defaultValue={search}
          key={search}
          maxLength={200}
          className="md:w-96"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="review-status" className="text-sm font-semibold">
            Show
          </label>
          <select
            id="review-status"
            name="status"
            defaultValue={status}
            key={status}
            className="min-h-[58px] rounded-xl border-2 border-neutral-300 bg-white px-4 text-base"
          >
            {Object.entries(STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="tall">
          Search
        </Button>
      </form>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {reviews.isPending ? <Spinner label="Loading reviews..." /> : null}
      {reviews.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
      {reviews.data && reviews.data.reviews.length === 0 ? <p>No review matches this search.</p> : null}
      {reviews.data && reviews.data.reviews.length > 0 ? (
        <AdminTable
          widthClass="min-w-[52rem]"
          columns={['Review', 'Mentor', 'Author', 'Ratings', 'Status', 'Action']}
        >
          {reviews.data.reviews.map((review) => (
            <tr key={review.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="max-w-sm p-2 font-normal">
                <span className="block whitespace-pre-line break-words">{review.message || '(no text)'}</span>
                <span className="block text-sm text-neutral-700">
                  #{review.id}, {formatDate(review.created_at)}
                </span>
              </th>
              <td className="p-2">{review.mentor_name}</td>
              <td className="p-2">
                {review.author_name}
                <span className="block break-all text-sm text-neutral-700">{review.author_email}</span>
              </td>
              <td className="p-2 text-sm">
                Teaching {review.teaching_ability}, communication {review.communication}, expertise{' '}
                {review.expertise}
              </td>
              <td className="p-2">
                {review.hidden_at ? (
                  <>
                    Hidden
                    <span className="block text-sm text-neutral-700">{review.hidden_reason}</span>
                  </>
                ) : (
                  'Visible'
                )}
              </td>
              <td className="p-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeciding(review)}
                  aria-label={`${review.hidden_at ? 'Show' : 'Hide'} review #${review.id} by ${review.author_name}`}
                >
                  {review.hidden_at ? 'Show' : 'Hide'}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {deciding ? (
        <ReviewDecisionDialog
          review={deciding}
          onClose={() => setDeciding(null)}
          onDone={async (message) => {
            setNotice(message);
            await client.invalidateQueries({ queryKey: staffReviewsKey });
          }}
        />
      ) : null}
    </section>
  );
}
