/**
 * The booking launcher (ADR 10): the mentor card asks for the booking dialog through this context, and
 * the app layer provides it (lazily loading the booking feature), so features never import each other.
 * Without a provider (a component rendered on its own) the card falls back to the mentor's profile.
 */
import { createContext, useContext } from 'react';

/**
 * A completed lesson "Book the same time next week" starts from (issue 18 item 5, ADR 61): the booking
 * dialog preselects this mentor, instrument and length and the first free time at or after one week later.
 */
export interface NextLessonFrom {
  mentorId: number;
  skillId: number;
  skillName: string;
  minutes: number;
  /** The lesson was the free trial: the next one is paid (B1, the trial is once per mentor). */
  afterTrial: boolean;
  /** The lesson's start, ISO. */
  start: string;
}

export interface BookingLauncher {
  /** Opens the booking dialog for the mentor with this id. */
  openBooking: (mentorId: number) => void;
  /** Opens the booking dialog at the same time one week after a completed lesson. */
  openNextLesson: (lesson: NextLessonFrom) => void;
}

export const BookingLauncherContext = createContext<BookingLauncher | null>(null);

export function useBookingLauncher(): BookingLauncher | null {
  return useContext(BookingLauncherContext);
}
