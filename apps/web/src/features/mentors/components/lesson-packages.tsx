/**
 * The mentor's lesson packages on their profile (issue 18 item 2): lessons and length, the price, the price
 * per lesson and the saving against single lessons; a signed-in student buys one on the provider's
 * checkout. A package's lessons become credits with this mentor, valid 6 months.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { buyPackage } from '../api/packages-api.ts';
import { formatEuro } from '../model/format.ts';
import type { MentorProfile } from '../model/types.ts';

const lessonCents = (hourly: number, minutes: number) => Math.round((hourly * minutes) / 60);

export function LessonPackages({
  mentor,
  canBuy,
  goTo = (url) => window.location.assign(url),
}: {
  mentor: MentorProfile;
  canBuy: boolean;
  goTo?: (url: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const buy = useMutation({
    mutationFn: buyPackage,
    onSuccess: (answer) => goTo(answer.payment_link),
    onError: (err) => setError(serverMessage(err) ?? 'The package could not be bought. Please try again.'),
  });
  if (mentor.packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-title" className="rounded-2xl border border-neutral-200 p-5 md:p-6">
      <h2 id="packages-title" className="text-2xl font-bold">
        Lesson packages
      </h2>
      <p className="mt-1 text-neutral-700">
        Buy several lessons at once; the credits are valid for 6 months.
      </p>
      <ul className="mt-4 divide-y divide-neutral-200">
        {mentor.packages.map((pkg) => {
          const minutes = mentor.sessions.find((s) => s.id === pkg.session_id)?.session_time ?? 0;
          const single = lessonCents(mentor.amount_cents, minutes);
          const saving = Math.max(0, pkg.lessons * single - pkg.price_cents);
          const name = `${pkg.lessons} × ${minutes} min lessons`;
          return (
            <li key={pkg.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold">{name}</span> · {formatEuro(pkg.price_cents)} (
                {formatEuro(Math.round(pkg.price_cents / pkg.lessons))} per lesson, you save{' '}
                {formatEuro(saving)})
              </span>
              {canBuy ? (
                <Button
                  size="sm"
                  variant="purple"
                  disabled={buy.isPending}
                  onClick={() => {
                    setError(null);
                    buy.mutate(pkg.id);
                  }}
                  aria-label={`Buy ${name}`}
                >
                  Buy
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}
