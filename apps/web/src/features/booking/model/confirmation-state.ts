/**
 * BOOK-25: what the dialog hands to /booking-confirmation in navigation state, and what the page reads.
 * Amounts are in cents; `time` is the lesson's start as an ISO instant.
 */
export interface BookingConfirmationState {
  teacherName: string;
  teacherImage: string | null;
  isVerified: boolean;
  rating: number;
  reviewCount: number;
  languages: string[];
  instrument: string;
  /** Minutes. */
  duration: number;
  time: string;
  timezone: string;
  isOnline: boolean;
  lessonCost: number;
  total: number;
  bookingId: number;
  freeTrial: boolean;
}

/** /lesson-preparation's state (the next issue's page reads it). */
export interface LessonPreparationState {
  teacherName: string;
  instrument: string;
  bookingId: number;
}

/** Reads whatever came in navigation state without trusting it. */
export function readConfirmationState(state: unknown): Partial<BookingConfirmationState> {
  return state && typeof state === 'object' ? state : {};
}
