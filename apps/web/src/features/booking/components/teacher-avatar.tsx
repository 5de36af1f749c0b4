/** The mentor's photo, or their initials on a coloured disc. */
export function TeacherAvatar({ name, image }: { name: string; image: string | null | undefined }) {
  const initials =
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .filter((_, i, all) => i === 0 || i === all.length - 1)
      .join('') || '?';
  return image ? (
    <img src={image} alt="" className="h-16 w-16 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 items-center justify-center rounded-full bg-purple-soft text-xl font-bold text-purple-ink"
    >
      {initials}
    </span>
  );
}
