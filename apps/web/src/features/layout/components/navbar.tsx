/**
 * The top bar (NAV-01..13): logo, the entries of the person's role, the user menu or Log in / Join, and
 * on small screens a menu button opening the slide-in menu. It hides while scrolling down.
 *
 * Room (issue 17 item 11): a signed-in bar holds six entries, the "Starting in N min" pill and the user
 * menu. Below 1280 px the entries live in the slide-in menu (the user menu stays in the bar from 1024 px);
 * from 1280 to 1535 px the entries are a little tighter and a signed-in user's logo shows its mark only
 * (the name stays its accessible name), so the user menu is never pushed out of the window.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { useHideOnScroll } from '../hooks/use-hide-on-scroll.ts';
import { useUnreadMessages } from '../hooks/use-unread-messages.ts';
import { navEntries } from '../model/nav-entries.ts';
import { JoinLessonSlot } from './join-lesson-slot.tsx';
import { Logo } from './logo.tsx';
import { MasterclassBanner } from './masterclass-banner.tsx';
import { NavItem } from './nav-item.tsx';
import { UserMenu } from './user-menu.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export interface NavbarProps {
  onLogout: () => void;
  loggingOut: boolean;
}

export function Navbar({ onLogout, loggingOut }: NavbarProps) {
  const session = useSession();
  const entries = navEntries(session);
  const unread = useUnreadMessages(entries.main.some((entry) => entry.unreadSlot));
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [mobileMounted, setMobileMounted] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hidden = useHideOnScroll(mobileOpen || userMenuOpen || focusInside);
  const onUserMenuOpenChange = useCallback((open: boolean) => setUserMenuOpen(open), []);

  const openMobile = () => {
    setMobileMounted(true);
    setMobileOpen(true);
  };
  const prefetchMobile = () => void loadMobileMenu();

  return (
    <header
      className={`sticky top-0 z-40 border-b border-ink/10 bg-white transition-transform duration-300 motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      }`}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:px-6">
        <Logo wordmark={session.status === 'authenticated' ? 'wide' : 'always'} />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5 2xl:gap-1">
            {entries.main.map((entry) => (
              <li key={entry.to}>
                <NavItem
                  entry={entry}
                  unread={unread}
                  className="inline-flex h-10 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold hover:bg-brand-soft 2xl:px-3 2xl:text-[15px]"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <JoinLessonSlot />
          {entries.auth.length > 0 ? (
            <div className="hidden items-center gap-2 lg:flex">
              {entries.auth.map((entry, index) => (
                <Link
                  key={entry.to}
                  to={entry.to}
                  className={buttonClasses(index === 0 ? 'ghost' : 'primary', 'sm', 'h-11 px-5')}
                >
                  {entry.label}
                </Link>
              ))}
            </div>
          ) : null}
          {session.status === 'authenticated' ? (
            <div className="hidden lg:block">
              <UserMenu
                user={session.user}
                entries={entries.account}
                onLogout={onLogout}
                loggingOut={loggingOut}
                onOpenChange={onUserMenuOpenChange}
              />
            </div>
          ) : null}
          <button
            ref={menuButtonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={openMobile}
            onPointerEnter={prefetchMobile}
            onFocus={prefetchMobile}
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl border-2 border-ink xl:hidden"
          >
            <span className="sr-only">Open menu{unread ? ' (unread messages)' : ''}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
            {unread ? (
              <span aria-hidden="true" className="absolute right-1 top-1 h-2 w-2 rounded-full bg-red-600" />
            ) : null}
          </button>
        </div>
      </div>
      <MasterclassBanner />
      {mobileMounted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            session={session}
            entries={entries}
            unread={unread}
            onLogout={onLogout}
            loggingOut={loggingOut}
            opener={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
