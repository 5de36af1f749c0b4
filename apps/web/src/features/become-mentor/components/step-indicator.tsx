/**
 * The five-step indicator (ONBOARD-03, ONBOARD-04): the current step is marked, the steps up to the
 * furthest one reached are links, the ones after it are not reachable yet.
 */
import { Link } from 'react-router';
import { APPLICATION_STEPS, canOpen, STEP_TITLES, stepUrl, type ApplicationStep } from '../model/steps.ts';

interface StepIndicatorProps {
  current: ApplicationStep;
  furthest: ApplicationStep;
}

export function StepIndicator({ current, furthest }: StepIndicatorProps) {
  return (
    <nav aria-label="Application steps">
      <ol className="grid grid-cols-5 gap-2">
        {APPLICATION_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const open = canOpen(step, furthest);
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  isCurrent
                    ? 'border-ink bg-ink text-white'
                    : open
                      ? 'border-ink bg-lime text-ink'
                      : 'border-neutral-400 bg-white text-neutral-600'
                }`}
              >
                {index + 1}
              </span>
              <span className="text-center text-xs sm:text-sm">{STEP_TITLES[step]}</span>
              <span className="sr-only">
                {`, step ${index + 1} of ${APPLICATION_STEPS.length}`}
                {open || isCurrent ? '' : ', not reached yet'}
              </span>
            </>
          );
          const classes = 'flex flex-col items-center gap-1 rounded-lg p-1';
          return (
            <li key={step}>
              {isCurrent ? (
                <span aria-current="step" className={`${classes} font-bold`}>
                  {label}
                </span>
              ) : open ? (
                <Link to={stepUrl(step)} className={`${classes} underline-offset-4 hover:underline`}>
                  {label}
                </Link>
              ) : (
                <span className={`${classes} text-neutral-600`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
