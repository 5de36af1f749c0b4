/**
 * The Profile tab (SETTINGS-12..16, REFERRAL-10, M4): what students see on the mentor's profile. Only the
 * fields that changed are sent to PUT /api/mentors/update/; the saved mentor comes back and replaces the
 * cached settings and the public profile.
 */
import {
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
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import { Switch } from '../../../../shared/ui/switch.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { settingsKey } from '../../api/settings.ts';
import { skillListsQuery } from '../../api/skill-lists.ts';
import { updateMentor } from '../../api/update-mentor.ts';
import { bioLength } from '../../model/bio.ts';
import { draftFrom, draftProblems, profileUpdate, type ProfileDraft } from '../../model/mentor-profile.ts';
import { nextPrice, priceText } from '../../model/price.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { ReferralCode } from './referral-code.tsx';
import { VideoProviderField } from './video-provider-field.tsx';

/** The onboarding's rich-text editor (TipTap), in its own chunk: loaded only when this tab shows. */
const IntroductionEditor = lazy(() => import('../../../become-mentor/components/introduction-editor.tsx'));

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

export function ProfileTab({ mentor }: { mentor: SettingsMentor }) {
  const client = useQueryClient();
  const bioId = useId();
  const lists = useQuery(skillListsQuery);
  const original = useMemo(() => draftFrom(mentor), [mentor]);
  const [draft, setDraft] = useState<ProfileDraft>(original);
  const [shown, setShown] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: updateMentor,
    onSuccess: (answer) => {
      client.setQueryData<SettingsResponse>(settingsKey, (old) => (old ? { ...old, mentor: answer } : old));
      // The public profile and the catalogue show the new headline, price and skills.
      void client.invalidateQueries({ queryKey: ['mentors'] });
      setDraft(draftFrom(answer));
      setOutcome({ success: settingsMessages.mentorUpdated });
    },
    onError: (error) => setOutcome({ error: readSettingsError(error, settingsMessages.profileUpdateFailed) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = draftProblems(draft);
    setShown(problems);
    const first = Object.values(problems)[0];
    if (first) {
      setOutcome({ error: first });
      return;
    }
    const body = profileUpdate(draft, original);
    if (Object.keys(body).length === 0) {
      setOutcome({ success: settingsMessages.noChanges });
      return;
    }
    setOutcome({});
    save.mutate(body);
  };

  const bioChars = bioLength(draft.bio);
  return (
    <SettingsSection title="Your mentor profile" description="What students see on your profile page.">
      <Verification verified={mentor.is_verified} />
      {mentor.is_verified ? null : (
        <p className="text-sm text-neutral-700">
          Students can book lessons with you once our team has verified your profile.
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Your mentor profile">
        <TextField
          label="Headline"
          value={draft.headline}
          onChange={(e) => set('headline', e.target.value)}
          maxLength={HEADLINE_MAX_CHARS}
          hint={`${draft.headline.trim().length}/${HEADLINE_MAX_CHARS} characters, at least ${HEADLINE_MIN_CHARS}.`}
          error={shown.headline}
        />
        <div className="flex flex-col gap-1">
          <p id={`${bioId}-label`} className="text-sm font-semibold">
            About you
          </p>
          <Suspense fallback={<Spinner label="Loading the editor..." />}>
            <IntroductionEditor
              value={draft.bio}
              onChange={(html) => set('bio', html)}
              labelledBy={`${bioId}-label`}
              describedBy={`${bioId}-hint${shown.bio ? ` ${bioId}-error` : ''}`}
              invalid={Boolean(shown.bio)}
              placeholder="Tell students about your teaching and your music."
            />
          </Suspense>
          <p id={`${bioId}-hint`} className="text-sm text-neutral-700">
            {bioChars}/{BIO_MAX_CHARS} characters, at least {BIO_MIN_CHARS}.
          </p>
          {shown.bio ? (
            <p id={`${bioId}-error`} className="text-sm font-medium text-red-700">
              {shown.bio}
            </p>
          ) : null}
        </div>
        <ChoiceGroup
          legend="Instruments"
          options={lists.data?.skills}
          selected={draft.skills}
          onChange={(ids) => set('skills', ids)}
          error={shown.skills}
        />
        <ChoiceGroup
          legend="Music styles"
          options={lists.data?.styles}
          selected={draft.styles}
          onChange={(ids) => set('styles', ids)}
          error={shown.styles}
        />
        <ChoiceGroup
          legend="Languages"
          options={lists.data?.languages}
          selected={draft.languages}
          onChange={(ids) => set('languages', ids)}
          error={shown.languages}
        />
        {lists.isError ? (
          <p role="alert" className="text-red-700">
            The lists of instruments, styles and languages could not be loaded. Please reload the page.
          </p>
        ) : null}
        <TextField
          label="Hourly price (€)"
          inputMode="numeric"
          autoComplete="off"
          value={priceText(draft.priceEuros)}
          onChange={(e) => set('priceEuros', nextPrice(e.target.value, draft.priceEuros))}
          hint={`Whole euros per hour, from ${SETTINGS_PRICE_MIN_EUROS} to ${SETTINGS_PRICE_MAX_EUROS}.`}
          error={shown.price}
          className="sm:max-w-xs"
        />
        <div className="rounded-xl border border-neutral-300 px-4 py-3">
          <Switch
            label="Offer a free 30-minute trial lesson"
            description="Each student can book one free trial with you to get to know you."
            checked={draft.offerTrial}
            onCheckedChange={(on) => set('offerTrial', on)}
          />
        </div>
        <VideoProviderField
          value={draft.video}
          onChange={(video) => set('video', video)}
          urlError={shown.videoUrl}
        />
        <FormOutcome error={outcome.error} success={outcome.success} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
      <ReferralCode code={mentor.referral_code} />
    </SettingsSection>
  );
}
