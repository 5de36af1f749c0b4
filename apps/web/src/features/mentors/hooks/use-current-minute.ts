/**
 * The current minute by the server's clock (serverNow), for the mentors' local time. null while React draws
 * a page on the server and while it hydrates that HTML, so the server's drawing (without a clock) and the
 * browser's first one match (ADR 44); the clock appears right after. One timer, shared by every card on the
 * page, fires just after each minute turns.
 */
import { useSyncExternalStore } from 'react';
import { serverNow } from '../../../shared/time/server-clock.ts';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleNextMinute() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      scheduleNextMinute();
    },
    MINUTE_MS - (serverNow() % MINUTE_MS) + 20,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The start of the current minute: the same value between ticks, so React draws again only when it turns. */
const currentMinute = () => Math.floor(serverNow() / MINUTE_MS) * MINUTE_MS;
const noClockYet = () => null;

export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noClockYet);
}
