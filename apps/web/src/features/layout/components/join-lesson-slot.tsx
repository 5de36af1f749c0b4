/**
 * NAV-11..13 slot: for signed-in users, the "Join lesson" control of the first joinable lesson. The control
 * and its lesson query load lazily, so the first page's bundle carries only this stub.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session/auth-check.ts';

const NavbarJoinButton = lazy(() =>
  import('./navbar-join-button.tsx').then((m) => ({ default: m.NavbarJoinButton })),
);

/**
 * `bar`: in the top bar from 640 px up (a phone's bar has no room next to the logo and the menu button);
 * `menu`: at the top of the slide-in menu, which phones use instead.
 */
export function JoinLessonSlot({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <div className={placement === 'bar' ? 'hidden sm:block' : 'mb-3 empty:hidden'}>
      <Suspense fallback={null}>
        <NavbarJoinButton />
      </Suspense>
    </div>
  );
}
