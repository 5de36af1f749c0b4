import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../../shared/session/auth-check.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AuthCard, AuthLayout } from '../components/auth-layout.tsx';
import { destinationAfterLogin } from '../model/destination.ts';

const failure = '/auth/error?error=authentication_failed';

/** /callback (AUTH-33, rule A8): the Google return. Checks the session, then continues as after login. */
export function CallbackPage() {
  const navigate = useNavigate();
  // The stored redirect is consumed once: the StrictMode double effect must not run this twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshSession()
      .then((check) => (check.is_authenticated && check.user ? destinationAfterLogin(check.user) : failure))
      .catch(() => failure)
      .then((target) => navigate(target, { replace: true }))
      .catch(() => undefined);
  }, [navigate]);

  return (
    <AuthLayout>
      <AuthCard>
        <Spinner label="Signing you in..." showLabel />
      </AuthCard>
    </AuthLayout>
  );
}
