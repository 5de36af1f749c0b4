import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useRegisterMutation, type RegisterInput } from '../api/register.ts';
import { passwordsMismatch } from '../model/account-errors.ts';
import { registerErrorMessage } from '../model/register-errors.ts';
import { TermsAndPrivacyLinks } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';

const empty: RegisterInput = { first_name: '', last_name: '', email: '', password: '', password2: '' };

/**
 * The Register tab (AUTH-08, AUTH-09, AUTH-15..18). In the browser only "required" and that the two
 * passwords match are checked (ADR 0048); the server owns every other rule. Success clears the form and
 * goes to /login?registered=true with the email, which the "check your inbox" notice names.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegisterMutation();
  const { register, handleSubmit, reset, setFocus, formState } = useForm<RegisterInput>({
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
    reset(empty);
    await navigate('/login?registered=true', { state: { email: values.email } });
  }

  // The passwords differ: nothing is sent, and the focus goes to the field its message belongs to.
  function onInvalid(errors: FieldErrors<RegisterInput>) {
    if (errors.password2) setFocus('password2');
  }

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" aria-label="Register">
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
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        error={formState.errors.password2?.message}
        {...register('password2', {
          validate: (password2, { password }) => passwordsMismatch(password, password2) ?? true,
        })}
      />
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
