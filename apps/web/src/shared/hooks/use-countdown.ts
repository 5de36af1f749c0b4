/**
 * Whole seconds left until `until` (an ISO instant) by the server's clock, recalculated every second; 0 once
 * it has passed.
 */
import { useEffect, useState } from 'react';
import { serverNow } from '../time/server-clock.ts';

function secondsLeft(until: string | null | undefined, now: number): number {
  if (!until) return 0;
  const end = new Date(until).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

export function useCountdown(until: string | null | undefined): number {
  const [now, setNow] = useState(() => serverNow());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, [left > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it starts or ends
  return left;
}
