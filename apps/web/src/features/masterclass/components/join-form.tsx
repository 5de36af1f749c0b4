/**
 * The sign-up form (MASTER-10..16): name (optional) and e-mail for visitors only, the three checkboxes
 * (updates: checked and fixed; newsletter: optional; 18+: a consent the server requires), the button and
 * the idle / joining / joined / error states.
 */
import { useMutation } from '@tanstack/react-query';
import { forwardRef, useId, useState, type FormEvent } from 'react';
import { masterclassMessages as m, formatMasterclassStart, type Masterclass } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { joinMasterclass } from '../api/masterclass.ts';
import { emailProblem, emptyJoinForm, joinFailureText, toJoinPayload } from '../model/join-form.ts';

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
  const [form, setForm] = useState(emptyJoinForm);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { heading: useId(), updates: useId(), newsletter: useId(), adult: useId() };
  const join = useMutation({
    mutationFn: (id: number) => joinMasterclass(id, toJoinPayload(form, signedIn)),
    onSuccess: () => onJoined?.(),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    if (!meeting) return setProblem(m.noMeeting);
    const emailError = emailProblem(form, signedIn);
    setProblem(emailError);
    if (emailError === null) join.mutate(meeting.id);
  };
  const error = problem ?? (join.isError ? joinFailureText(join.error) : null);

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
          <TextField
            label="Name"
            placeholder={m.namePlaceholder}
            autoComplete="name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </>
      )}
      <div className="flex items-start gap-3">
        <input id={ids.updates} type="checkbox" checked disabled readOnly className="mt-1 h-5 w-5" />
        <label htmlFor={ids.updates}>{m.consentLessonUpdates}</label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={ids.newsletter}
          type="checkbox"
          checked={form.newsletter}
          onChange={(e) => setForm({ ...form, newsletter: e.target.checked })}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={ids.newsletter}>{m.consentNewsletter}</label>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={ids.adult}
          type="checkbox"
          checked={form.adult}
          onChange={(e) => setForm({ ...form, adult: e.target.checked })}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={ids.adult}>{m.consent18}</label>
      </div>
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
              {m.startsLabel} {formatMasterclassStart(join.data.start_time_utc)}
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
