/**
 * First name, last name and profile picture (SETTINGS-04..06): the photo is checked in the browser
 * (PNG/JPG, 2 MB), then by content on the server as soon as it is picked (the photo check, issue 17 item
 * 10), and previewed before it is sent; only what changed goes to PUT /api/users/profile/.
 * A save refreshes the session so the navbar shows the new name and picture.
 */
import {
  NAME_MAX_CHARS,
  photoMessages,
  settingsMessages,
  type SettingsResponse,
  type SettingsUser,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { photoRefusal } from '../../../../shared/photos/check-photo.ts';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { settingsQuery } from '../../api/settings.ts';
import { updateProfile } from '../../api/update-profile.ts';
import { photoProblem, profileChanges, type NameAndPhoto } from '../../model/account.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

/**
 * The local preview URL of the chosen photo; the URL is released when another photo replaces it, when it
 * is cleared, and when the form goes away.
 */
function usePhotoPreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setPreview(current.current);
  };
  return { preview, show };
}

export function NameAndPhotoForm({ user }: { user: SettingsUser }) {
  const client = useQueryClient();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, setValue, setError, clearErrors, getFieldState, reset, formState } =
    useForm<NameAndPhoto>({
      ...FORM_OPTIONS,
      defaultValues: { firstName: user.first_name, lastName: user.last_name, photo: null },
    });
  const { errors } = formState;
  const { preview, show } = usePhotoPreview();
  const [success, setSuccess] = useState<string | null>(null);
  const save = useMutation({ mutationFn: updateProfile });

  // The photo is no text input: the file picker sets it, and its check runs as soon as a file is chosen.
  const setPhoto = (file: File | null) => {
    setValue('photo', file);
    show(file);
  };
  const [checking, setChecking] = useState(false);
  const refuse = (input: HTMLInputElement, message: string) => {
    setError('photo', { type: 'validate', message });
    setPhoto(null);
    input.value = '';
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0] ?? null;
    setSuccess(null);
    clearErrors('root');
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return refuse(input, problem);
    clearErrors('photo');
    setPhoto(file);
    setChecking(true);
    const refusal = await photoRefusal(file);
    // A later pick replaced this one while it was being checked: its own check decides.
    if (input.files?.[0] !== file) return;
    setChecking(false);
    if (refusal) refuse(input, refusal);
  };

  // Handed to handleSubmit only in the submit event: the save clears the file input through its ref.
  const send = ({ firstName, lastName, photo }: NameAndPhoto) => {
    const changes = profileChanges({ firstName, lastName, photo }, user);
    if (changes.firstName === '' || changes.lastName === '') {
      setError('root.server', { type: 'validate', message: settingsMessages.nameRequired });
      return;
    }
    if (Object.keys(changes).length === 0) {
      setSuccess(settingsMessages.noChanges);
      return;
    }
    // The photo field is not an input react-hook-form checks: the server's last word on it goes here.
    if (getFieldState('photo').error?.type === 'server') clearErrors('photo');
    save.mutate(
      { firstName: changes.firstName, lastName: changes.lastName, photo: changes.photo ?? undefined },
      {
        onSuccess: (answer) => {
          client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
            old ? { ...old, user: answer.user } : old,
          );
          // The navbar reads the auth check: ask it again so the new name and picture show there.
          void client.invalidateQueries({ queryKey: authCheckKey });
          reset({ firstName: answer.user.first_name, lastName: answer.user.last_name, photo: null });
          show(null);
          if (fileInput.current) fileInput.current.value = '';
          setSuccess(answer.message || settingsMessages.profileUpdated);
        },
        onError: (error) =>
          applyServerErrors(error, setError, {
            fields: { first_name: 'firstName', last_name: 'lastName', profile_picture: 'photo' },
            root: () => readSettingsError(error, settingsMessages.profileUpdateFailed),
          }),
      },
    );
  };

  const photoMessage = errors.photo?.message;
  const shown = preview ?? user.profile_picture;
  return (
    <SettingsSection
      title="Your details"
      description="Your name and picture as mentors and students see them."
    >
      <form
        onSubmit={(event) => {
          setSuccess(null);
          void handleSubmit(send)(event);
        }}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Your details"
      >
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
              onChange={(event) => void choose(event)}
              aria-invalid={photoMessage ? true : undefined}
              aria-describedby={`${fileId}-hint${photoMessage ? ` ${fileId}-error` : ''}`}
              className="text-sm file:mr-3 file:rounded-lg file:border-2 file:border-ink file:bg-white file:px-3 file:py-2 file:font-semibold"
            />
            <p id={`${fileId}-hint`} className="text-sm text-neutral-700">
              PNG or JPG, at most 2 MB.
            </p>
            {checking ? (
              <p role="status" className="text-sm text-neutral-700">
                {photoMessages.checking}
              </p>
            ) : null}
            {photoMessage ? (
              <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {photoMessage}
              </p>
            ) : null}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            maxLength={NAME_MAX_CHARS}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_CHARS}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <FormOutcome error={errors.root?.server?.message} success={success} />
        <Button type="submit" className="self-start" disabled={save.isPending || checking}>
          {save.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </SettingsSection>
  );
}
