import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useResetPasswordMutation, useResetTokenQuery } from '../api/reset-password.ts';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { passwordsMismatch, resetErrorView } from '../model/account-errors.ts';

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
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordsMismatch(password1, password2);
    setMismatch(problem);
    if (!problem) reset.mutate({ password1, password2 });
  }

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

  const serverErrors = reset.isError ? resetErrorView(reset.error) : null;
  return (
    <>
      <AuthHeading intro="Choose a new password for your account.">Reset your password</AuthHeading>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
        {serverErrors?.summary ? <Alert tone="error">{serverErrors.summary}</Alert> : null}
        <PasswordField
          label="New password"
          name="password1"
          autoComplete="new-password"
          required
          value={password1}
          error={serverErrors?.password1}
          onChange={(e) => setPassword1(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="password2"
          autoComplete="new-password"
          required
          value={password2}
          error={mismatch ?? serverErrors?.password2}
          onChange={(e) => setPassword2(e.target.value)}
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
