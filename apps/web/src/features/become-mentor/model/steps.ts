/**
 * The wizard's steps (ONBOARD-01..06, ONBOARD-36): which step a URL means, where Back and Continue lead,
 * which steps the indicator lets a user open (only up to the furthest reached), and the furthest step,
 * which only ever advances.
 */
import {
  APPLICATION_STEPS,
  ONBOARDING_STEPS,
  type ApplicationStep,
  type OnboardingStep,
} from '@app/contract';

export type { ApplicationStep, OnboardingStep };
export { APPLICATION_STEPS, ONBOARDING_STEPS };

export const STEP_TITLES: Record<ApplicationStep, string> = {
  about: 'About you',
  photo: 'Profile photo',
  description: 'Profile description',
  availability: 'Availability',
  rate: 'Hourly rate',
};

/** ONBOARD-01: unknown or missing values fall back to about. */
export function parseStep(value: string | null): OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? '') ? (value as OnboardingStep) : 'about';
}

export function isApplicationStep(step: OnboardingStep): step is ApplicationStep {
  return (APPLICATION_STEPS as readonly string[]).includes(step);
}

export function stepIndex(step: ApplicationStep): number {
  return APPLICATION_STEPS.indexOf(step);
}

/** ONBOARD-04: a step can be opened when it is not past the furthest reached. */
export function canOpen(step: ApplicationStep, furthest: ApplicationStep): boolean {
  return stepIndex(step) <= stepIndex(furthest);
}

/** ONBOARD-06: the furthest step only advances. */
export function advanceFurthest(furthest: ApplicationStep, reached: ApplicationStep): ApplicationStep {
  return stepIndex(reached) > stepIndex(furthest) ? reached : furthest;
}

/** The step after an application step (rate submits the application instead). */
export function nextStep(step: ApplicationStep): ApplicationStep | null {
  return APPLICATION_STEPS[stepIndex(step) + 1] ?? null;
}

/** ONBOARD-36 and the natural order before it: where Back leads, or null on the first step. */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  switch (step) {
    case 'confirmation':
      return 'rate';
    case 'payment_setup':
      return 'confirmation';
    case 'stripe_success':
    case 'stripe_failure':
      return 'payment_setup';
    default:
      return APPLICATION_STEPS[stepIndex(step) - 1] ?? null;
  }
}

export function stepUrl(step: OnboardingStep, extra: Record<string, string> = {}): string {
  return `/become-mentor?${new URLSearchParams({ step, ...extra }).toString()}`;
}
