/**
 * A mentor without reviews yet (issue 17, ADR 46): a "New" badge instead of a 0.0 rating. The badge is
 * followed by "No reviews yet" in words, so nobody has to guess what "New" means.
 */
export function NewBadge({ note = 'No reviews yet', className = '' }: { note?: string; className?: string }) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`} data-testid="new-mentor">
      <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">
        New
      </span>
      {note ? <span className="text-neutral-700">{note}</span> : null}
    </span>
  );
}
