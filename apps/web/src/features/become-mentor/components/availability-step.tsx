/**
 * Step 4, Availability (ONBOARD-19..23): the shared weekly editor with the onboarding's 300 ms check.
 * Continue is refused while a slot breaks a rule or the week has no slot at all; the rules run at once
 * then, without waiting for the delay.
 */
import { ONBOARDING_SLOT_CHECK_MS, onboardingTexts } from '@app/contract';
import { useState } from 'react';
import { AvailabilityEditor, hasSlotErrors, validateWeek } from '../../mentor-availability/index.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import type { AvailabilityData } from '../model/draft.ts';
import { availabilityError } from '../model/rules.ts';
import { StepActions } from './step-actions.tsx';

interface AvailabilityStepProps {
  availability: AvailabilityData;
  onChange: (availability: AvailabilityData) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function AvailabilityStep({ availability, onChange, onBack, onContinue }: AvailabilityStepProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const week = validateWeek(availability.availability);
    if (week !== availability.availability) onChange({ ...availability, availability: week });
    if (hasSlotErrors(week)) {
      setProblem('Please fix the highlighted time slots before you continue.');
      return;
    }
    const empty = availabilityError(availability);
    setProblem(empty);
    if (!empty) onContinue();
  };

  return (
    <div className="flex flex-col gap-8">
      <AvailabilityEditor
        value={{ timezone: availability.timezone, week: availability.availability }}
        onChange={(value) => {
          onChange({ ...availability, timezone: value.timezone, availability: value.week });
          if (problem) setProblem(null);
        }}
        validationDelayMs={ONBOARDING_SLOT_CHECK_MS}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <StepActions onBack={onBack}>
        <Button onClick={submit}>{onboardingTexts.saveAndContinue}</Button>
      </StepActions>
    </div>
  );
}
