/**
 * False while React draws a page on the server and while it hydrates that HTML in the browser; true
 * afterwards, and at once in a page the browser draws alone. A part that depends on the browser (what is
 * stored, what the dialog shows) waits for it, so the first client drawing matches the server's (ADR 44).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
