/**
 * Submitting the application (ONBOARD-28..30, ONBOARD-38, rule M1). A visitor - or a user whose session
 * ended - is sent to log in and comes back to the rate step with the data kept; on success the session is
 * asked again (the user is a mentor now), the recordings chosen in the wizard are sent (ADR 71), the saved
 * data are cleared and the confirmation shows what was added and what was refused. Every step's rules run
 * again first: storage could have been edited in another tab.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { refreshSession, useSession } from '../../../shared/session/auth-check.ts';
import { rememberRedirect } from '../../../shared/storage/storage.ts';
import { hasSlotErrors } from '../../mentor-availability/index.ts';
import { createMentor } from '../api/create-mentor.ts';
import { lookupListsQuery } from '../api/lookups.ts';
import { sendSamples, type SentSamples } from '../api/send-samples.ts';
import type { OnboardingDraft } from '../model/draft.ts';
import { applicationForm } from '../model/payload.ts';
import {
  aboutErrors,
  availabilityError,
  descriptionErrors,
  introductionLength,
  photoErrors,
  rateStepErrors,
} from '../model/rules.ts';
import { stepUrl, type ApplicationStep } from '../model/steps.ts';
import { submitProblem, type FieldProblem, type SubmitProblem } from '../model/submit-error.ts';
import type { OnboardingState } from './use-onboarding-draft.ts';

const INCOMPLETE = 'Please complete these steps before you submit:';

/** What an earlier step still lacks, as links back to it. */
export function incompleteSteps(draft: OnboardingDraft, photo: File | null): FieldProblem[] {
  const problems: [ApplicationStep, string | null | undefined][] = [
    ...Object.values(aboutErrors(draft.about)).map((m) => ['about', m] as [ApplicationStep, string]),
    ['photo', photoErrors(photo)],
    ...Object.values(
      descriptionErrors(draft.description, introductionLength(draft.description.introduction)),
    ).map((m) => ['description', m] as [ApplicationStep, string]),
    ['availability', hasSlotErrors(draft.availability.availability) ? 'Please fix your time slots.' : null],
    ['availability', availabilityError(draft.availability)],
    ...Object.values(rateStepErrors(draft.hourlyRate, draft.availability)).map(
      (m) => ['rate', m] as [ApplicationStep, string],
    ),
  ];
  return problems
    .filter((p): p is [ApplicationStep, string] => Boolean(p[1]))
    .map(([step, message]) => ({ field: step, step, message }));
}

export interface SubmitApplication {
  submit: () => void;
  submitting: boolean;
  problem: SubmitProblem | null;
}

export function useSubmitApplication(wizard: OnboardingState): SubmitApplication {
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const [incomplete, setIncomplete] = useState<FieldProblem[] | null>(null);

  const toLogin = () => {
    const back = stepUrl('rate');
    rememberRedirect(back);
    void navigate(`/login?${new URLSearchParams({ redirect: back }).toString()}`);
  };

  const mutation = useMutation<SentSamples, unknown, File>({
    mutationFn: async (photo) => {
      const lists = await client.fetchQuery(lookupListsQuery);
      await createMentor(applicationForm(wizard.draft, photo, lists));
      return sendSamples(wizard.samples);
    },
    onSuccess: async (samples) => {
      await refreshSession();
      wizard.clear();
      await navigate(stepUrl('confirmation'), { state: samples });
    },
    onError: async (error) => {
      if (!(error instanceof ApiError && error.status === 401)) return;
      // The session ended while the wizard was open (the call is a background one, so storage is kept).
      // Ask the server again first: with the page still believing it is signed in, the signed-out-only
      // login route would bounce the user to /listings instead of showing the form.
      await refreshSession().catch(() => undefined);
      toLogin();
    },
  });

  const submit = () => {
    mutation.reset();
    const missing = incompleteSteps(wizard.draft, wizard.photo);
    setIncomplete(missing.length ? missing : null);
    if (missing.length || !wizard.photo) return;
    if (session.status !== 'authenticated') {
      toLogin();
      return;
    }
    mutation.mutate(wizard.photo);
  };

  const refused =
    mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 401)
      ? submitProblem(mutation.error)
      : null;
  return {
    submit,
    submitting: mutation.isPending || mutation.isSuccess,
    problem: incomplete ? { message: INCOMPLETE, fields: incomplete } : refused,
  };
}
