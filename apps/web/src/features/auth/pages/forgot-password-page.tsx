import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Link } from 'react-router';
import { messages } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { AuthCard, AuthHeading, AuthLayout, linkClass } from '../components/auth-layout.tsx';

/** /forgot-password (AUTH-19..21). The answer never reveals whether the account exists (rule A4). */
export function ForgotPasswordPage() {
  const { register, handleSubmit } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { email: '' },
  });
  const forgot = useForgotPasswordMutation();

  return (
    <AuthLayout>
      <AuthCard>
        <AuthHeading
          intro={
            forgot.isSuccess
              ? undefined
              : "Enter your email and we'll send you a link to choose a new password."
          }
        >
          Forgot your password?
        </AuthHeading>
        {forgot.isSuccess ? (
          <div className="flex flex-col gap-6">
            <Alert tone="success">{messages.forgotPasswordSent}</Alert>
            <ButtonLink to="/login" size="tall" className="w-full">
              Back to log in
            </ButtonLink>
          </div>
        ) : (
          <form
            onSubmit={handleSubmit(({ email }) => forgot.mutate(email))}
            className="flex flex-col gap-4"
            aria-label="Reset password request"
          >
            {forgot.isError ? <Alert tone="error">{messages.resetEmailFailed}</Alert> : null}
            <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
            <Button type="submit" size="tall" className="w-full" disabled={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="text-center text-sm">
              Remembered it?{' '}
              <Link to="/login" className={linkClass}>
                Back to log in
              </Link>
            </p>
          </form>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
