import { useState } from 'react';
import { initials } from '../../mentors/index.ts';

const sizes = { sm: 'h-10 w-10 text-sm', md: 'h-12 w-12 text-base', lg: 'h-20 w-20 text-2xl' };

/**
 * CHAT-13: the person's photo, or the default avatar (their initials) when there is none or it fails to
 * load. Decorative: the name is always next to it.
 */
export function ChatAvatar({
  name,
  photo,
  size = 'sm',
}: {
  name: string;
  photo: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (photo && broken !== photo) {
    return (
      <img
        src={photo}
        alt=""
        onError={() => setBroken(photo)}
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-purple-soft font-bold text-purple-ink`}
    >
      {initials(name)}
    </span>
  );
}
