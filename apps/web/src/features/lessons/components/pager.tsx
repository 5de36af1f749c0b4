/** Previous / Next with the current page, for a list of more than one page. */
export function Pager({
  page,
  total,
  onChange,
  label,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (total <= 1) return null;
  const item =
    'inline-flex h-11 items-center justify-center rounded-xl border border-neutral-300 bg-white px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <button type="button" className={item} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {total}
      </span>
      <button type="button" className={item} disabled={page >= total} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
