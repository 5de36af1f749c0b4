/** Dates and times of a lesson in the student's (the browser's) zone. */

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "Monday 23 November 2026 at 10:00"; an unreadable value gives "". */
export function formatLessonTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday ?? ''} ${parts.day ?? ''} ${parts.month ?? ''} ${parts.year ?? ''} at ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}

/** Seconds as mm:ss (minutes may exceed 59). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
