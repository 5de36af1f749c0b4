/**
 * /support (SUPPORT-01..12): the contact form (reason, e-mail, booking reference for Booking issues and
 * Refund, message), the FAQ at #faq and the contact block. Open to everyone; a signed-in user's e-mail is
 * prefilled and stays editable (they may want the answer elsewhere). `?reason=` preselects a reason.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SUPPORT_FAQ, SUPPORT_MESSAGE_MAX, SUPPORT_REASONS, supportMessages as m } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FaqAccordion } from '../../../shared/ui/faq-accordion.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { publicConfigQuery } from '../../../shared/config/public-config.ts';
import { createSupportTicket } from '../api/support.ts';
import {
  asksForReference,
  canSubmit,
  emptyForm,
  failureToast,
  reasonFromQuery,
  toPayload,
  type SupportForm,
} from '../model/support-form.ts';

/** The server's field names (R1) and the form's. */
const SERVER_FIELDS = {
  type: 'type',
  email: 'email',
  booking_reference: 'bookingReference',
  message: 'message',
} as const;

export function SupportPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const sessionEmail = session.user?.email ?? '';
  const reason = params.get('reason');
  // The session's address (SUPPORT-05) fills the e-mail even when the session answers after the first
  // render; whatever the person typed stays (keepDirtyValues).
  const values = useMemo(
    () => ({ ...emptyForm(sessionEmail), type: reasonFromQuery(reason) }),
    [sessionEmail, reason],
  );
  const { control, register, handleSubmit, reset, getValues, setError, formState } = useForm<SupportForm>({
    ...FORM_OPTIONS,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;
  const form = useWatch({ control }) as SupportForm;
  const [submitted, setSubmitted] = useState(false);
  const config = useQuery(publicConfigQuery);
  const ids = { reason: useId(), message: useId(), messageError: useId(), messageCount: useId() };

  const send = useMutation({
    mutationFn: createSupportTicket,
    onSuccess: ({ reference_number }) => {
      toast.success(m.created, { description: `${m.referenceLabel} ${reference_number}` });
      setSubmitted(true);
      // A new, empty request; the keepDirtyValues kept for the session's late answer must not keep the
      // sent message here.
      reset(emptyForm(getValues('email')), { keepDirtyValues: false });
    },
    onError: (error) => {
      const { title, description } = failureToast(error);
      toast.error(title, { description });
      // The sentence went to the toast; the fields show their own messages.
      applyServerErrors(error, setError, { fields: SERVER_FIELDS, root: () => null });
    },
  });
  // Any edit takes the "submitted" banner away.
  const field = (name: keyof SupportForm) => register(name, { onChange: () => setSubmitted(false) });
  const onSubmit = handleSubmit((values) => {
    if (canSubmit(values) && !send.isPending) send.mutate(toPayload(values));
  });
  const supportEmail = config.data?.support_email;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 md:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-extrabold tracking-tight">{m.title}</h1>
        <p className="text-lg">{m.intro}</p>
        {session.status === 'authenticated' ? (
          <p>
            <Link to="/support/requests" className="font-semibold underline">
              {m.myLink}
            </Link>
          </p>
        ) : null}
      </header>

      <div aria-live="polite">{submitted ? <Alert tone="success">{m.banner}</Alert> : null}</div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Support request">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.reason} className="text-sm font-semibold">
            Reason
          </label>
          {/* Controlled, as before: the preselected reason (?reason=) shows on the first render. */}
          <Controller
            control={control}
            name="type"
            rules={{ onChange: () => setSubmitted(false) }}
            render={({ field: select }) => (
              <select
                id={ids.reason}
                required
                {...select}
                aria-invalid={errors.type ? true : undefined}
                className="min-h-[58px] w-full rounded-xl border-2 border-neutral-300 bg-white px-3"
              >
                <option value="">Select a reason</option>
                {SUPPORT_REASONS.map((reason) => (
                  <option key={reason.code} value={reason.code}>
                    {reason.label}
                  </option>
                ))}
              </select>
            )}
          />
          {errors.type ? <p className="text-sm font-medium text-red-700">{errors.type.message}</p> : null}
        </div>

        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...field('email')}
          error={errors.email?.message}
        />

        {asksForReference(form) ? (
          <TextField
            label="Booking reference"
            required
            placeholder="LES-123"
            {...field('bookingReference')}
            hint={m.referenceHint}
            error={errors.bookingReference?.message}
          />
        ) : null}

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.message} className="text-sm font-semibold">
            Message
          </label>
          <textarea
            id={ids.message}
            required
            rows={6}
            maxLength={SUPPORT_MESSAGE_MAX}
            {...field('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${ids.messageCount} ${ids.messageError}` : ids.messageCount}
            className="w-full rounded-xl border-2 border-neutral-300 bg-white p-4 text-base focus:border-ink"
          />
          <p id={ids.messageCount} className="text-sm text-neutral-600">
            {form.message.length}/{SUPPORT_MESSAGE_MAX}
          </p>
          {errors.message ? (
            <p id={ids.messageError} className="text-sm font-medium text-red-700">
              {errors.message.message}
            </p>
          ) : null}
        </div>

        <Button type="submit" disabled={!canSubmit(form) || send.isPending} className="self-start">
          {send.isPending ? m.submitting : m.submit}
        </Button>
      </form>

      <FaqAccordion id="faq" title={m.faqHeading} items={SUPPORT_FAQ} />

      <section
        aria-labelledby="support-contact"
        className="rounded-2xl border-2 border-ink bg-brand-soft p-6"
      >
        <h2 id="support-contact" className="text-2xl font-bold">
          {m.contactHeading}
        </h2>
        <p className="mt-2">
          {supportEmail ? (
            <>
              Write to us at{' '}
              <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
              .
            </>
          ) : (
            'Write to us by email.'
          )}
        </p>
        <p className="mt-1">{m.replyPromise}</p>
      </section>
    </div>
  );
}
