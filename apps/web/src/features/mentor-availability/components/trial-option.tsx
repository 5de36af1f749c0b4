/** The free trial offer (spec 002 §9, rule B1): one free 30-minute lesson per student. */
import { Switch } from '../../../shared/ui/switch.tsx';
import { TRIAL_MINUTES } from '../model/sessions.ts';

interface TrialOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function TrialOption({ checked, onChange }: TrialOptionProps) {
  return (
    <div className="rounded-xl border border-neutral-300 px-4 py-3">
      <Switch
        label={`Offer a free ${TRIAL_MINUTES}-minute trial lesson`}
        description={`Each student can book one free ${TRIAL_MINUTES}-minute trial with you to get to know you. Trials are not paid.`}
        checked={checked}
        onCheckedChange={onChange}
      />
    </div>
  );
}
