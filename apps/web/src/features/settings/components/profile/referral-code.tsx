/**
 * The mentor's referral code to share (REFERRAL-10, REFERRAL-11), with a copy button. Students who sign
 * up with it within 24 hours are linked to the mentor, whose fee on their lessons is 5% in total.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';

export function ReferralCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), 3000);
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">Your referral code</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="rounded-lg border-2 border-dashed border-ink px-4 py-2 text-lg font-bold tracking-wider">
          {code}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy code
        </Button>
        <span role="status" className="text-sm text-neutral-800">
          {copied === 'yes'
            ? 'Copied!'
            : copied === 'failed'
              ? 'Copy failed: select the code and copy it.'
              : ''}
        </span>
      </div>
      <p className="text-sm text-neutral-700">
        Share it with new students: when they add it within 24 hours of signing up, your fee on their lessons
        is 5% in total.
      </p>
    </div>
  );
}
