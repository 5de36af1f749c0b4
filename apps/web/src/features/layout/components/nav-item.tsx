import { NavLink } from 'react-router';
import type { NavEntry } from '../model/nav-entries.ts';

interface NavItemProps {
  entry: NavEntry;
  unread: boolean;
  className: string;
  onNavigate?: () => void;
}

/** One navbar link; the current page gets aria-current="page" and a marker, Messages its unread dot. */
export function NavItem({ entry, unread, className, onNavigate }: NavItemProps) {
  const showDot = entry.unreadSlot === true && unread;
  return (
    <NavLink
      to={entry.to}
      end={entry.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? 'bg-brand-soft' : ''}`}
    >
      <span className="relative">
        {entry.label}
        {showDot ? (
          <span aria-hidden="true" className="absolute -right-2.5 -top-0.5 h-2 w-2 rounded-full bg-red-600" />
        ) : null}
      </span>
      {showDot ? <span className="sr-only"> (unread messages)</span> : null}
    </NavLink>
  );
}
