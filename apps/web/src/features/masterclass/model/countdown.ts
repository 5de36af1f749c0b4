/** MASTER-03/17: the time until the start as days, hours and minutes, two digits each, never negative. */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
}

const two = (n: number) => String(n).padStart(2, '0');

export function countdownParts(startMs: number, nowMs: number): CountdownParts {
  const totalMinutes = Math.max(0, Math.floor((startMs - nowMs) / 60_000));
  return {
    days: two(Math.floor(totalMinutes / 1440)),
    hours: two(Math.floor((totalMinutes % 1440) / 60)),
    minutes: two(totalMinutes % 60),
  };
}
