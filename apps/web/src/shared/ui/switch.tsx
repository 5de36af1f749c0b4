import { useId, type ReactNode } from 'react';

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off toggle (role=switch, WAI-ARIA switch pattern): Space and Enter toggle it because it is a
 * native button. The label and description are linked, so screen readers read both.
 */
export function Switch({ label, description, checked, onCheckedChange, disabled = false }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-neutral-700">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange?.(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-ink transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-ink' : 'bg-white'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full transition-transform motion-reduce:transition-none ${
            checked ? 'translate-x-[22px] bg-lime' : 'translate-x-0.5 bg-neutral-500'
          }`}
        />
      </button>
    </div>
  );
}
