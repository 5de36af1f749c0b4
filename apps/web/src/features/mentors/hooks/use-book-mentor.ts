/**
 * "Book a lesson" of a mentor, for the card and the profile's booking panel: a visitor signs in first, the
 * mentor themselves cannot, everyone else gets the booking dialog (or, rendered without the app's
 * launcher, the profile's lessons).
 */
import { useNavigate } from 'react-router';
import { useBookingLauncher } from '../../../shared/booking/booking-launcher.ts';
import { knownSession, useSession } from '../../../shared/session/auth-check.ts';
import { loginUrl } from './go-to-login.ts';

export function useBookMentor(mentor: { id: number; user: { id: number } }, onProfile: boolean) {
  const session = useSession();
  const navigate = useNavigate();
  const launcher = useBookingLauncher();
  const profilePath = `/mentor/${mentor.id}`;
  return async () => {
    const known = await knownSession(session);
    if (known.status !== 'authenticated') {
      void navigate(loginUrl(profilePath));
      return;
    }
    if (known.user.id === mentor.user.id || known.user.mentor_id === mentor.id) return;
    if (launcher) launcher.openBooking(mentor.id);
    else void navigate(onProfile ? `${profilePath}#sessions` : profilePath);
  };
}
