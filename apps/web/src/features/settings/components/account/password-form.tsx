/**
 * Password change (SETTINGS-07, SETTINGS-08): the three fields are checked in the spec's order before
 * anything is sent; the server then checks the current password and its password rules (A2).
 */
import { settingsMessages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { changePassword } from '../../api/change-password.ts';
import { passwordProblem, PASSWORD_MIN_CHARS, type PasswordInput } from '../../model/account.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

const empty: PasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: empty,
  });
  const { errors } = formState;
  const [success, setSuccess] = useState<string | null>(null);
  const change = useMutation({ mutationFn: changePassword });

  const save = handleSubmit((fields) =>
    change.mutate(
      { old_password: fields.oldPassword, new_password: fields.newPassword },
      {
        onSuccess: (answer) => {
          reset(empty);
          setSuccess(answer?.message || settingsMessages.passwordChanged);
        },
        onError: (error) =>
          applyServerErrors(error, setError, {
            fields: { old_password: 'oldPassword', new_password: 'newPassword' },
            root: () => readSettingsError(error, settingsMessages.passwordChangeFailed),
          }),
      },
    ),
  );

  return (
    <SettingsSection title="Change password">
      <form
        onSubmit={(event) => {
          setSuccess(null);
          void save(event);
        }}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Change password"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_CHARS} characters.`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          {/* The three fields are checked together, in the spec's order; the one message shows below. */}
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword', {
              validate: (_confirm, fields) => passwordProblem(fields) ?? true,
            })}
          />
        </div>
        <FormOutcome
          error={errors.confirmPassword?.message ?? errors.root?.server?.message}
          success={success}
        />
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
