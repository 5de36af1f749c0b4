/**
 * The lesson timer in the room's header: the scheduled end in the viewer's zone (named), the minutes left,
 * and from 5 minutes before the end a gentle warning, said once politely (the live region is always there,
 * so the warning is announced when its text appears). The room itself closes for both at the end of the
 * join window (useLessonRoom).
 */
import { roomToolMessages, type RoomEnterResponse } from '@app/contract';
import { useServerNow } from '../../../shared/lessons/use-server-now.ts';
import { formatClockTime, viewerZoneName } from '../../../shared/time/viewer-zone.ts';
import { timeLeftText, timerPhase } from './lesson-timer.ts';

export function LessonTimer({ room }: { room: RoomEnterResponse }) {
  const now = useServerNow();
  const endMs = Date.parse(room.end_utc);
  const phase = timerPhase(now, endMs);
  const ends = `${formatClockTime(room.end_utc)} (${viewerZoneName(room.end_utc)})`;
  const closes = formatClockTime(room.closes_at);
  const notice =
    phase === 'warning'
      ? roomToolMessages.timerWarning(closes)
      : phase === 'over'
        ? roomToolMessages.timerOver(closes)
        : '';
  return (
    <div className="flex flex-col gap-1 text-sm" data-timer-phase={phase}>
      <p className="text-neutral-300">
        {roomToolMessages.timerEnds(ends)}
        {phase === 'over' ? null : (
          <>
            {' · '}
            <span className="font-semibold text-white">{timeLeftText(now, endMs)}</span>
          </>
        )}
      </p>
      <p
        role="status"
        aria-live="polite"
        data-testid="lesson-timer-notice"
        className={notice ? 'rounded-lg bg-amber-100 px-3 py-1 font-semibold text-ink' : 'sr-only'}
      >
        {notice}
      </p>
    </div>
  );
}
