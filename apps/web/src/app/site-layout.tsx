/**
 * The frame of most pages (GEN-09): skip link, navbar, the page in <main id="main">, footer. The navbar's
 * Logout comes from the auth feature; the app wires the two together, and provides the booking launcher
 * (the mentor card's "Book a lesson" opens the booking feature's dialog).
 */
import { Outlet } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { Footer } from '../features/layout/components/footer.tsx';
import { Navbar } from '../features/layout/components/navbar.tsx';
import { BookingLauncherProvider } from './booking-launcher.tsx';

function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      className="sr-only z-[70] rounded-xl bg-lime px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}

export function SiteLayout() {
  const { logout, isPending } = useLogout();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar onLogout={() => void logout()} loggingOut={isPending} />
      {/* At least a screen high: the footer starts below the first screen, so a page whose content arrives
          after its first drawing (a profile, a list) never pushes it around in view (CLS, issue 16). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <BookingLauncherProvider>
          <Outlet />
        </BookingLauncherProvider>
      </main>
      <Footer />
    </div>
  );
}
