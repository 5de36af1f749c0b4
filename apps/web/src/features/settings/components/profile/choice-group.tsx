/**
 * A set of checkbox chips in a fieldset (instruments, styles, languages): every option visible, Tab moves
 * between them and Space toggles, the legend names the group and its error is linked to it.
 */
import type { LookupItem } from '@app/contract';
import { useId } from 'react';

interface ChoiceGroupProps {
  legend: string;
  options: LookupItem[] | undefined;
  selected: number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
}

export function ChoiceGroup({ legend, options, selected, onChange, error }: ChoiceGroupProps) {
  const id = useId();
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...selected, itemId] : selected.filter((s) => s !== itemId));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {options ? (
        <ul className="flex flex-wrap gap-2">
          {options.map((item) => {
            const checked = selected.includes(item.id);
            return (
              <li key={item.id}>
                <label
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 ${
                    checked ? 'border-ink bg-lime' : 'border-neutral-300 bg-white hover:border-ink'
                  } has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                    className="h-4 w-4 accent-black"
                  />
                  {item.name}
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-neutral-700">Loading the list...</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface WordChoicesProps<W extends string> {
  legend: string;
  /** Every choice, in the order shown, with its label (levels, ages: ADR 67). */
  labels: Record<W, string>;
  selected: W[];
  onChange: (selected: W[]) => void;
}

/** The same chips for a fixed list of words; the selection keeps the list's order. */
export function WordChoices<W extends string>({ legend, labels, selected, onChange }: WordChoicesProps<W>) {
  const words = Object.keys(labels) as W[];
  const toggle = (word: W, on: boolean) =>
    onChange(words.filter((w) => (w === word ? on : selected.includes(w))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <ul className="flex flex-wrap gap-2">
        {words.map((word) => {
          const checked = selected.includes(word);
          return (
            <li key={word}>
              <label
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 ${
                  checked ? 'border-ink bg-lime' : 'border-neutral-300 bg-white hover:border-ink'
                } has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(e) => toggle(word, e.target.checked)}
                  className="h-4 w-4 accent-black"
                />
                {labels[word]}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
