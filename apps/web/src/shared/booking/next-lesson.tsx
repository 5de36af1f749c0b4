/**
 * "Book the same time next week" (issue 18 item 5, ADR 61): on a completed lesson's card and on its review
 * page, for the student only. Shared because both the lessons and the review features show it; it opens the
 * booking feature's dialog through the launcher, so neither feature imports the booking feature.
 */
import { nextLessonMessages, type Booking } from '@app/contract';
import { Button } from '../ui/button.tsx';
import { useBookingLauncher, type NextLessonFrom } from './booking-launcher.ts';

/**
 * What the next lesson starts from, or null where the button has no place: for a mentor, a lesson that did
 * not take place (cancelled, no-show refunds end cancelled too) or has not ended, or a mentor whose account
 * is gone. A mentor who is no longer listed is only known when the dialog asks for them; it says so then.
 */
export function nextLessonFrom(booking: Booking): NextLessonFrom | null {
  const mentorId = booking.other_user.mentor_id;
  if (booking.viewer_is_mentor || booking.status !== 'completed' || mentorId === null) return null;
  return {
    mentorId,
    skillId: booking.skill.id,
    skillName: booking.skill.name,
    minutes: booking.session_minutes,
    afterTrial: booking.free_trial,
    start: booking.date_time.start,
  };
}

export function NextLessonButton({ booking, onOpen }: { booking: Booking; onOpen?: () => void }) {
  const launcher = useBookingLauncher();
  const from = nextLessonFrom(booking);
  if (!launcher || !from) return null;
  return (
    <Button
      size="sm"
      onClick={() => {
        onOpen?.();
        launcher.openNextLesson(from);
      }}
    >
      {nextLessonMessages.button}
    </Button>
  );
}
