/**
 * The calendar subscription address (issue 22 item 2): shown read-only with a copy button, and replaced
 * after a confirmation (the old address stops working at once).
 */
import { calendarFeedMessages as m } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { calendarFeedQuery, rotateCalendarFeed } from '../../api/calendar-feed.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), 3000);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {m.copy}
      </Button>
      <span role="status" className="text-sm text-neutral-800">
        {copied === 'yes' ? m.copied : copied === 'failed' ? m.copyFailed : ''}
      </span>
    </>
  );
}

export function CalendarFeedSection() {
  const client = useQueryClient();
  const feed = useQuery(calendarFeedQuery);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (answer) => {
      client.setQueryData(calendarFeedQuery.queryKey, answer);
      setConfirming(false);
      setDone(m.rotated);
    },
  });

  return (
    <SettingsSection title={m.heading} description={m.description}>
      {feed.data ? (
        <div className="flex flex-col gap-3">
          <label htmlFor={id} className="font-medium">
            {m.addressLabel}
          </label>
          <input
            id={id}
            readOnly
            value={feed.data.url}
            className="w-full rounded-xl border border-neutral-400 p-2 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={feed.data.url} />
          </div>
          {confirming ? (
            <div className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3">
              <p>{m.rotateConfirm}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
                  {m.rotateYes}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  {m.rotateNo}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => {
                setDone(null);
                setConfirming(true);
              }}
            >
              {m.rotate}
            </Button>
          )}
        </div>
      ) : null}
      <FormOutcome
        error={feed.isError ? m.loadFailed : rotate.isError ? m.rotateFailed : null}
        success={done}
      />
    </SettingsSection>
  );
}
