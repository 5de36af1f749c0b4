/** The server's time (serverNow), re-read every second while `active`: join windows follow the dev clock too. */
import { useEffect, useState } from 'react';
import { serverNow } from '../time/server-clock.ts';

export function useServerNow(active = true): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}
