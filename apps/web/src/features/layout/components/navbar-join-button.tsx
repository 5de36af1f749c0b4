/**
 * NAV-11..13 (JOIN-05): the navbar's join control. It reads the signed-in user's paid, free-trial and live
 * lessons (again every minute and when the tab regains focus), and for the first lesson inside its join
 * window shows "Join now" once it has started, else "Starting in N min", and "Joining..." while busy; all
 * re-evaluated every second by the server's clock. Failures are swallowed: nothing visible happens.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { firstJoinable, joinLabel, joinLesson } from '../../../shared/lessons/join-lesson.ts';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';

const JOINABLE = 'paid,free_trial,in_progress';
/** A lessons list, so a change on My Lessons (which refreshes every list) refreshes the control too. */
export const navbarJoinKey = queryKeyOf('bookings.list', { query: { status: JOINABLE } });

export function NavbarJoinButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const lessons = useQuery({
    queryKey: navbarJoinKey,
    queryFn: ({ signal }) =>
      call('bookings.list', {
        query: { status: JOINABLE },
        signal,
        // A poll: an ended session must not wipe the browser's data or leave the page (the login form's
        // remembered e-mail, a visitor reading a public page).
        background: true,
      }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });
  const results = lessons.data?.results ?? [];
  const now = useServerNow(results.length > 0);
  const lesson = firstJoinable(results, now);
  if (!lesson) return null;

  const join = async () => {
    setBusy(true);
    try {
      await joinLesson(lesson.id, (path) => void navigate(path));
    } catch {
      // NAV-13: the navbar stays quiet; the lesson card shows the reasons.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void join()}
      disabled={busy}
      className={buttonClasses('lime', 'sm', 'h-11 whitespace-nowrap')}
    >
      {busy ? 'Joining...' : joinLabel(lesson, now)}
      <span className="sr-only">, lesson with {lesson.other_user.name}</span>
    </button>
  );
}
