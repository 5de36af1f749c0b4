/**
 * Step 3, Profile description (ONBOARD-14..18): "Tell your story" in the rich-text editor (its own lazy
 * chunk) with a counter of the text without markup - red below 100, orange above 90% of 2000 - and "Create
 * your headline", 40 to 100 characters, with its "length/100" counter and the minimum; who the mentor
 * teaches with an intro video, and the recordings to send with the application (ADR 67, ADR 71).
 */
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  onboardingMessages,
  onboardingTexts,
} from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { DescriptionData } from '../model/draft.ts';
import type { PendingSample } from '../model/samples.ts';
import {
  DESCRIPTION_FIELDS,
  descriptionErrors,
  firstErrorField,
  headlineLength,
  introductionLength,
  introductionTone,
  type DescriptionField,
  type FieldErrors,
} from '../model/rules.ts';
import { SamplesSection } from './samples-section.tsx';
import { StepActions } from './step-actions.tsx';
import { TeachingSection } from './teaching-section.tsx';

const IntroductionEditor = lazy(() => import('../../../shared/ui/introduction-editor.tsx'));

interface DescriptionStepProps {
  description: DescriptionData;
  onChange: (description: DescriptionData) => void;
  samples: PendingSample[];
  onSamplesChange: (samples: PendingSample[]) => void;
  onBack: () => void;
  onContinue: () => void;
}

const toneClass = { short: 'text-red-700', 'near-limit': 'text-orange-700', ok: 'text-neutral-700' } as const;

export function IntroductionCounter({ characters, id }: { characters: number; id: string }) {
  const tone = introductionTone(characters);
  const note =
    tone === 'short'
      ? ` · ${onboardingMessages.introductionHint(BIO_MIN_CHARS)}`
      : tone === 'near-limit'
        ? ` · ${BIO_MAX_CHARS - characters} characters left`
        : '';
  return (
    <p id={id} className={`text-sm font-medium ${toneClass[tone]}`} data-tone={tone}>
      {`${characters}/${BIO_MAX_CHARS}${note}`}
    </p>
  );
}

export function DescriptionStep({
  description,
  onChange,
  samples,
  onSamplesChange,
  onBack,
  onContinue,
}: DescriptionStepProps) {
  const [errors, setErrors] = useState<FieldErrors<DescriptionField>>({});
  const characters = introductionLength(description.introduction);
  const headline = headlineLength(description.headline);

  const submit = () => {
    const found = descriptionErrors(description, characters);
    setErrors(found);
    const first = firstErrorField(DESCRIPTION_FIELDS, found);
    if (first === 'introduction') document.querySelector<HTMLElement>('[role="textbox"]')?.focus();
    else if (first === 'headline') document.getElementById('onboarding-headline')?.focus();
    else if (first === 'introVideo') document.getElementById('onboarding-intro-video')?.focus();
    else onContinue();
  };

  const describedBy = `onboarding-story-hint onboarding-story-count${errors.introduction ? ' onboarding-story-error' : ''}`;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="onboarding-story" className="flex flex-col gap-2">
        <h3 id="onboarding-story" className="text-lg font-bold">
          {onboardingTexts.tellYourStory}
        </h3>
        <p id="onboarding-story-hint" className="text-sm text-neutral-700">
          Introduce yourself to students: your musical background, how you teach and what they will learn with
          you ({BIO_MIN_CHARS} to {BIO_MAX_CHARS} characters).
        </p>
        <Suspense
          fallback={
            <div className="min-h-48 rounded-xl border-2 border-neutral-300 p-4 text-neutral-700">
              Loading the editor...
            </div>
          }
        >
          <IntroductionEditor
            value={description.introduction}
            onChange={(introduction) => {
              onChange({ ...description, introduction });
              if (errors.introduction) setErrors((e) => ({ ...e, introduction: undefined }));
            }}
            labelledBy="onboarding-story"
            describedBy={describedBy}
            invalid={Boolean(errors.introduction)}
            placeholder="Tell students about your musical journey and your teaching..."
          />
        </Suspense>
        <IntroductionCounter characters={characters} id="onboarding-story-count" />
        {errors.introduction ? (
          <p id="onboarding-story-error" className="text-sm font-medium text-red-700">
            {errors.introduction}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="onboarding-headline-title" className="flex flex-col gap-2">
        <h3 id="onboarding-headline-title" className="text-lg font-bold">
          <label htmlFor="onboarding-headline">{onboardingTexts.createYourHeadline}</label>
        </h3>
        <p id="onboarding-headline-hint" className="text-sm text-neutral-700">
          One line students see on your card, e.g. &quot;Classical pianist teaching beginners to play with
          joy&quot;.
        </p>
        <input
          id="onboarding-headline"
          type="text"
          value={description.headline}
          maxLength={HEADLINE_MAX_CHARS}
          onChange={(e) => {
            onChange({ ...description, headline: e.target.value });
            if (errors.headline) setErrors((old) => ({ ...old, headline: undefined }));
          }}
          aria-invalid={errors.headline ? true : undefined}
          aria-describedby={`onboarding-headline-hint onboarding-headline-count${errors.headline ? ' onboarding-headline-error' : ''}`}
          className={`min-h-[58px] w-full rounded-xl border-2 bg-white px-4 ${
            errors.headline ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
          }`}
        />
        <p
          id="onboarding-headline-count"
          className={`text-sm font-medium ${headline < HEADLINE_MIN_CHARS ? 'text-red-700' : 'text-neutral-700'}`}
        >
          {headline}/{HEADLINE_MAX_CHARS} (min {HEADLINE_MIN_CHARS})
        </p>
        {errors.headline ? (
          <p id="onboarding-headline-error" className="text-sm font-medium text-red-700">
            {errors.headline}
          </p>
        ) : null}
      </section>
      <TeachingSection
        description={description}
        onChange={(next) => {
          onChange(next);
          if (errors.introVideo) setErrors((old) => ({ ...old, introVideo: undefined }));
        }}
        videoError={errors.introVideo}
      />
      <SamplesSection samples={samples} onChange={onSamplesChange} />
      <StepActions onBack={onBack}>
        <Button onClick={submit}>{onboardingTexts.saveAndContinue}</Button>
      </StepActions>
    </div>
  );
}
