import { serverMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useResendConfirmationMutation } from '../api/resend-confirmation.ts';

/** Offered with the 403 "Email not confirmed" login error (rule A3). */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmationMutation();
  if (resend.isSuccess) {
    return (
      <p role="status" className="mt-2 font-medium">
        We sent a new confirmation email to {email}. Click the link in it to activate your account.
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-col items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
      </Button>
      {resend.isError ? (
        <p className="text-sm">
          {serverMessage(resend.error) ?? 'The confirmation email could not be sent. Please try again later.'}
        </p>
      ) : null}
    </div>
  );
}
