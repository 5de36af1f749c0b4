/**
 * The frame of one wizard step: its heading (focused when the step appears, so keyboard and screen-reader
 * users land on the new step), the step's content, and the Back / next buttons.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

interface StepFrameProps {
  title: string;
  /** "Step 2 of 4"; omitted on steps outside the normal order. */
  progress?: string;
  children: ReactNode;
  onBack?: () => void;
  next?: { label: string; onClick: () => void; disabled?: boolean; busy?: boolean };
  /** Shown under the buttons (errors in red, role=alert). */
  footer?: ReactNode;
}

export function StepFrame({ title, progress, children, onBack, next, footer }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="booking-step-title" className="flex flex-col gap-4">
      <div>
        {progress ? <p className="text-sm text-neutral-700">{progress}</p> : null}
        <h3 id="booking-step-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {title}
        </h3>
      </div>
      {children}
      {onBack || next ? (
        <div className="flex flex-wrap justify-between gap-3">
          {onBack ? (
            <Button variant="outline" onClick={onBack}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button
              onClick={next.onClick}
              disabled={next.disabled || next.busy}
              aria-busy={next.busy || undefined}
            >
              {next.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      {footer}
    </section>
  );
}

/** A card-like native radio button: arrow keys move within the group, Space selects. */
export function RadioCard({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
        checked ? 'border-ink bg-brand-soft' : 'border-neutral-300 hover:border-ink'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}
