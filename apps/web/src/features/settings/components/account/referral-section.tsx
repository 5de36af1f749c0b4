/**
 * The referral section of the Account tab (REFERRAL-05..09): shown only to someone who was referred (the
 * mentor's name) or who may still add a code (within 24 hours of registering). The code is required here;
 * the server's message or error is shown, else the settings fallback.
 */
import { settingsMessages, type SettingsResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authCheckKey } from '../../../../shared/session/auth-check.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { addReferral } from '../../../referral/api/add-referral.ts';
import { settingsKey } from '../../api/settings.ts';
import { showsReferralSection } from '../../model/referral.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

export function ReferralSection({ settings }: { settings: SettingsResponse }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const add = useMutation({
    mutationFn: addReferral,
    onSuccess: (answer) => {
      setOutcome({ success: answer?.message || 'Referral code added.' });
      setCode('');
      // The referring mentor now shows here, and the popup over the search stops offering the code.
      void client.invalidateQueries({ queryKey: settingsKey });
      void client.invalidateQueries({ queryKey: authCheckKey });
    },
    onError: (error) => setOutcome({ error: readSettingsError(error, settingsMessages.referralFailed) }),
  });

  if (!showsReferralSection(settings)) return null;
  const mentor = settings.user.referral_mentor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setOutcome({ error: settingsMessages.referralCodeRequired });
      return;
    }
    setOutcome({});
    add.mutate(trimmed);
  };

  return (
    <SettingsSection title="Referral">
      {mentor ? (
        <>
          <p>
            You were referred by <strong>{mentor.name}</strong>.
          </p>
          <FormOutcome success={outcome.success} />
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Add a referral code">
          <TextField
            label="Referral code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            maxLength={64}
            required
            hint="Were you referred by a mentor? Enter their code within 24 hours of signing up."
          />
          <FormOutcome error={outcome.error} success={outcome.success} />
          <Button type="submit" className="self-start" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add referral code'}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
