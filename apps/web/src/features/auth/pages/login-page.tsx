import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { messages } from '@app/contract';
import { rememberRedirect } from '../../../shared/storage/storage.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { AuthForms, emailFromState, type AuthTab } from '../components/auth-forms.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResendConfirmation } from '../components/resend-confirmation.tsx';

/** /login (AUTH-01..05): the tabbed forms plus the notices the query string asks for. */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const redirect = params.get('redirect');
  const registered = params.get('registered') === 'true';
  const cleaned = params.get('clean') === '1';
  const logoutFailed = params.get('error') === '1';
  // The address just registered; absent after a reload in a new tab or from a bookmark.
  const registeredEmail = registered ? emailFromState(location.state) : undefined;
  const inboxNotice = useRef<HTMLDivElement>(null);

  // Right after registering the page stays where the form was (low on a phone): bring the notice into
  // view and read it, instead of leaving the user on the Log in form below it.
  useEffect(() => {
    if (registeredEmail) inboxNotice.current?.focus();
  }, [registeredEmail, location.key]);

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
          <div ref={inboxNotice} tabIndex={-1} className="rounded-xl outline-none focus-visible:outline-2">
            <Alert tone="success" title={messages.confirmYourEmail}>
              {registeredEmail ? (
                <>
                  <p>
                    Check your inbox: we have sent a confirmation email to{' '}
                    <strong className="break-all">{registeredEmail}</strong>. Click the link in it to activate
                    your account, then log in below.
                  </p>
                  <p className="mt-2 text-sm">
                    Nothing there after a few minutes? Look in your spam folder, or send the email again.
                  </p>
                  <ResendConfirmation email={registeredEmail} />
                </>
              ) : (
                <>
                  We have sent a confirmation email to your address. Click the link in it to activate your
                  account, then log in.
                </>
              )}
            </Alert>
          </div>
        ) : null}
        {logoutFailed ? (
          <Alert tone="error">{messages.logoutFailed}. You have been signed out on this device.</Alert>
        ) : cleaned ? (
          <Alert tone="info">You have been signed out.</Alert>
        ) : null}
      </div>
      {/* A new ?tab= (e.g. the navbar's Join link while here) starts the forms again on that tab. */}
      {/* After registering, the forms start again too: the Register tab cleared, the Log in tab shown. */}
      <AuthForms key={registered ? 'registered' : tab} defaultTab={tab} />
    </AuthLayout>
  );
}
