/**
 * Step 1, About (ONBOARD-08..11): instruments, styles and languages from the server's lists, and the
 * 18+/terms confirmation. Continue checks the four rules; the first field in error is scrolled into view
 * and focused after 100 ms (ONBOARD-11), once the error texts are on screen.
 */
import { ABOUT_SCROLL_DELAY_MS, onboardingMessages, onboardingTexts } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { lookupListsQuery } from '../api/lookups.ts';
import type { AboutData } from '../model/draft.ts';
import { knownNames } from '../model/payload.ts';
import {
  ABOUT_FIELDS,
  aboutErrors,
  firstErrorField,
  type AboutField,
  type FieldErrors,
} from '../model/rules.ts';
import { ChoiceChips } from './choice-chips.tsx';
import { StepActions } from './step-actions.tsx';

interface AboutStepProps {
  about: AboutData;
  onChange: (about: AboutData) => void;
  onContinue: () => void;
}

export function AboutStep({ about, onChange, onContinue }: AboutStepProps) {
  const lists = useQuery(lookupListsQuery);
  const [errors, setErrors] = useState<FieldErrors<AboutField>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: AboutField } | null>(null);
  const fields = useRef<Partial<Record<AboutField, HTMLElement | null>>>({});

  useEffect(() => {
    if (!focusRequest) return undefined;
    const timer = window.setTimeout(() => {
      const element = fields.current[focusRequest.field];
      element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      const target = element?.matches('input, button') ? element : element?.querySelector('button, input');
      (target as HTMLElement | null | undefined)?.focus({ preventScroll: true });
    }, ABOUT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  const change = (next: AboutData) => {
    onChange(next);
    // A fixed field loses its message at once; the others keep theirs until the next Continue.
    const now = aboutErrors(next);
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([f]) => now[f as AboutField])));
  };

  const submit = () => {
    // Names the server no longer lists are dropped before checking (DATA-19 drops them anyway).
    const checked = lists.data
      ? {
          ...about,
          instruments: knownNames(about.instruments, lists.data.skills),
          styles: knownNames(about.styles, lists.data.styles),
          languages: knownNames(about.languages, lists.data.languages),
        }
      : about;
    const found = aboutErrors(checked);
    setErrors(found);
    const first = firstErrorField(ABOUT_FIELDS, found);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    onChange(checked);
    onContinue();
  };

  if (lists.isPending) return <Spinner label="Loading instruments, styles and languages..." showLabel />;
  if (lists.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{onboardingMessages.listsFailed}</Alert>
        <Button variant="outline" onClick={() => void lists.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <ChoiceChips
        ref={(el) => {
          fields.current.instruments = el;
        }}
        legend="Instruments"
        hint="Which instruments or skills do you teach? Choose at least one."
        items={lists.data.skills}
        selected={about.instruments}
        onChange={(instruments) => change({ ...about, instruments })}
        error={errors.instruments}
      />
      <ChoiceChips
        ref={(el) => {
          fields.current.styles = el;
        }}
        legend="Music styles"
        hint="Which styles do you teach? Choose at least one."
        items={lists.data.styles}
        selected={about.styles}
        onChange={(styles) => change({ ...about, styles })}
        error={errors.styles}
      />
      <ChoiceChips
        ref={(el) => {
          fields.current.languages = el;
        }}
        legend="Languages"
        hint="Which languages can you teach in? Choose at least one."
        items={lists.data.languages}
        selected={about.languages}
        onChange={(languages) => change({ ...about, languages })}
        error={errors.languages}
      />
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            id="onboarding-over-18"
            ref={(el) => {
              fields.current.isOver18 = el;
            }}
            type="checkbox"
            checked={about.isOver18}
            onChange={(e) => change({ ...about, isOver18: e.target.checked })}
            aria-invalid={errors.isOver18 ? true : undefined}
            aria-describedby={`onboarding-terms${errors.isOver18 ? ' onboarding-over-18-error' : ''}`}
            className="mt-1 h-5 w-5 shrink-0 scroll-mt-24 accent-black"
          />
          <label htmlFor="onboarding-over-18" className="font-semibold">
            I confirm that I am at least 18 years old and I agree to the Terms of Service and the Privacy
            Policy.
          </label>
        </div>
        <p id="onboarding-terms" className="pl-8 text-sm text-neutral-700">
          Read the{' '}
          <Link to="/terms" target="_blank" rel="noopener" className="font-semibold underline">
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank" rel="noopener" className="font-semibold underline">
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </p>
        {errors.isOver18 ? (
          <p id="onboarding-over-18-error" className="pl-8 text-sm font-medium text-red-700">
            {errors.isOver18}
          </p>
        ) : null}
      </div>
      <StepActions>
        <Button onClick={submit}>{onboardingTexts.saveAndContinue}</Button>
      </StepActions>
    </div>
  );
}
