import { pageNumbers } from '../model/pagination.ts';

/** Page navigation (SEARCH-12, CONST-04): previous, at most 5 numbers, next. */
export function Pagination({
  page,
  total,
  onChange,
  label = 'Pagination',
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (total <= 1) return null;
  const item =
    'inline-flex h-11 min-w-11 items-center justify-center rounded-xl border px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button
            type="button"
            className={`${item} border-neutral-300 bg-white`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {pageNumbers(page, total).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={`${item} ${n === page ? 'border-ink bg-ink text-white' : 'border-neutral-300 bg-white'}`}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${item} border-neutral-300 bg-white`}
            disabled={page >= total}
            onClick={() => onChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
