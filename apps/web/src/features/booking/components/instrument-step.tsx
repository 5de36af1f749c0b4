/** Step 0 (BOOK-03): the mentor's instruments as a radio group; Continue waits for a choice. */
import type { MentorProfile } from '../model/types.ts';
import { RadioCard, StepFrame } from './step-frame.tsx';

interface InstrumentStepProps {
  skills: MentorProfile['skills'];
  value: string | null;
  onChange: (instrument: string) => void;
  onContinue: () => void;
  progress: string;
}

export function InstrumentStep({ skills, value, onChange, onContinue, progress }: InstrumentStepProps) {
  return (
    <StepFrame
      title="Choose an instrument"
      progress={progress}
      next={{ label: 'Continue', onClick: onContinue, disabled: value === null }}
    >
      {skills.length === 0 ? (
        <p>This mentor has not listed any instruments yet.</p>
      ) : (
        <div role="radiogroup" aria-labelledby="booking-step-title" className="grid gap-2 sm:grid-cols-2">
          {skills.map((skill) => (
            <RadioCard
              key={skill.id}
              name="booking-instrument"
              checked={value === skill.name}
              onChange={() => onChange(skill.name)}
            >
              <span className="font-semibold">{skill.name}</span>
            </RadioCard>
          ))}
        </div>
      )}
    </StepFrame>
  );
}
