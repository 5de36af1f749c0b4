/**
 * The Profile tab (SETTINGS-12..16, REFERRAL-10, M4): what students see on the mentor's profile. Only the
 * fields that changed are sent to PUT /api/mentors/update/; the saved mentor comes back and replaces the
 * cached settings and the public profile.
 */
import {
  AGE_LABELS,
  LEVEL_LABELS,
  teacherMediaMessages,
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  SETTINGS_PRICE_MAX_EUROS,
  SETTINGS_PRICE_MIN_EUROS,
  settingsMessages,
  type SettingsMentor,
  type SettingsResponse,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import { Switch } from '../../../../shared/ui/switch.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { mentorAnswersFilter } from '../../../mentors/index.ts';
import { settingsQuery } from '../../api/settings.ts';
import { skillListsQuery } from '../../api/skill-lists.ts';
import { updateMentor } from '../../api/update-mentor.ts';
import { bioLength } from '../../model/bio.ts';
import {
  draftFrom,
  draftProblems,
  profileUpdate,
  type DraftField,
  type ProfileDraft,
} from '../../model/mentor-profile.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';
import { AudioSamplesEditor } from './audio-samples-editor.tsx';
import { ChoiceGroup, WordChoices } from './choice-group.tsx';
import { ReferralCode } from './referral-code.tsx';
import { VideoProviderField } from './video-provider-field.tsx';

/** The onboarding's rich-text editor (TipTap), in its own chunk: loaded only when this tab shows. */
const IntroductionEditor = lazy(() => import('../../../../shared/ui/introduction-editor.tsx'));

function Verification({ verified }: { verified: boolean }) {
  return (
    <p
      className={`self-start rounded-full px-4 py-1 text-sm font-semibold ${
        verified ? 'bg-green-100 text-green-900' : 'bg-yellow-100 text-yellow-900'
      }`}
    >
      {verified ? settingsMessages.profileVerified : settingsMessages.verificationPending}
    </p>
  );
}

/** The form's fields in the order it shows them, each with the name its check has in draftProblems. */
const CHECKED: readonly (readonly [keyof ProfileDraft, DraftField])[] = [
  ['headline', 'headline'],
  ['bio', 'bio'],
  ['skills', 'skills'],
  ['styles', 'styles'],
  ['languages', 'languages'],
  ['price', 'price'],
  ['video', 'videoUrl'],
  ['introVideo', 'introVideo'],
];

const check = (field: DraftField) => ({
  validate: (_value: unknown, draft: ProfileDraft) => draftProblems(draft)[field] ?? true,
});

export function ProfileTab({ mentor }: { mentor: SettingsMentor }) {
  const client = useQueryClient();
  const bioId = useId();
  const lists = useQuery(skillListsQuery);
  const original = useMemo(() => draftFrom(mentor), [mentor]);
  const { control, register, handleSubmit, reset, setError, trigger, formState } = useForm<ProfileDraft>({
    ...FORM_OPTIONS,
    defaultValues: original,
  });
  const { errors } = formState;
  const headline = useWatch({ control, name: 'headline' });
  const [success, setSuccess] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: updateMentor,
    onSuccess: (answer) => {
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old ? { ...old, mentor: answer } : old,
      );
      // The public profile and the catalogue show the new headline, price and skills.
      void client.invalidateQueries(mentorAnswersFilter);
      reset(draftFrom(answer));
      setSuccess(settingsMessages.mentorUpdated);
    },
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: { intro_video_url: 'introVideo' },
        root: () => readSettingsError(error, settingsMessages.profileUpdateFailed),
      }),
  });

  const submit = handleSubmit((draft) => {
    const body = profileUpdate(draft, original);
    if (Object.keys(body).length === 0) setSuccess(settingsMessages.noChanges);
    else save.mutate(body);
  });
  // After a save attempt, the first problem in the form's order is also said in the outcome, beside the
  // server's refusal (the price's message while typing stays under the field only).
  const firstProblem = formState.isSubmitted
    ? CHECKED.map(([name]) => errors[name]?.message).find(Boolean)
    : undefined;

  return (
    <SettingsSection title="Your mentor profile" description="What students see on your profile page.">
      <Verification verified={mentor.is_verified} />
      {mentor.is_verified ? null : (
        <p className="text-sm text-neutral-700">
          Students can book lessons with you once our team has verified your profile.
        </p>
      )}
      <form
        onSubmit={(event) => {
          setSuccess(null);
          void submit(event);
        }}
        noValidate
        className="flex flex-col gap-6"
        aria-label="Your mentor profile"
      >
        <TextField
          label="Headline"
          maxLength={HEADLINE_MAX_CHARS}
          hint={`${headline.trim().length}/${HEADLINE_MAX_CHARS} characters, at least ${HEADLINE_MIN_CHARS}.`}
          error={errors.headline?.message}
          {...register('headline', check('headline'))}
        />
        <Controller
          control={control}
          name="bio"
          rules={check('bio')}
          render={({ field, fieldState: { error } }) => (
            <div className="flex flex-col gap-1">
              <p id={`${bioId}-label`} className="text-sm font-semibold">
                About you
              </p>
              <Suspense fallback={<Spinner label="Loading the editor..." />}>
                <IntroductionEditor
                  value={field.value}
                  onChange={field.onChange}
                  labelledBy={`${bioId}-label`}
                  describedBy={`${bioId}-hint${error ? ` ${bioId}-error` : ''}`}
                  invalid={Boolean(error)}
                  placeholder="Tell students about your teaching and your music."
                />
              </Suspense>
              <p id={`${bioId}-hint`} className="text-sm text-neutral-700">
                {bioLength(field.value)}/{BIO_MAX_CHARS} characters, at least {BIO_MIN_CHARS}.
              </p>
              {error ? (
                <p id={`${bioId}-error`} className="text-sm font-medium text-red-700">
                  {error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        {(
          [
            ['skills', 'Instruments'],
            ['styles', 'Music styles'],
            ['languages', 'Languages'],
          ] as const
        ).map(([name, legend]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            rules={check(name)}
            render={({ field, fieldState: { error } }) => (
              <ChoiceGroup
                legend={legend}
                options={lists.data?.[name]}
                selected={field.value}
                onChange={field.onChange}
                error={error?.message}
              />
            )}
          />
        ))}
        {lists.isError ? (
          <p role="alert" className="text-red-700">
            The lists of instruments, styles and languages could not be loaded. Please reload the page.
          </p>
        ) : null}
        <Controller
          control={control}
          name="price"
          rules={check('price')}
          render={({ field, fieldState: { error } }) => (
            <TextField
              label="Hourly price (€)"
              inputMode="numeric"
              autoComplete="off"
              ref={field.ref}
              name={field.name}
              value={field.value}
              // Checked as it is typed (issue 17 item 10): the range message shows at once.
              onChange={(e) => {
                field.onChange(e.target.value);
                void trigger('price');
              }}
              onBlur={field.onBlur}
              hint={`Whole euros per hour, from ${SETTINGS_PRICE_MIN_EUROS} to ${SETTINGS_PRICE_MAX_EUROS}.`}
              error={error?.message}
              className="sm:max-w-xs"
            />
          )}
        />
        <Controller
          control={control}
          name="offerTrial"
          render={({ field }) => (
            <div className="rounded-xl border border-neutral-300 px-4 py-3">
              <Switch
                label="Offer a free 30-minute trial lesson"
                description="Each student can book one free trial with you to get to know you."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="video"
          rules={check('videoUrl')}
          render={({ field, fieldState: { error } }) => (
            <VideoProviderField value={field.value} onChange={field.onChange} urlError={error?.message} />
          )}
        />
        <TextField
          label="Intro video (YouTube or Vimeo address)"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="Students see it on your profile, played without tracking cookies. Leave empty for none."
          error={errors.introVideo?.message}
          {...register('introVideo', check('introVideo'))}
        />
        <Controller
          control={control}
          name="levels"
          render={({ field }) => (
            <WordChoices
              legend={teacherMediaMessages.levelsLabel}
              labels={LEVEL_LABELS}
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="ages"
          render={({ field }) => (
            <WordChoices
              legend={teacherMediaMessages.agesLabel}
              labels={AGE_LABELS}
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FormOutcome error={errors.root?.server?.message ?? firstProblem} success={success} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
      <AudioSamplesEditor samples={mentor.audio_samples} />
      <ReferralCode code={mentor.referral_code} />
    </SettingsSection>
  );
}
