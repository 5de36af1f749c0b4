/**
 * A number typed freely and taken when the person presses Enter or leaves the field, brought into range by
 * `settle` (the field then shows the settled value): a half-typed "1" on the way to "120" is never sent.
 */
import { useState } from 'react';
import { toolField } from './tool-ui.ts';

export function NumberInput({
  id,
  value,
  min,
  max,
  step,
  settle,
  onCommit,
  className = '',
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  settle: (typed: number) => number;
  onCommit: (value: number) => void;
  className?: string;
}) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const next = settle(Number(text));
    setText(String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <input
      id={id}
      type="number"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={step}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className={`${toolField} ${className}`}
    />
  );
}
