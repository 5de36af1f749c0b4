/**
 * Account deletion (SETTINGS-09..11, A10): the person types their e-mail address to confirm. The server
 * refuses while they have active bookings and lists them; the list is shown under its sentence. After a
 * deletion the session is gone on the server, so the browser forgets it too and goes to the home page,
 * where the confirmation stays on screen as a toast.
 */
import { settingsMessages, type AuthCheckResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { clearStoredDataExceptConsent } from '../../../../shared/storage/storage.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { deleteAccount } from '../../api/delete-account.ts';
import { deletionProblem } from '../../model/account.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { SettingsSection } from '../section.tsx';

const signedOut: AuthCheckResponse = { is_authenticated: false, user: null, csrftoken: '' };

export function DeleteAccountSection({ email }: { email: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { typed: '' },
  });
  const problem = formState.errors.typed?.message ?? formState.errors.root?.server?.message;
  // The server's list under its sentence (the active bookings), without repeating the sentence.
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
      // No field here takes the server's lists: they are the bookings in the way.
      const { unmatched } = applyServerErrors(error, setError, { fields: {}, root: () => headline });
      setDetails([...new Set(unmatched)].filter((line) => line !== headline));
    },
  });

  const submit = handleSubmit(({ typed }) => remove.mutate(typed.trim()));

  return (
    <SettingsSection
      title="Delete account"
      description="Deleting your account removes your name, e-mail address, picture and sign-in from Music Mentors. It cannot be undone. You cannot delete your account while you have lessons booked."
    >
      <form
        onSubmit={(event) => {
          setDetails([]);
          void submit(event);
        }}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Delete account"
      >
        <TextField
          label="Type your email address to confirm"
          type="email"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          {...register('typed', { validate: (typed) => deletionProblem(typed, email) ?? true })}
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
