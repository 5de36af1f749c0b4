import { useSearchParams } from 'react-router';
import { messages } from '@app/contract';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useConfirmEmailQuery } from '../api/confirm-email.ts';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { confirmEmailErrorMessage } from '../model/account-errors.ts';

function Failure({ message }: { message: string }) {
  return (
    <>
      <AuthHeading>Email confirmation failed</AuthHeading>
      <p role="alert" className="mb-6 text-lg">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/login?tab=register" className="w-full sm:flex-1">
          Register again
        </ButtonLink>
        <ButtonLink to="/support" variant="outline" className="w-full sm:flex-1">
          Contact support
        </ButtonLink>
      </div>
    </>
  );
}

/** /auth/confirm-email?token= (AUTH-27..30): loading, then success or failure. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmailQuery(token);

  let content;
  if (!token) content = <Failure message={messages.noConfirmationToken} />;
  else if (confirm.isError) content = <Failure message={confirmEmailErrorMessage(confirm.error)} />;
  else if (confirm.isSuccess) {
    content = (
      <>
        <AuthHeading>Email confirmed</AuthHeading>
        <p role="status" className="mb-6 text-lg">
          Your email address is confirmed. You can now log in to your account.
        </p>
        <ButtonLink to="/login" size="tall" className="w-full">
          Log in
        </ButtonLink>
      </>
    );
  } else content = <Spinner label="Confirming your email..." showLabel />;

  return (
    <AuthLayout>
      <AuthCard>{content}</AuthCard>
    </AuthLayout>
  );
}
