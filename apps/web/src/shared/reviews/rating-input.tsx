/**
 * A 1-5 star choice (REVIEW-03) as a native radio group: arrow keys move between the stars, each star is
 * announced as "N stars", and the group is named by its legend.
 */
import { useId } from 'react';

export function RatingInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-8 w-8 ${n <= value ? 'text-amber-500' : 'text-neutral-400'}`}
              fill={n <= value ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
