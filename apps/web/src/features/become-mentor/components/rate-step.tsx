/**
 * Step 5, Hourly rate (ONBOARD-24..27): rate, fee and earnings, the session lengths with their breaks and
 * the free trial, then Submit, which the page turns into the application (ONBOARD-28..30).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SessionLengthsEditor, TrialOption } from '../../mentor-availability/index.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { taxRateQuery } from '../api/tax-rate.ts';
import type { AvailabilityData } from '../model/draft.ts';
import { feeRate } from '../model/fees.ts';
import { rateError, rateStepErrors, type FieldErrors, type RateField } from '../model/rules.ts';
import { STEP_TITLES, stepUrl } from '../model/steps.ts';
import type { SubmitProblem } from '../model/submit-error.ts';
import { RateFields } from './rate-fields.tsx';
import { StepActions } from './step-actions.tsx';

interface RateStepProps {
  rate: string;
  availability: AvailabilityData;
  onRateChange: (rate: string) => void;
  onAvailabilityChange: (availability: AvailabilityData) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
  problem: SubmitProblem | null;
}

export function RateStep(props: RateStepProps) {
  const { rate, availability, onRateChange, onAvailabilityChange, submitting, problem } = props;
  const tax = useQuery(taxRateQuery);
  const [errors, setErrors] = useState<FieldErrors<RateField>>({});

  const submit = () => {
    const found = rateStepErrors(rate, availability);
    setErrors(found);
    if (found.hourlyRate) document.getElementById('onboarding-hourly-rate')?.focus();
    else if (!found.sessionLengths && !found.offerTrial) props.onSubmit();
  };

  return (
    <div className="flex flex-col gap-8">
      <RateFields
        rate={rate}
        onRateChange={(next) => {
          onRateChange(next);
          // Checked as it is typed (issue 17 item 10): a rate out of range says so at once, in the
          // contract's words; an emptied field waits for Submit to ask for a rate.
          const problem = next.trim() === '' ? undefined : (rateError(next) ?? undefined);
          setErrors((e) => ({ ...e, hourlyRate: problem }));
        }}
        feeRate={tax.data ? feeRate(tax.data.tax_rate) : tax.isError ? 0 : null}
        error={errors.hourlyRate}
      />
      <SessionLengthsEditor
        value={availability.sessionLengths}
        onChange={(sessionLengths) => onAvailabilityChange({ ...availability, sessionLengths })}
      />
      <div className="flex flex-col gap-2">
        <TrialOption
          checked={availability.offerTrial}
          onChange={(offerTrial) => {
            onAvailabilityChange({ ...availability, offerTrial });
            setErrors((e) => ({ ...e, offerTrial: undefined }));
          }}
        />
        {errors.offerTrial && availability.offerTrial ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.offerTrial}
          </p>
        ) : null}
      </div>
      {problem ? (
        <Alert tone="error" title={problem.message}>
          {problem.fields.length ? (
            <ul className="list-disc pl-5">
              {problem.fields.map((f) => (
                <li key={`${f.field}-${f.message}`}>
                  {f.step ? (
                    <Link to={stepUrl(f.step)} className="font-semibold underline">
                      {STEP_TITLES[f.step]}
                    </Link>
                  ) : (
                    <span className="font-semibold">{f.field}</span>
                  )}
                  : {f.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <StepActions onBack={props.onBack}>
        <Button onClick={submit} disabled={submitting} aria-disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit application'}
        </Button>
      </StepActions>
    </div>
  );
}
