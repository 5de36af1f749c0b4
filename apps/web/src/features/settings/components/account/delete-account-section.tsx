/**
 * Account deletion (SETTINGS-09..11, A10): the person types their e-mail address to confirm. The server
 * refuses while they have active bookings and lists them; the list is shown under its sentence. After a
 * deletion the session is gone on the server, so the browser forgets it too and goes to the home page,
 * where the confirmation stays on screen as a toast.
 */
import { settingsMessages, type AuthCheckResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../../shared/api/client.ts';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { clearStoredDataExceptConsent } from '../../../../shared/storage/storage.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { deleteAccount } from '../../api/delete-account.ts';
import { deletionProblem } from '../../model/account.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { SettingsSection } from '../section.tsx';

const signedOut: AuthCheckResponse = { is_authenticated: false, user: null, csrftoken: '' };

/** The server's list under its sentence (the active bookings), without repeating the sentence. */
function refusalDetails(error: unknown, headline: string): string[] {
  if (!(error instanceof ApiError) || !error.body?.errors) return [];
  const lines = Object.values(error.body.errors).flat();
  return [...new Set(lines)].filter((line) => typeof line === 'string' && line && line !== headline);
}

export function DeleteAccountSection({ email }: { email: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [details, setDetails] = useState<string[]>([]);

  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (answer) => {
      toast.success(answer?.message || settingsMessages.deleteSucceeded);
      // Signed out first, then away from this page, then the rest of the cache: a query still on screen
      // would otherwise ask again, get a 401 and send the person to the login page instead.
      client.setQueryData(authCheckKey, signedOut);
      await navigate('/', { replace: true });
      await clearStoredDataExceptConsent();
      client.removeQueries({ type: 'inactive' });
    },
    onError: (error) => {
      const headline = readSettingsError(error, settingsMessages.deleteFailed);
      setProblem(headline);
      setDetails(refusalDetails(error, headline));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = deletionProblem(typed, email);
    setDetails([]);
    setProblem(local);
    if (!local) remove.mutate(typed.trim());
  };

  return (
    <SettingsSection
      title="Delete account"
      description="Deleting your account removes your name, e-mail address, picture and sign-in from Music Mentors. It cannot be undone. You cannot delete your account while you have lessons booked."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Delete account">
        <TextField
          label="Type your email address to confirm"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        <div role="alert">
          {problem ? (
            <div className="rounded-xl border-l-4 border-red-700 bg-red-50 p-3 text-red-800">
              <p>{problem}</p>
              {details.length > 0 ? (
                <ul className="mt-2 list-disc pl-5">
                  {details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="outline"
          className="self-start border-red-700 text-red-800 hover:bg-red-50"
          disabled={remove.isPending}
        >
          {remove.isPending ? 'Deleting...' : 'Delete account'}
        </Button>
      </form>
    </SettingsSection>
  );
}
