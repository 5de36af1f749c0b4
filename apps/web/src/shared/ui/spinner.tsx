/** A loading indicator with a text for screen readers (and for sighted users when `label` shows). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-6">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-soft border-t-brand motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-neutral-700' : 'sr-only'}>{label}</span>
    </div>
  );
}
