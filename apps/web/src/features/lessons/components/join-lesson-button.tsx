/**
 * The lesson card's Join (JOIN-01..04, LESSON-18): shown for a paid, free-trial or live lesson while its
 * join window is open by the server's clock (re-read every second); a refusal shows the JOIN-04 words.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isJoinable, joinErrorText, joinLesson, joinWindow } from '../../../shared/lessons/join-lesson.ts';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
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
