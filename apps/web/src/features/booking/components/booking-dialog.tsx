import type { RefObject } from 'react';
/**
 * The booking dialog (BOOK-01): a modal over the mentor card's page, loaded lazily by the app's booking
 * launcher. It reads the mentor under the profile page's query key, runs the wizard, and after a booking
 * without a payment link closes and opens /booking-confirmation with the lesson in navigation state.
 */
import { nextLessonMessages } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import type { NextLessonFrom } from '../../../shared/booking/booking-launcher.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { bookingMentorQuery } from '../api/mentor.ts';
import type { BookingConfirmationState } from '../model/confirmation-state.ts';
import type { AvailableSlot, MentorProfile, SessionOption } from '../model/types.ts';
import { BookingWizard, type BookedLesson, type BookingMode } from './booking-wizard.tsx';
import { NextLessonWizard } from './next-lesson-wizard.tsx';

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
  /** "Book the same time next week" (ADR 61): the completed lesson the booking starts from. */
  nextLesson?: NextLessonFrom | null;
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
  nextLesson = null,
}: BookingDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const viewer = session.user?.id ?? 0;
  const mentor = useQuery({
    ...bookingMentorQuery(viewer, mentorId),
    enabled: open && session.status !== 'unknown',
  });
  const name = mentor.data?.user.full_name;
  // A mentor no longer listed reads as unknown (404, C1): the next lesson cannot be booked with them.
  const gone = mentor.error instanceof ApiError && mentor.error.status === 404;
  const wizard = mentor.data
    ? {
        mentor: mentor.data,
        goTo: assignLocation,
        onBooked: (lesson: BookedLesson) => {
          const state = confirmationState(mentor.data, lesson);
          onOpenChange(false);
          void navigate('/booking-confirmation', { state });
        },
        onRescheduleConfirm: (slot: AvailableSlot) => {
          onRescheduleConfirm?.(slot);
          onOpenChange(false);
        },
      }
    : null;
  const title =
    mode === 'reschedule' ? 'Reschedule your lesson' : name ? `Book a lesson with ${name}` : 'Book a lesson';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide returnFocusTo={returnFocusTo}>
      {wizard && nextLesson && mode === 'book' ? (
        <NextLessonWizard {...wizard} from={nextLesson} />
      ) : wizard ? (
        <BookingWizard
          key={`${mentorId}-${mode}`}
          {...wizard}
          mode={mode}
          initialOption={initialOption}
          rescheduleBookingId={rescheduleBookingId}
        />
      ) : mentor.isError ? (
        <Alert tone="error">
          {nextLesson && gone ? nextLessonMessages.mentorUnavailable : MENTOR_LOAD_FAILED}
        </Alert>
      ) : (
        <Spinner label="Loading the mentor's lessons..." showLabel />
      )}
    </Dialog>
  );
}
