/**
 * NAV-11..13 (JOIN-05): the navbar's join control. It reads the signed-in user's paid, free-trial and live
 * lessons (again every minute and when the tab regains focus), and for the first lesson inside its join
 * window shows "Join now" once it has started, else "Starting in N min", and "Joining..." while busy; all
 * re-evaluated every second by the server's clock. Failures are swallowed: nothing visible happens.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { firstJoinable, joinLabel, joinLesson } from '../../../shared/lessons/join-lesson.ts';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { joinableLessonsQuery } from '../api/joinable-lessons.ts';

export function NavbarJoinButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const lessons = useQuery(joinableLessonsQuery());
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
