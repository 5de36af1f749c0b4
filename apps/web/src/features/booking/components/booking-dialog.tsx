import type { RefObject } from 'react';
/**
 * The booking dialog (BOOK-01): a modal over the mentor card's page, loaded lazily by the app's booking
 * launcher. It reads the mentor under the profile page's query key, runs the wizard, and after a booking
 * without a payment link closes and opens /booking-confirmation with the lesson in navigation state.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { bookingMentorQuery } from '../api/mentor.ts';
import type { BookingConfirmationState } from '../model/confirmation-state.ts';
import type { AvailableSlot, MentorProfile, SessionOption } from '../model/types.ts';
import { BookingWizard, type BookedLesson, type BookingMode } from './booking-wizard.tsx';

export interface BookingDialogProps {
  mentorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode?: BookingMode;
  /** Reschedule mode: the booking's length. */
  initialOption?: SessionOption | null;
  /** Reschedule mode: the lesson being moved, whose request step 4 sends. */
  rescheduleBookingId?: number | null;
  /** Reschedule mode: called once step 4's request succeeded, before the dialog closes. */
  onRescheduleConfirm?: (slot: AvailableSlot) => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export const MENTOR_LOAD_FAILED = 'Failed to load mentor profile. Please try again.';

/** BOOK-25's navigation state from the mentor and the booking answer. */
export function confirmationState(mentor: MentorProfile, lesson: BookedLesson): BookingConfirmationState {
  return {
    teacherName: mentor.user.full_name,
    teacherImage: mentor.user.profile_photo,
    isVerified: mentor.is_verified,
    rating: mentor.reviews.average_rating,
    reviewCount: mentor.reviews.total_count,
    languages: mentor.languages.map((l) => l.name),
    instrument: lesson.instrument,
    duration: lesson.option.minutes,
    time: lesson.request.start_utc,
    timezone: lesson.answer.timezone,
    isOnline: true,
    lessonCost: lesson.answer.amount_cents,
    total: lesson.answer.total_amount_cents,
    bookingId: lesson.answer.booking_id,
    freeTrial: lesson.option.trial,
  };
}

/** The browser leaves for the payment provider's hosted checkout. */
function assignLocation(url: string) {
  window.location.assign(url);
}

export function BookingDialog({
  mentorId,
  open,
  onOpenChange,
  mode = 'book',
  initialOption,
  rescheduleBookingId = null,
  onRescheduleConfirm,
  returnFocusTo,
}: BookingDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const viewer = session.user?.id ?? 0;
  const mentor = useQuery({
    ...bookingMentorQuery(viewer, mentorId),
    enabled: open && session.status !== 'unknown',
  });
  const name = mentor.data?.user.full_name;
  const title =
    mode === 'reschedule' ? 'Reschedule your lesson' : name ? `Book a lesson with ${name}` : 'Book a lesson';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide returnFocusTo={returnFocusTo}>
      {mentor.data ? (
        <BookingWizard
          key={`${mentorId}-${mode}`}
          mentor={mentor.data}
          mode={mode}
          initialOption={initialOption}
          rescheduleBookingId={rescheduleBookingId}
          goTo={assignLocation}
          onBooked={(lesson) => {
            const state = confirmationState(mentor.data, lesson);
            onOpenChange(false);
            void navigate('/booking-confirmation', { state });
          }}
          onRescheduleConfirm={(slot) => {
            onRescheduleConfirm?.(slot);
            onOpenChange(false);
          }}
        />
      ) : mentor.isError ? (
        <Alert tone="error">{MENTOR_LOAD_FAILED}</Alert>
      ) : (
        <Spinner label="Loading the mentor's lessons..." showLabel />
      )}
    </Dialog>
  );
}
