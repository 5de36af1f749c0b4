import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useRegisterMutation, type RegisterInput } from '../api/register.ts';
import { registerErrorMessage } from '../model/register-errors.ts';
import { TermsAndPrivacyLinks } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

const empty: RegisterInput = { first_name: '', last_name: '', email: '', password: '', password2: '' };

/**
 * The Register tab (AUTH-08, AUTH-09, AUTH-15..18). Only "required" is checked in the browser; the
 * server owns every other rule. Success goes to /login?registered=true with the email to prefill.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegisterMutation();
  const { register, handleSubmit } = useForm<RegisterInput>({
    ...FORM_OPTIONS,
    defaultValues: empty,
  });
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (registration.error) errorRef.current?.focus();
  }, [registration.error]);

  // The browser's own `required` check runs before handleSubmit, as it did before.
  const field = (name: keyof RegisterInput) => ({ required: true, ...register(name) });

  async function onSubmit(values: RegisterInput) {
    try {
      await registration.mutateAsync(values);
    } catch {
      return; // Shown from registration.error.
    }
    await navigate('/login?registered=true', { state: { email: values.email } });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Register">
      {registration.isError ? (
        <div ref={errorRef} tabIndex={-1} className="outline-none focus-visible:outline-2">
          <Alert tone="error">{registerErrorMessage(registration.error)}</Alert>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('password2')} />
      <p className="text-sm text-neutral-700">
        By creating an account you confirm that you are at least 18 years old and that you accept
        responsibility for any minors using your account. You also agree to our <TermsAndPrivacyLinks />.
      </p>
      <Button type="submit" size="tall" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
