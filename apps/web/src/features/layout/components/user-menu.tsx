/**
 * The signed-in user's menu (NAV-07): a disclosure button showing the first name that opens a list of
 * links and Logout. Escape or a click elsewhere closes it; focus returns to the button on Escape.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@app/contract';
import type { NavEntry } from '../model/nav-entries.ts';

interface UserMenuProps {
  user: SessionUser;
  entries: NavEntry[];
  onLogout: () => void;
  loggingOut: boolean;
  onOpenChange: (open: boolean) => void;
}

export function UserMenu({ user, entries, onLogout, loggingOut, onOpenChange }: UserMenuProps) {
  const [open, setOpenState] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange(next);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpenState(false);
        onOpenChange(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const itemClass =
    'flex w-full items-center rounded-lg px-3 py-2.5 text-left font-medium hover:bg-brand-soft';
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // The visible first name starts the label (WCAG 2.5.3); one label avoids "Sam , account menu".
        aria-label={`${user.first_name}, account menu`}
        onClick={() => setOpen(!open)}
        className="flex h-11 items-center gap-2 rounded-full border-2 border-ink py-1 pl-1 pr-3 font-semibold hover:bg-brand-soft"
      >
        {user.profile_picture ? (
          <img src={user.profile_picture} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-lime">
            {user.first_name.charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <span className="max-w-32 truncate">{user.first_name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-2xl border-2 border-ink bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 pb-2 pt-1 text-sm text-neutral-700">{user.email}</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={itemClass} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-ink/10 pt-1">
            <button type="button" className={itemClass} onClick={onLogout} disabled={loggingOut}>
              {loggingOut ? 'Logging out...' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
