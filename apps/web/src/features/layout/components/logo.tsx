import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/config/app.ts';

/**
 * NAV-02: the logo leads to the mentor list. `wordmark`: 'wide' shows the name only from 1536 px and below
 * 1280 px, where the signed-in bar has room for it (its entries show from 1280 px).
 */
export function Logo({
  compact = false,
  wordmark = 'always',
}: {
  compact?: boolean;
  wordmark?: 'always' | 'wide';
}) {
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
      <span className={compact ? 'sr-only' : wordmark === 'wide' ? 'text-lg xl:max-2xl:sr-only' : 'text-lg'}>
        {APP_NAME}
      </span>
    </Link>
  );
}
