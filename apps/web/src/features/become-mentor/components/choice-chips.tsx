/**
 * A multi-choice from a server list (ONBOARD-08): toggle buttons with aria-pressed inside a labelled group,
 * each reachable by Tab and toggled by Space or Enter. The choice is kept as names (DATA-23).
 */
import { forwardRef } from 'react';
import type { LookupItem } from '@app/contract';

interface ChoiceChipsProps {
  legend: string;
  hint: string;
  items: readonly LookupItem[];
  selected: readonly string[];
  onChange: (names: string[]) => void;
  error?: string | undefined;
}

export const ChoiceChips = forwardRef<HTMLFieldSetElement, ChoiceChipsProps>(function ChoiceChips(
  { legend, hint, items, selected, onChange, error },
  ref,
) {
  const id = `choices-${legend.toLowerCase().replace(/\W+/g, '-')}`;
  const chosen = new Set(selected.map((n) => n.toLocaleLowerCase()));
  const toggle = (name: string) =>
    onChange(
      chosen.has(name.toLocaleLowerCase())
        ? selected.filter((n) => n.toLocaleLowerCase() !== name.toLocaleLowerCase())
        : [...selected, name],
    );
  return (
    <fieldset
      ref={ref}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      className="flex scroll-mt-24 flex-col gap-2"
    >
      <legend className="text-lg font-bold">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {hint}
      </p>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const on = chosen.has(item.name.toLocaleLowerCase());
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(item.name)}
                className={`rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors ${
                  on ? 'border-ink bg-ink text-white' : 'border-neutral-300 bg-white hover:border-ink'
                }`}
              >
                {on ? (
                  <span aria-hidden="true" className="mr-1">
                    ✓
                  </span>
                ) : null}
                {item.name}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
