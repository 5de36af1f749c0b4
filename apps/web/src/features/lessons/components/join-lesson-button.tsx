/**
 * The lesson card's Join (JOIN-01..04, LESSON-18): enabled for a paid, free-trial or live lesson while its
 * join window is open by the server's clock (re-read every second); before the window it is shown disabled
 * with the moment it opens (issue 17: no dead ends); a refusal shows the JOIN-04 words.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isJoinable, joinErrorText, joinLesson, joinWindow } from '../../../shared/lessons/join-lesson.ts';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { formatJoinOpens } from '../model/lessons.ts';
import { CardActionError } from './card-action-error.tsx';
import type { Booking } from '../model/types.ts';

const JOIN_STATUSES: Booking['status'][] = ['paid', 'free_trial', 'in_progress'];

export function JoinLessonButton({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  // Only a lesson that may still open its window needs the second-by-second clock.
  const window = JOIN_STATUSES.includes(booking.status) ? joinWindow(booking) : null;
  const now = useServerNow(window !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opensId = useId();
  if (window && now < window.opens) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Button size="sm" disabled aria-describedby={opensId}>
          Join
        </Button>
        <span id={opensId} className="text-sm text-neutral-700">
          {formatJoinOpens(window.opens, now)}
        </span>
      </span>
    );
  }
  if (!isJoinable(booking, now)) return null;

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await joinLesson(booking.id, (path) => void navigate(path));
    } catch (err) {
      setError(joinErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void join()} disabled={busy}>
        {busy ? 'Joining...' : 'Join'}
      </Button>
      <CardActionError message={error} />
    </>
  );
}
