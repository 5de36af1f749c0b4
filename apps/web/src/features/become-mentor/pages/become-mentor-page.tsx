/**
 * /become-mentor (ONBOARD-01..38, ROUTE-12, rule M1): the mentor application wizard, one step per
 * `?step=`. The data autosave to browser storage; a step opens only up to the furthest one reached; the
 * steps after the application are for mentors (the route's guard sends a mentor away from the others).
 * A visitor fills everything in and is sent to log in at Submit, coming back to the rate step with the
 * data kept.
 */
import { onboardingTexts, type OnboardingStep } from '@app/contract';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { takeRedirect } from '../../../shared/storage/storage.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AboutStep } from '../components/about-step.tsx';
import { ConfirmationStep, PaymentSetupStep, StripeOutcomeStep } from '../components/after-steps.tsx';
import { AvailabilityStep } from '../components/availability-step.tsx';
import { DescriptionStep } from '../components/description-step.tsx';
import { PhotoStep } from '../components/photo-step.tsx';
import { RateStep } from '../components/rate-step.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import type { SentSamples } from '../api/send-samples.ts';
import { useOnboardingDraft } from '../hooks/use-onboarding-draft.ts';
import { useSubmitApplication } from '../hooks/use-submit-application.ts';
import {
  advanceFurthest,
  canOpen,
  isApplicationStep,
  nextStep,
  parseStep,
  previousStep,
  STEP_TITLES,
  stepUrl,
  type ApplicationStep,
} from '../model/steps.ts';

/** What the submission sent of the wizard's recordings (the navigation's state), or null. */
function sentSamples(state: unknown): SentSamples | null {
  const sent = state as Partial<SentSamples> | null;
  return Array.isArray(sent?.added) && Array.isArray(sent.refused) ? (sent as SentSamples) : null;
}

const AFTER_TITLES: Record<Exclude<OnboardingStep, ApplicationStep>, string> = {
  confirmation: onboardingTexts.applicationSubmitted,
  payment_setup: onboardingTexts.paymentSetupTitle,
  stripe_success: onboardingTexts.paymentConnectedTitle,
  stripe_failure: onboardingTexts.paymentFailedTitle,
};

export function BecomeMentorPage() {
  const [params] = useSearchParams();
  // ONBOARD-01: an unknown or missing step shows About (the address is left as it is).
  const step = parseStep(params.get('step'));
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const wizard = useOnboardingDraft();
  const { draft, update } = wizard;
  const submission = useSubmitApplication(wizard);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);

  // A new step starts at its heading, for sighted and screen reader users alike (not on arrival: the page
  // is then read from the top like any other).
  useEffect(() => {
    if (step === firstStep.current) return;
    firstStep.current = step;
    heading.current?.focus();
  }, [step]);

  const go = (to: OnboardingStep) => void navigate(stepUrl(to));
  const back = () => {
    const to = previousStep(step);
    if (to) go(to);
  };
  const forward = (from: ApplicationStep) => {
    const to = nextStep(from);
    if (!to) return;
    update((d) => ({ ...d, furthestStep: advanceFurthest(d.furthestStep, to) }));
    go(to);
  };
  /** ONBOARD-33: forget the application's data, then the page saved before login, else the dashboard. */
  const leave = () => {
    wizard.clear();
    void navigate(takeRedirect() ?? '/insights');
  };

  if (isApplicationStep(step) && !canOpen(step, draft.furthestStep))
    return <Navigate to={stepUrl(draft.furthestStep)} replace />;
  if (!isApplicationStep(step)) {
    if (session.status === 'unknown') return <Spinner label="Loading..." />;
    // Only a mentor has an application to confirm or a payment account to set up.
    if (!session.user?.is_mentor) return <Navigate to={stepUrl(draft.furthestStep)} replace />;
  }

  const title = isApplicationStep(step) ? STEP_TITLES[step] : AFTER_TITLES[step];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold md:text-4xl">Become a Mentor</h1>
        {isApplicationStep(step) ? (
          <p className="text-neutral-700">
            Tell us about you and your teaching. Your answers are saved in this browser as you go.
          </p>
        ) : null}
      </div>
      {isApplicationStep(step) ? <StepIndicator current={step} furthest={draft.furthestStep} /> : null}
      <section aria-labelledby="onboarding-step-title" className="flex flex-col gap-6">
        <h2
          id="onboarding-step-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold outline-none"
        >
          {title}
        </h2>
        {step === 'about' ? (
          <AboutStep
            about={draft.about}
            onChange={(about) => update((d) => ({ ...d, about }))}
            onContinue={() => {
              // DATA-23's about also holds the name and e-mail; the account already knows them.
              const user = session.user;
              if (user)
                update((d) => ({
                  ...d,
                  about: {
                    ...d.about,
                    firstName: user.first_name,
                    lastName: user.last_name,
                    email: user.email,
                  },
                }));
              forward('about');
            }}
          />
        ) : null}
        {step === 'photo' ? (
          <PhotoStep
            photo={wizard.photo}
            onChange={wizard.setPhoto}
            onBack={back}
            onContinue={() => forward('photo')}
          />
        ) : null}
        {step === 'description' ? (
          <DescriptionStep
            description={draft.description}
            onChange={(description) => update((d) => ({ ...d, description }))}
            samples={wizard.samples}
            onSamplesChange={wizard.setSamples}
            onBack={back}
            onContinue={() => forward('description')}
          />
        ) : null}
        {step === 'availability' ? (
          <AvailabilityStep
            availability={draft.availability}
            onChange={(availability) => update((d) => ({ ...d, availability }))}
            onBack={back}
            onContinue={() => forward('availability')}
          />
        ) : null}
        {step === 'rate' ? (
          <RateStep
            rate={draft.hourlyRate}
            availability={draft.availability}
            onRateChange={(hourlyRate) => update((d) => ({ ...d, hourlyRate }))}
            onAvailabilityChange={(availability) => update((d) => ({ ...d, availability }))}
            onBack={back}
            onSubmit={submission.submit}
            submitting={submission.submitting}
            problem={submission.problem}
          />
        ) : null}
        {step === 'confirmation' ? (
          <ConfirmationStep
            onBack={back}
            onLeave={leave}
            onContinue={() => go('payment_setup')}
            sent={sentSamples(location.state)}
          />
        ) : null}
        {step === 'payment_setup' ? (
          <PaymentSetupStep
            onBack={back}
            onLeave={leave}
            stripeError={params.get('stripe_error') === 'true'}
          />
        ) : null}
        {step === 'stripe_success' || step === 'stripe_failure' ? (
          <StripeOutcomeStep
            success={step === 'stripe_success'}
            onBack={back}
            onLeave={leave}
            onRetry={() => go('payment_setup')}
          />
        ) : null}
      </section>
    </div>
  );
}
