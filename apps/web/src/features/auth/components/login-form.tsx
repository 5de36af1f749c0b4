import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useLoginMutation } from '../api/login.ts';
import { destinationAfterLogin } from '../model/destination.ts';
import { loginErrorMessage } from '../model/login-errors.ts';
import { rememberedEmail, updateRememberedEmail } from '../model/remember-email.ts';
import { linkClass, TermsAndPrivacyLinks } from './auth-layout.tsx';
import { GoogleButton } from './google-button.tsx';
import { PasswordField } from './password-field.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';

interface LoginValues {
  email: string;
  password: string;
  remember_me: boolean;
}

/** The Log in tab (AUTH-06, AUTH-07, AUTH-10..14). */
export function LoginForm({ initialEmail }: { initialEmail?: string | undefined }) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [remembered] = useState(rememberedEmail);
  const { register, handleSubmit } = useForm<LoginValues>({
    ...FORM_OPTIONS,
    defaultValues: { email: initialEmail || remembered, password: '', remember_me: remembered !== '' },
  });
  const [submittedEmail, setSubmittedEmail] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);

  const errorView = login.isError ? loginErrorMessage(login.error) : null;

  // The submit button is disabled while pending, which drops focus: move it to the error instead.
  useEffect(() => {
    if (login.error) errorRef.current?.focus();
  }, [login.error]);

  // mutateAsync rather than mutate's callbacks: on the landing page the "Join Today" block (and this
  // form with it) unmounts as soon as the session turns authenticated, and mutate's callbacks would
  // then never run.
  async function onSubmit(values: LoginValues) {
    setSubmittedEmail(values.email);
    let user;
    try {
      user = await login.mutateAsync(values);
    } catch {
      return; // Shown from login.error.
    }
    updateRememberedEmail(values.email, values.remember_me);
    await navigate(destinationAfterLogin(user), { replace: true });
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Log in">
        {errorView ? (
          <div ref={errorRef} tabIndex={-1} className="outline-none focus-visible:outline-2">
            <Alert tone="error">
              {errorView.message}
              {errorView.needsConfirmation ? (
                <ResendConfirmation key={login.submittedAt} email={submittedEmail} />
              ) : null}
            </Alert>
          </div>
        ) : null}
        <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...register('password')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('remember_me')} className="h-5 w-5 accent-brand" />
            Remember me
          </label>
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="tall" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <GoogleButton />
      <p className="text-center text-sm text-neutral-600">
        By continuing you agree to our <TermsAndPrivacyLinks />.
      </p>
    </div>
  );
}
