/**
 * The sign-up form (MASTER-10..16): name (optional) and e-mail for visitors only, the three checkboxes
 * (updates: checked and fixed; newsletter: optional; 18+: a consent the server requires, checked here before
 * sending), the button and
 * the idle / joining / joined / error states.
 */
import { useMutation } from '@tanstack/react-query';
import { forwardRef, useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { masterclassMessages as m, formatMasterclassStart, type Masterclass } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { joinMasterclass } from '../api/masterclass.ts';
import {
  emailProblem,
  emptyJoinForm,
  joinFailureText,
  toJoinPayload,
  type JoinForm as JoinValues,
} from '../model/join-form.ts';

/** The join call's fields (API-61) and the form fields that show their refusals. */
const JOIN_FIELDS = { user_email: 'email', user_full_name: 'name', is_18: 'adult' } as const;

interface JoinFormProps {
  meeting: Masterclass | null;
  signedInEmail: string | null;
  onJoined?: () => void;
}

export const JoinForm = forwardRef<HTMLFormElement, JoinFormProps>(function JoinForm(
  { meeting, signedInEmail, onJoined },
  ref,
) {
  const signedIn = signedInEmail !== null;
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: emptyJoinForm(),
  });
  const ids = { heading: useId(), updates: useId(), newsletter: useId(), adult: useId() };
  const join = useMutation({
    mutationFn: ({ id, values }: { id: number; values: JoinValues }) =>
      joinMasterclass(id, toJoinPayload(values, signedIn)),
    onSuccess: () => onJoined?.(),
    // A refusal's field messages go under their fields (the contract's texts); the form-level line is
    // MASTER-16's reading only when no field took one, so "Invalid body: ..." is never what people read.
    onError: (err) =>
      applyServerErrors(err, setError, {
        fields: JOIN_FIELDS,
        root: ({ fieldsTaken, unmatched }) =>
          fieldsTaken ? null : unmatched.length ? unmatched.join(' ') : joinFailureText(err),
      }),
  });
  const submit = handleSubmit((values) => {
    if (meeting) join.mutate({ id: meeting.id, values });
  });
  const onSubmit = (event: FormEvent) => {
    if (join.isPending) return event.preventDefault();
    // Said before the e-mail is checked, as the spec orders them.
    if (!meeting) {
      event.preventDefault();
      clearErrors();
      return setError('root.server', { type: 'validate', message: m.noMeeting });
    }
    void submit(event);
  };
  // MASTER-13/16: one red line, the e-mail's (or the name's) problem or the refusal.
  const { errors } = formState;
  const error = errors.email?.message ?? errors.name?.message ?? errors.root?.server?.message;
  const adultError = errors.adult?.message;

  return (
    <form
      ref={ref}
      tabIndex={-1}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={ids.heading}
      className="flex flex-col gap-4 rounded-2xl border-2 border-ink bg-white p-6 outline-none"
    >
      <h2 id={ids.heading} className="text-2xl font-bold">
        {m.formHeading}
      </h2>
      {signedIn ? (
        <p>{m.signedInAs(signedInEmail)}</p>
      ) : (
        <>
          <TextField label="Name" placeholder={m.namePlaceholder} autoComplete="name" {...register('name')} />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...register('email', {
              validate: (_email, values) => emailProblem(values, signedIn) ?? true,
            })}
          />
        </>
      )}
      <div className="flex items-start gap-3">
        <input id={ids.updates} type="checkbox" checked disabled readOnly className="mt-1 h-5 w-5" />
        <label htmlFor={ids.updates}>{m.consentLessonUpdates}</label>
      </div>
      <div className="flex items-start gap-3">
        <input id={ids.newsletter} type="checkbox" {...register('newsletter')} className="mt-1 h-5 w-5" />
        <label htmlFor={ids.newsletter}>{m.consentNewsletter}</label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={ids.adult}
          type="checkbox"
          aria-invalid={adultError ? true : undefined}
          aria-describedby={adultError ? `${ids.adult}-error` : undefined}
          // K5: the server refuses a seat without it; said here before anything is sent.
          {...register('adult', { validate: (adult) => adult || m.mustBe18 })}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={ids.adult}>{m.consent18}</label>
      </div>
      {adultError ? (
        <p id={`${ids.adult}-error`} role="alert" className="-mt-2 text-sm font-medium text-red-700">
          {adultError}
        </p>
      ) : null}
      <Button type="submit" disabled={join.isPending || join.isSuccess} className="self-start">
        {join.isPending ? m.submitting : m.submit}
      </Button>
      <div aria-live="polite">
        {join.isSuccess ? (
          <div
            role="status"
            className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-900"
          >
            <p>{m.joined}</p>
            <p className="mt-1">
              {m.startsLabel} {formatMasterclassStart(join.data.start_time_utc, viewerTimeZone())}
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
});
