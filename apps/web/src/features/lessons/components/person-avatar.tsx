import { initials } from '../model/lessons.ts';

/** The other person's picture, or their initials on a disc (a deleted account has no picture, LESSON-06). */
export function PersonAvatar({ name, image }: { name: string; image: string | null }) {
  return image ? (
    <img src={image} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-purple-soft text-lg font-bold text-purple-ink"
    >
      {initials(name)}
    </span>
  );
}
