/**
 * The app's booking launcher (ADR 10): the mentor card calls `openBooking(mentorId)` from the shared
 * context; the booking feature's dialog is loaded only when a student first opens it, so neither the
 * first page nor /listings carries the wizard or Radix Dialog. `openNextLesson(from)` opens the same dialog at
 * the same time one week after a completed lesson (ADR 61).
 */
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  BookingLauncherContext,
  type BookingLauncher,
  type NextLessonFrom,
} from '../shared/booking/booking-launcher.ts';

const BookingDialog = lazy(() =>
  import('../features/booking/components/booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })),
);

export function BookingLauncherProvider({ children }: { children: ReactNode }) {
  const [mentorId, setMentorId] = useState<number | null>(null);
  // "Book the same time next week" (ADR 61): the lesson the dialog starts from; null for a plain booking.
  const [nextLesson, setNextLesson] = useState<NextLessonFrom | null>(null);
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  // The dialog opens from a call, not from a Radix trigger, so the launcher remembers who opened it and
  // the dialog gives focus back to that control when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const launcher = useMemo<BookingLauncher>(
    () => ({
      openBooking: (id) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setNextLesson(null);
        setMentorId(id);
        setOpen(true);
      },
      openNextLesson: (lesson) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setNextLesson(lesson);
        setMentorId(lesson.mentorId);
        // Each opening starts the wizard afresh from its lesson.
        setOpened((n) => n + 1);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <BookingLauncherContext value={launcher}>
      {children}
      {mentorId === null ? null : (
        <Suspense fallback={null}>
          <BookingDialog
            key={nextLesson ? `${mentorId}-next-${opened}` : mentorId}
            mentorId={mentorId}
            nextLesson={nextLesson}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </BookingLauncherContext>
  );
}
