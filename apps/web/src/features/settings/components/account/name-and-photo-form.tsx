/**
 * First name, last name and profile picture (SETTINGS-04..06): the photo is checked in the browser
 * (PNG/JPG, 2 MB) and previewed before it is sent; only what changed goes to PUT /api/users/profile/.
 * A save refreshes the session so the navbar shows the new name and picture.
 */
import { NAME_MAX_CHARS, settingsMessages, type SettingsResponse, type SettingsUser } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { settingsKey } from '../../api/settings.ts';
import { updateProfile } from '../../api/update-profile.ts';
import { photoProblem, profileChanges } from '../../model/account.ts';
import { fieldErrors, readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

/**
 * The chosen photo with a local preview URL; the URL is released when another photo replaces it, when it
 * is cleared, and when the form goes away.
 */
function useChosenPhoto() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file ? URL.createObjectURL(file) : null;
    current.current = url;
    setChosen(file && url ? { file, url } : null);
  };
  return { photo: chosen?.file ?? null, preview: chosen?.url ?? null, choose };
}

export function NameAndPhotoForm({ user }: { user: SettingsUser }) {
  const client = useQueryClient();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const { photo, preview, choose: setPhoto } = useChosenPhoto();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      client.setQueryData<SettingsResponse>(settingsKey, (old) =>
        old ? { ...old, user: answer.user } : old,
      );
      // The navbar reads the auth check: ask it again so the new name and picture show there.
      void client.invalidateQueries({ queryKey: authCheckKey });
      setFirstName(answer.user.first_name);
      setLastName(answer.user.last_name);
      setPhoto(null);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome({ success: answer.message || settingsMessages.profileUpdated });
    },
    onError: (error) => setOutcome({ error: readSettingsError(error, settingsMessages.profileUpdateFailed) }),
  });
  const serverFields = save.error ? fieldErrors(save.error) : {};
  const photoMessage = photoError ?? serverFields.profile_picture ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setOutcome({});
    if (!file) return;
    const problem = photoProblem(file);
    setPhotoError(problem);
    if (problem) {
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setPhoto(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = profileChanges({ firstName, lastName, photo }, user);
    if (changes.firstName === '' || changes.lastName === '') {
      setOutcome({ error: settingsMessages.nameRequired });
      return;
    }
    if (Object.keys(changes).length === 0) {
      setOutcome({ success: settingsMessages.noChanges });
      return;
    }
    setOutcome({});
    save.mutate({
      firstName: changes.firstName,
      lastName: changes.lastName,
      photo: changes.photo ?? undefined,
    });
  };

  const shown = preview ?? user.profile_picture;
  return (
    <SettingsSection
      title="Your details"
      description="Your name and picture as mentors and students see them."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Your details">
        <div className="flex flex-wrap items-center gap-4">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of your new profile picture' : 'Your profile picture'}
              className="h-24 w-24 rounded-full border-2 border-ink object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-24 w-24 items-center justify-center rounded-full bg-lime text-3xl font-bold"
            >
              {user.first_name.charAt(0).toUpperCase() || '?'}
            </span>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Profile picture
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              onChange={choose}
              aria-invalid={photoMessage ? true : undefined}
              aria-describedby={`${fileId}-hint${photoMessage ? ` ${fileId}-error` : ''}`}
              className="text-sm file:mr-3 file:rounded-lg file:border-2 file:border-ink file:bg-white file:px-3 file:py-2 file:font-semibold"
            />
            <p id={`${fileId}-hint`} className="text-sm text-neutral-700">
              PNG or JPG, at most 2 MB.
            </p>
            {photoMessage ? (
              <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
                {photoMessage}
              </p>
            ) : null}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoComplete="given-name"
            maxLength={NAME_MAX_CHARS}
            error={serverFields.first_name}
          />
          <TextField
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            autoComplete="family-name"
            maxLength={NAME_MAX_CHARS}
            error={serverFields.last_name}
          />
        </div>
        <FormOutcome error={outcome.error} success={outcome.success} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </SettingsSection>
  );
}
