import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** The frame of every auth page: a centred white card on the soft brand background. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-brand-soft px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">{children}</div>
    </div>
  );
}

/** A white card; `embedded` drops the card chrome, the host section (landing page) provides its own. */
export function AuthCard({ children, embedded = false }: { children: ReactNode; embedded?: boolean }) {
  if (embedded) return <div className="w-full">{children}</div>;
  return <div className="w-full rounded-3xl bg-white p-6 shadow-xl shadow-brand/20 sm:p-8">{children}</div>;
}

export function AuthHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{children}</h1>
      {intro ? <p className="mt-2 text-neutral-700">{intro}</p> : null}
    </div>
  );
}

export const linkClass =
  'font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';

/** "Terms of Service and Privacy Policy" as links (LEGAL-10), closing the consent sentence of both forms. */
export function TermsAndPrivacyLinks() {
  return (
    <>
      <Link to="/terms" className={linkClass}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
    </>
  );
}
