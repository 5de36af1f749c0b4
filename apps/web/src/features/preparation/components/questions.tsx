/** The questionnaire's inputs: a group of radios or checkboxes under a legend, and a labelled text area. */
import { useId } from 'react';

interface ChoiceGroupProps {
  legend: string;
  kind: 'radio' | 'checkbox';
  choices: readonly string[];
  chosen: readonly string[];
  onToggle: (choice: string) => void;
}

/** Radios share one name, so the arrow keys move between them; checkboxes are each a Tab stop. */
export function ChoiceGroup({ legend, kind, choices, chosen, onToggle }: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-neutral-300 px-4 py-2 has-[:checked]:border-ink has-[:checked]:bg-brand-soft has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink"
          >
            <input
              type={kind}
              name={name}
              value={choice}
              checked={chosen.includes(choice)}
              onChange={() => onToggle(choice)}
              className="size-5 accent-ink"
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface TextAnswerProps {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

export function TextAnswer({ label, hint, value, maxLength, onChange }: TextAnswerProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {hint}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={4}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border-2 border-neutral-300 bg-white p-4 text-base focus:border-ink"
      />
    </div>
  );
}
