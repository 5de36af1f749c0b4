import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Reaches the input (a prop in React 19): react-hook-form's register() reads the value through it. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content placed inside the field on the right, e.g. a show/hide password toggle. */
  trailing?: ReactNode;
}

/** A labelled input (58px high, GEN-19) whose error is announced and linked by aria-describedby. */
export function TextField({ label, error, hint, trailing, id, className = '', ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-[58px] w-full rounded-xl border-2 bg-white px-4 text-base ${
            error ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
          } ${trailing ? 'pr-14' : ''}`}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
