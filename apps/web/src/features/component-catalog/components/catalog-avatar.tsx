/**
 * A round avatar whose broken or missing image falls back to the default avatar (2.5: "Broken avatars fall
 * back to a default avatar"). Decorative: the name next to it says who it is.
 */
import { useState } from 'react';

export function CatalogAvatar({ src, size = 'md' }: { src: string | null; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'lg' ? 'h-16 w-16' : 'h-12 w-12';
  if (!src || broken) {
    return (
      <span
        data-testid="default-avatar"
        aria-hidden="true"
        className={`${box} inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-200 text-neutral-500`}
      >
        <svg viewBox="0 0 24 24" className="h-3/4 w-3/4" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setBroken(true)}
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  );
}
