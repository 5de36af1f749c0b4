/**
 * The student's "Lesson credits" section (issue 18 item 2): each package's credits with the mentor, the
 * length, what is left and the expiry (its zone named), and "Refund unused credits" behind a confirmation.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../../shared/api/client.ts';
import { formatLongDateTime, viewerZoneName } from '../../../../shared/time/viewer-zone.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { creditsQuery, refundCredits } from '../../api/packages.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

export function CreditsSection() {
  const client = useQueryClient();
  const credits = useQuery(creditsQuery);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const refund = useMutation({
    mutationFn: refundCredits,
    onSuccess: async (answer) => {
      setConfirming(false);
      setOutcome({ success: answer.message });
      await client.invalidateQueries({ queryKey: creditsQuery.queryKey });
    },
    onError: (error) => {
      setConfirming(false);
      setOutcome({ error: serverMessage(error) ?? 'The refund could not be made.' });
    },
  });
  const list = credits.data ?? [];
  return (
    <SettingsSection
      title="Lesson credits"
      description="Lessons of the packages you bought. Credits are valid for 6 months; expired credits are not refunded."
    >
      {list.length === 0 ? (
        <p className="text-neutral-700">You have no lesson credits.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Your lesson credits">
          {list.map((credit) => (
            <li
              key={`${credit.mentor_id}-${credit.session_minutes}-${credit.expires_at}`}
              className="rounded-xl bg-neutral-50 p-3"
            >
              <strong>{credit.mentor_name}</strong>, {credit.session_minutes} minutes: {credit.remaining}{' '}
              left, valid until {formatLongDateTime(credit.expires_at)} ({viewerZoneName(credit.expires_at)})
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && !confirming ? (
        <Button
          variant="outline"
          onClick={() => {
            setOutcome({});
            setConfirming(true);
          }}
        >
          Refund unused credits
        </Button>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm the refund"
          className="flex flex-col gap-3 rounded-xl border border-neutral-300 p-4"
        >
          <p>
            Refund every unused credit? You get back the unspent part of each package price; booked lessons
            stay booked.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => refund.mutate()} disabled={refund.isPending}>
              Yes, refund unused credits
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep my credits
            </Button>
          </div>
        </div>
      ) : null}
      <FormOutcome error={outcome.error} success={outcome.success} />
    </SettingsSection>
  );
}
