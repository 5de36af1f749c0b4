import { useEffect, useState } from 'react';
import { serverNow } from '../../../shared/time/server-clock.ts';

/** The server's now, refreshed every `everyMs` so relative times ("5m") move on by themselves. */
export function useServerNow(everyMs = 30_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
