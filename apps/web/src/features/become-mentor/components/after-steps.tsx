/**
 * The steps after the application (ONBOARD-31..36): the confirmation, the payment account set-up (rule
 * M3: the provider's link, and back to stripe_success or to payment_setup with stripe_error=true) and the
 * two outcomes. "Skip for now" and "Continue to dashboard" are the page's `onLeave` (ONBOARD-33). Each
 * step's title is the page's heading.
 */
import { onboardingTexts, PAYOUT_COUNTRIES, payoutMessages } from '@app/contract';
import type { AudioSample } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { AudioSamplesEditor } from '../../settings/index.ts';
import { connectAccountLink } from '../api/connect-account-link.ts';
import type { SentSamples } from '../api/send-samples.ts';
import { StepActions } from './step-actions.tsx';

interface AfterStepProps {
  onBack: () => void;
  onLeave: () => void;
}

export function ConfirmationStep({
  onBack,
  onLeave,
  onContinue,
  sent,
}: AfterStepProps & { onContinue: () => void; sent: SentSamples | null }) {
  // ADR 71: the recordings chosen in the wizard were sent with the application; more can be added (or a
  // refused one tried again) here, and later in settings.
  const [samples, setSamples] = useState<AudioSample[]>(sent?.added ?? []);
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="success">
        <p>{onboardingTexts.reviewNotice}</p>
        <p className="mt-2">{onboardingTexts.approvalEmailNotice}</p>
      </Alert>
      {sent?.refused.length ? (
        <Alert tone="error">
          <p>These recordings were not added to your profile:</p>
          <ul className="mt-2 list-disc pl-5">
            {sent.refused.map((r) => (
              <li key={r.title}>
                {r.title}: {r.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <AudioSamplesEditor samples={samples} onChanged={setSamples} />
      <p>
        While you wait, you can set up how you get paid, so your earnings can be paid out as soon as you start
        teaching.
      </p>
      <StepActions onBack={onBack}>
        <Button variant="ghost" onClick={onLeave}>
          {onboardingTexts.skipForNow}
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </StepActions>
    </div>
  );
}

export function PaymentSetupStep({
  onBack,
  onLeave,
  stripeError,
}: AfterStepProps & { stripeError: boolean }) {
  const connect = useMutation({
    mutationFn: () => connectAccountLink(window.location.origin),
    onSuccess: ({ account_link_url }) => window.location.assign(account_link_url),
  });
  return (
    <div className="flex flex-col gap-6">
      {stripeError ? <Alert tone="error">{payoutMessages.connectFailedOnboarding}</Alert> : null}
      <p>
        Students pay for lessons by card. Your earnings are paid out to the bank account you connect with our
        payment provider. Connecting takes a few minutes: you will be asked for your details and your bank
        account, and then you come back here.
      </p>
      <section aria-labelledby="payout-countries" className="flex flex-col gap-2">
        <h3 id="payout-countries" className="text-lg font-bold">
          Where payouts are available
        </h3>
        <p className="text-sm text-neutral-700">
          Payouts can be sent to bank accounts in these countries. Mentors elsewhere can teach but cannot
          withdraw earnings.
        </p>
        <ul className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
          {PAYOUT_COUNTRIES.map((country) => (
            <li key={country}>{country}</li>
          ))}
        </ul>
      </section>
      {connect.isError ? <Alert tone="error">{payoutMessages.connectProcessingFailed}</Alert> : null}
      <StepActions onBack={onBack}>
        <Button variant="ghost" onClick={onLeave}>
          {onboardingTexts.skipForNow}
        </Button>
        <Button onClick={() => connect.mutate()} disabled={connect.isPending || connect.isSuccess}>
          {connect.isPending || connect.isSuccess ? 'Connecting...' : onboardingTexts.connectPaymentAccount}
        </Button>
      </StepActions>
    </div>
  );
}

export function StripeOutcomeStep({
  onBack,
  onLeave,
  onRetry,
  success,
}: AfterStepProps & { onRetry: () => void; success: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      {success ? (
        <Alert tone="success">{onboardingTexts.paymentConnectedText}</Alert>
      ) : (
        <Alert tone="error">{payoutMessages.connectProcessingFailed}</Alert>
      )}
      <StepActions onBack={onBack}>
        {success ? null : (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button onClick={onLeave}>{onboardingTexts.continueToDashboard}</Button>
      </StepActions>
    </div>
  );
}
