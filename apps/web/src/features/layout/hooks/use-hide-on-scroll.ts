import { useEffect, useState } from 'react';

/** Distance from the top under which the bar always shows. */
const TOP_ZONE_PX = 80;
/** Ignore tiny movements (touch jitter) so the bar does not flicker. */
const MIN_DELTA_PX = 6;

/**
 * NAV-01: the bar shows at the top, hides while scrolling down and comes back while scrolling up.
 * `pinned` keeps it visible (an open menu, keyboard focus inside it).
 */
export function useHideOnScroll(pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < TOP_ZONE_PX) setHidden(false);
      else if (Math.abs(y - last) >= MIN_DELTA_PX) setHidden(y > last);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden && !pinned;
}
