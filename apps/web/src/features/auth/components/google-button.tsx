import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useGoogleSignInEnabled } from '../api/public-config.ts';
import { useSocialLoginMutation } from '../api/social-link.ts';
import { socialLinkErrorMessage } from '../model/social-errors.ts';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z"
      />
    </svg>
  );
}

/** "Continue with Google" (AUTH-07, AUTH-31), shown only when the server has Google sign-in enabled. */
export function GoogleButton() {
  const enabled = useGoogleSignInEnabled();
  const social = useSocialLoginMutation();
  if (!enabled) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-neutral-600" aria-hidden="true">
        <span className="h-px flex-1 bg-neutral-200" />
        or
        <span className="h-px flex-1 bg-neutral-200" />
      </div>
      <Button
        variant="outline"
        className="w-full"
        disabled={social.isPending}
        onClick={() => social.mutate('google')}
      >
        <GoogleMark />
        {social.isPending ? 'Redirecting to Google...' : 'Continue with Google'}
      </Button>
      {social.isError ? <Alert tone="error">{socialLinkErrorMessage(social.error, 'google')}</Alert> : null}
    </div>
  );
}
