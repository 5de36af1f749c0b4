/** The buttons under a step: Back (ONBOARD-36) on the left, the way forward on the right. */
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

interface StepActionsProps {
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

export function StepActions({ onBack, children }: StepActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-6">
      {onBack ? (
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}
