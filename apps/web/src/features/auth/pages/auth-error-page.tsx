import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { socialErrorText } from '../model/social-errors.ts';

/** /auth/error?error=<code> (AUTH-34, rule A8): a social sign-in failed. */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <AuthCard>
        <AuthHeading>Sign-in failed</AuthHeading>
        <p role="alert" className="mb-6 text-lg">
          {socialErrorText(params.get('error'))}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" className="w-full sm:flex-1">
            Back to log in
          </ButtonLink>
          <ButtonLink to="/support" variant="outline" className="w-full sm:flex-1">
            Contact support
          </ButtonLink>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
