import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/config/app.ts';

/** NAV-02: the logo leads to the mentor list. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/listings"
      className="flex shrink-0 items-center gap-2 rounded-lg font-extrabold tracking-tight"
    >
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M9 18.5a2.5 2.5 0 1 1-2.5-2.5c.36 0 .7.08 1 .2V5.5l11-2.5v12.5a2.5 2.5 0 1 1-1.5-2.3V7.2L9 8.9v9.6Z" />
        </svg>
      </span>
      <span className={compact ? 'sr-only' : 'text-lg'}>{APP_NAME}</span>
    </Link>
  );
}
