/**
 * Whether an element has come within `margin` of the viewport (and stays true from then on): a part below
 * the fold loads its code only when the visitor scrolls, tabs or jumps towards it, not on every first visit.
 * A callback ref, so an element that appears after the first render (a block shown once the session is
 * known) is observed too. Without IntersectionObserver it is true at once in a browser, so nothing stays
 * unloaded.
 */
import { useEffect, useState } from 'react';

export function useNearViewport<E extends Element>(
  margin = '600px',
): [ref: (element: E | null) => void, near: boolean] {
  const [element, setElement] = useState<E | null>(null);
  // On the server (no window) nothing is near: the part stays a placeholder there and in hydration.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
