/**
 * Password change (SETTINGS-07, SETTINGS-08): the three fields are checked in the spec's order before
 * anything is sent; the server then checks the current password and its password rules (A2).
 */
import { settingsMessages } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { changePassword } from '../../api/change-password.ts';
import { passwordProblem, PASSWORD_MIN_CHARS } from '../../model/account.ts';
import { fieldErrors, readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const [fields, setFields] = useState(empty);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      setFields(empty);
      setOutcome({ success: answer?.message || settingsMessages.passwordChanged });
    },
    onError: (error) =>
      setOutcome({ error: readSettingsError(error, settingsMessages.passwordChangeFailed) }),
  });
  const serverFields = change.error ? fieldErrors(change.error) : {};

  const set = (key: keyof typeof empty) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(fields);
    if (problem) {
      setOutcome({ error: problem });
      return;
    }
    setOutcome({});
    change.mutate({ old_password: fields.oldPassword, new_password: fields.newPassword });
  };

  return (
    <SettingsSection title="Change password">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change password">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={(e) => set('oldPassword')(e.target.value)}
          error={serverFields.old_password}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={fields.newPassword}
            onChange={(e) => set('newPassword')(e.target.value)}
            hint={`At least ${PASSWORD_MIN_CHARS} characters.`}
            error={serverFields.new_password}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
        </div>
        <FormOutcome error={outcome.error} success={outcome.success} />
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
