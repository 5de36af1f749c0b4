/**
 * A mentor's profile on the staff user's page (issue 21 item 2, ADR 75): whether they are listed, Hide (with a
 * reason: off search and booking, existing lessons stay) or Show again, and the edit of the headline, bio and
 * lists with the rules of the mentor's own settings (the server's field errors land under each field).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import {
  AGE_LABELS,
  LEVEL_LABELS,
  MENTOR_AGES,
  MENTOR_LEVELS,
  type AdminMentorProfile,
  type LookupItem,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { editMentor, hideMentor, lookupListsQuery, showMentor } from '../api/people.ts';
import { formatDate } from '../model/format.ts';
import { StaffActionDialog } from './staff-action-dialog.tsx';

interface Draft {
  headline: string;
  bio: string;
  skills: string[];
  styles: string[];
  languages: string[];
  levels: string[];
  ages: string[];
}
const FIELDS = ['headline', 'bio', 'skills', 'styles', 'languages', 'levels', 'ages'] as const;

function Choices({
  legend,
  options,
  error,
  input,
}: {
  legend: string;
  options: { value: string; label: string }[];
  error: string | undefined;
  input: (value: string) => InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              value={option.value}
              className="h-4 w-4 accent-black"
              {...input(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

const lookupOptions = (items: LookupItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

function EditForm({
  userId,
  mentor,
  onDone,
  onCancel,
}: {
  userId: number;
  mentor: AdminMentorProfile;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const lists = useQuery(lookupListsQuery);
  const { register, handleSubmit, setError, formState } = useForm<Draft>({
    ...FORM_OPTIONS,
    defaultValues: {
      headline: mentor.headline,
      bio: mentor.bio,
      skills: mentor.skills.map(String),
      styles: mentor.styles.map(String),
      languages: mentor.languages.map(String),
      levels: mentor.levels,
      ages: mentor.ages,
    },
  });
  const { errors } = formState;
  const save = useMutation({
    mutationFn: (draft: Draft) =>
      editMentor(userId, {
        headline: draft.headline,
        bio: draft.bio,
        skills: draft.skills.map(Number),
        styles: draft.styles.map(Number),
        languages: draft.languages.map(Number),
        levels: draft.levels as AdminMentorProfile['levels'],
        ages: draft.ages as AdminMentorProfile['ages'],
      }),
    onSuccess: (result) => onDone(result.message),
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: Object.fromEntries(FIELDS.map((name) => [name, name])),
        root: ({ fieldsTaken }) =>
          fieldsTaken ? 'Please check the highlighted fields.' : (serverMessage(error) ?? 'Failed to save.'),
      }),
  });
  const box = (name: keyof Draft) => () => register(name);
  return (
    <form
      noValidate
      aria-label="Edit the mentor profile"
      className="flex flex-col gap-4 rounded-2xl border-2 border-ink p-5"
      onSubmit={handleSubmit((draft) => {
        if (!save.isPending) save.mutate(draft);
      })}
    >
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField label="Headline" error={errors.headline?.message} {...register('headline')} />
      <div className="flex flex-col gap-1">
        <label htmlFor="staff-mentor-bio" className="text-sm font-semibold">
          Bio (p, br, strong, em and lists are kept)
        </label>
        <textarea
          id="staff-mentor-bio"
          rows={8}
          className="rounded-xl border-2 border-neutral-400 p-3"
          aria-invalid={errors.bio ? true : undefined}
          {...register('bio')}
        />
        {errors.bio ? <p className="text-sm font-medium text-red-700">{errors.bio.message}</p> : null}
      </div>
      <Choices
        legend="Instruments"
        options={lookupOptions(lists.data?.skills)}
        error={errors.skills?.message}
        input={box('skills')}
      />
      <Choices
        legend="Styles"
        options={lookupOptions(lists.data?.styles)}
        error={errors.styles?.message}
        input={box('styles')}
      />
      <Choices
        legend="Languages"
        options={lookupOptions(lists.data?.languages)}
        error={errors.languages?.message}
        input={box('languages')}
      />
      <Choices
        legend="Levels"
        options={MENTOR_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
        error={errors.levels?.message}
        input={box('levels')}
      />
      <Choices
        legend="Ages"
        options={MENTOR_AGES.map((age) => ({ value: age, label: AGE_LABELS[age] }))}
        error={errors.ages?.message}
        input={box('ages')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function MentorProfilePanel({
  userId,
  name,
  mentor,
  onChanged,
}: {
  userId: number;
  name: string;
  mentor: AdminMentorProfile;
  onChanged: (message: string) => Promise<void>;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'hide' | 'show'>('view');
  const state = mentor.hidden_at
    ? `Hidden since ${formatDate(mentor.hidden_at)}: ${mentor.hidden_reason ?? ''}`
    : mentor.listed
      ? 'Listed: in search and bookable'
      : mentor.approved
        ? 'Not listed (the account is suspended)'
        : 'Not listed (application not approved)';
  const done = async (message: string) => {
    setMode('view');
    await onChanged(message);
  };
  return (
    <section aria-labelledby="mentor-profile-heading" className="flex flex-col gap-3">
      <h3 id="mentor-profile-heading" className="text-xl font-bold">
        Mentor profile
      </h3>
      <p>{state}</p>
      <p>
        <span className="font-semibold">Headline: </span>
        {mentor.headline}
      </p>
      {mode === 'edit' ? (
        <EditForm userId={userId} mentor={mentor} onDone={done} onCancel={() => setMode('view')} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMode('edit')}>
            Edit profile
          </Button>
          {mentor.hidden_at ? (
            <Button variant="outline" onClick={() => setMode('show')}>
              Show in search
            </Button>
          ) : mentor.approved ? (
            <Button variant="outline" onClick={() => setMode('hide')}>
              Hide from search
            </Button>
          ) : null}
        </div>
      )}
      {mode === 'hide' ? (
        <StaffActionDialog
          title={`Hide ${name}?`}
          description="From search and booking"
          reasonLabel="Reason (required)"
          confirmLabel="Hide mentor"
          failedMessage="Failed to hide the mentor. Please try again."
          act={(reason) => hideMentor(userId, reason)}
          onClose={() => setMode('view')}
          onDone={done}
        >
          <p>
            They leave the list, their profile page is not found and nobody can book them. Lessons already
            booked stay as they are.
          </p>
        </StaffActionDialog>
      ) : null}
      {mode === 'show' ? (
        <StaffActionDialog
          title={`Show ${name} again?`}
          description="In search and booking"
          confirmLabel="Show mentor"
          failedMessage="Failed to show the mentor. Please try again."
          act={() => showMentor(userId)}
          onClose={() => setMode('view')}
          onDone={done}
        >
          <p>They are listed again and can be booked.</p>
        </StaffActionDialog>
      ) : null}
    </section>
  );
}
