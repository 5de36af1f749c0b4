/**
 * The referral section of the Account tab (REFERRAL-05..09): shown only to someone who was referred (the
 * mentor's name) or who may still add a code (within 24 hours of registering). The code is required here;
 * the server's message or error is shown, else the settings fallback.
 */
import { settingsMessages, type SettingsResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { addReferral } from '../../../referral/index.ts';
import { settingsQuery } from '../../api/settings.ts';
import { showsReferralSection } from '../../model/referral.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

export function ReferralSection({ settings }: { settings: SettingsResponse }) {
  const client = useQueryClient();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { code: '' },
  });
  const [success, setSuccess] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: addReferral,
    onSuccess: (answer) => {
      setSuccess(answer?.message || 'Referral code added.');
      reset();
      // The referring mentor now shows here, and the popup over the search stops offering the code.
      void client.invalidateQueries({ queryKey: settingsQuery.queryKey });
      void client.invalidateQueries({ queryKey: authCheckKey });
    },
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: {},
        root: () => readSettingsError(error, settingsMessages.referralFailed),
      }),
  });
  const submit = handleSubmit(({ code }) => add.mutate(code.trim()));

  if (!showsReferralSection(settings)) return null;
  const mentor = settings.user.referral_mentor;

  return (
    <SettingsSection title="Referral">
      {mentor ? (
        <>
          <p>
            You were referred by <strong>{mentor.name}</strong>.
          </p>
          <FormOutcome success={success} />
        </>
      ) : (
        <form
          onSubmit={(event) => {
            setSuccess(null);
            void submit(event);
          }}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Add a referral code"
        >
          <TextField
            label="Referral code"
            autoComplete="off"
            maxLength={64}
            required
            hint="Were you referred by a mentor? Enter their code within 24 hours of signing up."
            {...register('code', {
              validate: (code) => code.trim() !== '' || settingsMessages.referralCodeRequired,
            })}
          />
          <FormOutcome
            error={formState.errors.code?.message ?? formState.errors.root?.server?.message}
            success={success}
          />
          <Button type="submit" className="self-start" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add referral code'}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
