/**
 * Step 1 (BOOK-04..07): the mentor's lesson lengths with their prices, shortest first, and the free trial
 * when the mentor offers one. The trial is its own button: choosing it goes straight on (BOOK-06).
 */
import { formatEuro } from '../model/pricing.ts';
import type { SessionOption } from '../model/types.ts';
import { RadioCard, StepFrame } from './step-frame.tsx';

interface DurationStepProps {
  options: SessionOption[];
  trial: SessionOption | null;
  value: SessionOption | null;
  onChange: (option: SessionOption) => void;
  onChooseTrial: () => void;
  /** Absent when this is the first step (a mentor with one instrument). */
  onBack?: () => void;
  onContinue: () => void;
  progress: string;
}

export function DurationStep(props: DurationStepProps) {
  const { options, trial, value, onChange, onChooseTrial, onBack, onContinue, progress } = props;
  const chosen = value && !value.trial ? value.id : null;
  return (
    <StepFrame
      title="Choose a lesson length"
      progress={progress}
      onBack={onBack}
      next={{ label: 'Continue', onClick: onContinue, disabled: chosen === null }}
    >
      {trial ? (
        <button
          type="button"
          aria-pressed={value?.trial === true}
          onClick={onChooseTrial}
          className="flex items-center justify-between gap-3 rounded-xl border-2 border-dashed border-ink bg-lime/40 px-4 py-3 text-left hover:bg-lime"
        >
          <span>
            <span className="block font-semibold">Free trial</span>
            <span className="text-sm">{trial.minutes} minutes</span>
          </span>
          <span className="font-bold">Free</span>
        </button>
      ) : null}
      {options.length === 0 ? (
        <p>This mentor has no lesson lengths to book yet.</p>
      ) : (
        <div role="radiogroup" aria-label="Lesson length" className="grid gap-2">
          {options.map((option) => (
            <RadioCard
              key={option.id}
              name="booking-length"
              checked={chosen === option.id}
              onChange={() => onChange(option)}
            >
              <span className="font-semibold">{option.minutes} minutes</span>
              <span className="font-bold">{formatEuro(option.priceCents)}</span>
            </RadioCard>
          ))}
        </div>
      )}
    </StepFrame>
  );
}
