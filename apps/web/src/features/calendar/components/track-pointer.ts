/**
 * Follows one pointer (mouse, pen or finger) from its pointerdown until it is let go or cancelled, with
 * pointer capture so the moves keep coming when it leaves the element. Hand-written (ADR 76): the few
 * lines the grid needs are smaller than any drag library.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';

export interface PointerTrack {
  move?: (event: PointerEvent) => void;
  /** `cancelled`: the browser took the pointer over (a scroll began) or it was lost. */
  end: (event: PointerEvent, cancelled: boolean) => void;
}

/**
 * `capture: false` only watches (on the window), leaving the pointer to whichever element captured it:
 * the day swipe watches a finger that a day column may also follow for a tap.
 */
export function trackPointer(
  down: ReactPointerEvent<HTMLElement>,
  track: PointerTrack,
  { capture = true }: { capture?: boolean } = {},
): void {
  const target: EventTarget = capture ? down.currentTarget : window;
  const id = down.pointerId;
  if (capture) {
    try {
      down.currentTarget.setPointerCapture(id);
    } catch {
      // jsdom and synthetic events have no active pointer to capture; the listeners still work.
    }
  }
  const onMove = (event: Event) => {
    if ((event as PointerEvent).pointerId === id) track.move?.(event as PointerEvent);
  };
  const finish = (cancelled: boolean) => (event: Event) => {
    if ((event as PointerEvent).pointerId !== id) return;
    target.removeEventListener('pointermove', onMove);
    target.removeEventListener('pointerup', onUp);
    target.removeEventListener('pointercancel', onCancel);
    track.end(event as PointerEvent, cancelled);
  };
  const onUp = finish(false);
  const onCancel = finish(true);
  target.addEventListener('pointermove', onMove);
  target.addEventListener('pointerup', onUp);
  target.addEventListener('pointercancel', onCancel);
}
