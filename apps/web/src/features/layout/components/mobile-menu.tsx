/**
 * NAV-08: the slide-in menu of small screens (a modal sheet: focus trapped, Escape closes, labelled
 * "Menu"). It repeats the bar's entries and shows the signed-in user's email. Loaded on first use.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { SessionState } from '../../../shared/session/auth-check.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import type { NavEntries } from '../model/nav-entries.ts';
import { JoinLessonSlot } from './join-lesson-slot.tsx';
import { NavItem } from './nav-item.tsx';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: SessionState;
  entries: NavEntries;
  unread: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  /** The menu button, which gets focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

const itemClass = 'flex items-center rounded-xl px-3 py-3 text-lg font-semibold hover:bg-brand-soft';

export function MobileMenu({
  open,
  onOpenChange,
  session,
  entries,
  unread,
  onLogout,
  loggingOut,
  opener,
}: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" side="right" returnFocusTo={opener}>
      {session.status === 'authenticated' ? (
        <div className="mb-4 rounded-2xl bg-brand-soft p-4">
          <p className="font-bold">{session.user.first_name}</p>
          <p className="truncate text-sm text-neutral-800">{session.user.email}</p>
        </div>
      ) : null}
      {/* NAV-11: the join control again, since the bar behind this modal sheet cannot be reached. */}
      <JoinLessonSlot placement="menu" />
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {entries.main.map((entry) => (
            <li key={entry.to}>
              <NavItem entry={entry} unread={unread} className={itemClass} onNavigate={close} />
            </li>
          ))}
        </ul>
        {entries.account.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-1 border-t border-ink/10 pt-3">
            {entries.account.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className={itemClass} onClick={close}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <div className="mt-auto flex flex-col gap-3 pt-6">
        {entries.auth.map((entry, index) => (
          <Link
            key={entry.to}
            to={entry.to}
            onClick={close}
            className={buttonClasses(index === 0 ? 'outline' : 'primary', 'md', 'w-full')}
          >
            {entry.label}
          </Link>
        ))}
        {session.status === 'authenticated' ? (
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className={buttonClasses('outline', 'md', 'w-full')}
          >
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
