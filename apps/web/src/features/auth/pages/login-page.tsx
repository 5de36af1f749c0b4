import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@app/contract';
import { rememberRedirect } from '../../../shared/storage/storage.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { AuthForms, type AuthTab } from '../components/auth-forms.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

/** /login (AUTH-01..05): the tabbed forms plus the notices the query string asks for. */
export function LoginPage() {
  const [params] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const redirect = params.get('redirect');
  const registered = params.get('registered') === 'true';
  const cleaned = params.get('clean') === '1';
  const logoutFailed = params.get('error') === '1';

  // AUTH-04: where to go after sign-in. rememberRedirect() keeps same-site paths only.
  useEffect(() => {
    if (redirect) rememberRedirect(redirect);
  }, [redirect]);

  return (
    <AuthLayout>
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-bold">Welcome</h1>
        <p className="mt-2 text-neutral-700">Log in to your account, or create one for free.</p>
      </div>
      <div className="mb-4 flex flex-col gap-3 empty:hidden">
        {registered ? (
          <Alert tone="success" title={messages.confirmYourEmail}>
            We have sent a confirmation email to your address. Click the link in it to activate your account,
            then log in.
          </Alert>
        ) : null}
        {logoutFailed ? (
          <Alert tone="error">{messages.logoutFailed}. You have been signed out on this device.</Alert>
        ) : cleaned ? (
          <Alert tone="info">You have been signed out.</Alert>
        ) : null}
      </div>
      {/* A new ?tab= (e.g. the navbar's Join link while here) starts the forms again on that tab. */}
      <AuthForms key={tab} defaultTab={tab} />
    </AuthLayout>
  );
}
