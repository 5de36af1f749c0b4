/**
 * The profile's booking panel on wide screens (ADR 67): the price, the trial and "Book a lesson" stay in
 * view while the student reads on (sticky in the right column). A phone has the card's own button.
 */
import { trialOfferedTo } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { useBookMentor } from '../hooks/use-book-mentor.ts';
import { formatEuro } from '../model/format.ts';
import type { MentorProfile } from '../model/types.ts';

export function BookingPanel({ mentor, isOwn }: { mentor: MentorProfile; isOwn: boolean }) {
  const book = useBookMentor(mentor, true);
  return (
    <section
      aria-label="Book a lesson"
      className="hidden flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm lg:flex"
    >
      <p>
        <span className="text-2xl font-bold">{formatEuro(mentor.amount_cents)}</span>{' '}
        <span className="text-sm text-neutral-700">per 60 mins</span>
      </p>
      {mentor.offer_trial ? (
        <p className="text-sm">
          {trialOfferedTo(mentor) ? 'A free 30-minute trial lesson' : 'Your free trial is used'}
        </p>
      ) : null}
      <Button onClick={() => void book()} disabled={isOwn}>
        Book a lesson
      </Button>
    </section>
  );
}
