/** Dates and times of a lesson in the viewer's zone (chosen in settings, else the device's), the zone named. */
import { formatLongDateTime } from '../../../shared/time/viewer-zone.ts';

/** "Monday 23 November 2026 at 10:00 (Berlin time, GMT+1)"; an unreadable value gives "". */
export function formatLessonTime(iso: string | null | undefined): string {
  return formatLongDateTime(iso);
}

/** Seconds as mm:ss (minutes may exceed 59). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
