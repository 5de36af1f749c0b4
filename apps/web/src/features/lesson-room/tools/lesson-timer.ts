/**
 * The lesson timer's phases (issue 19 item 9), by the server's clock: running, the last 5 minutes (a gentle
 * warning), over (the room stays open until it closes, 10 minutes after the end, as rule L1 says).
 */
export const WARNING_MS = 5 * 60_000;

export type TimerPhase = 'running' | 'warning' | 'over';

export function timerPhase(nowMs: number, endMs: number): TimerPhase {
  if (nowMs >= endMs) return 'over';
  return nowMs >= endMs - WARNING_MS ? 'warning' : 'running';
}

/** "42 min left", "1 min left" (whole minutes, rounded up: "0 min" would read as over). */
export function timeLeftText(nowMs: number, endMs: number): string {
  const minutes = Math.max(0, Math.ceil((endMs - nowMs) / 60_000));
  return `${minutes} min left`;
}
