import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { useSearchParams } from 'react-router';
import { messages } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useResetPasswordMutation, useResetTokenQuery } from '../api/reset-password.ts';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { passwordsMismatch } from '../model/account-errors.ts';

function InvalidToken({ message }: { message: string }) {
  return (
    <>
      <AuthHeading>Reset link not valid</AuthHeading>
      <p role="alert" className="mb-6 text-lg">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/forgot-password" className="w-full sm:flex-1">
          Request a new link
        </ButtonLink>
        <ButtonLink to="/login" variant="outline" className="w-full sm:flex-1">
          Back to log in
        </ButtonLink>
      </div>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation(token);
  const { register, handleSubmit, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { password1: '', password2: '' },
  });
  const { errors } = formState;

  // AUTH-26: the server's password messages under their fields (`password` is the first field's too);
  // the fixed sentence only when no field can carry them.
  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) =>
        applyServerErrors(error, setError, {
          fields: { password1: 'password1', password: 'password1', password2: 'password2' },
          allMessages: true,
          root: ({ fieldsTaken }) => (fieldsTaken ? null : messages.resetFailed),
        }),
    }),
  );

  if (reset.isSuccess) {
    return (
      <>
        <AuthHeading>Password changed</AuthHeading>
        <p role="status" className="mb-6 text-lg">
          Your password has been reset. You can now log in with your new password.
        </p>
        <ButtonLink to="/login" size="tall" className="w-full">
          Log in
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <AuthHeading intro="Choose a new password for your account.">Reset your password</AuthHeading>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          error={errors.password1?.message}
          {...register('password1')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.password2?.message}
          {...register('password2', {
            validate: (password2, { password1 }) => passwordsMismatch(password1, password2) ?? true,
          })}
        />
        <Button type="submit" size="tall" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </>
  );
}

/** /auth/reset-password?token= (AUTH-22..26): verify the token, then the form, then success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useResetTokenQuery(token);

  let content;
  if (!token) content = <InvalidToken message={messages.noResetToken} />;
  else if (verify.isError) content = <InvalidToken message={messages.invalidResetToken} />;
  else if (verify.isSuccess) content = <ResetForm token={token} />;
  else content = <Spinner label="Checking your reset link..." showLabel />;

  return (
    <AuthLayout>
      <AuthCard>{content}</AuthCard>
    </AuthLayout>
  );
}
