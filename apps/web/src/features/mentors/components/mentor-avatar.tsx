import { initials } from '../model/format.ts';

const sizes = { md: 'h-20 w-20 text-2xl', lg: 'h-28 w-28 text-3xl', sm: 'h-10 w-10 text-sm' };

/** The mentor's photo, or their initials when there is none. Decorative: the name is next to it. */
export function MentorAvatar({
  name,
  photo,
  size = 'md',
}: {
  name: string;
  photo: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  return photo ? (
    <img src={photo} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-purple-soft font-bold text-purple-ink`}
    >
      {initials(name)}
    </span>
  );
}
