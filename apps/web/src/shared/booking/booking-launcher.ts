/**
 * The booking launcher (ADR 10): the mentor card asks for the booking dialog through this context, and
 * the app layer provides it (lazily loading the booking feature), so features never import each other.
 * Without a provider (a component rendered on its own) the card falls back to the mentor's profile.
 */
import { createContext, useContext } from 'react';

export interface BookingLauncher {
  /** Opens the booking dialog for the mentor with this id. */
  openBooking: (mentorId: number) => void;
}

export const BookingLauncherContext = createContext<BookingLauncher | null>(null);

export function useBookingLauncher(): BookingLauncher | null {
  return useContext(BookingLauncherContext);
}
