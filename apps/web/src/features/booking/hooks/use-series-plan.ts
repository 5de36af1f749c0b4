/**
 * The weeks of a weekly series with what is free (ADR 56): one available-times call per 31-day window of
 * the series (at most three for 12 weeks), read fresh, so a week taken since the dialog opened shows as
 * taken. Null while loading or for a single lesson.
 */
import { useQueries } from '@tanstack/react-query';
import { availableTimesQueryOptions } from '../api/available-times.ts';
import { seriesWeeks, seriesWindows, type SeriesWeek } from '../model/series.ts';
import { slotDate } from '../model/slots.ts';
import type { AvailableSlot } from '../model/types.ts';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';

export function useSeriesPlan(
  mentorId: number,
  sessionId: number,
  first: AvailableSlot | null,
  weeks: number,
): { plan: SeriesWeek[] | null; failed: boolean } {
  const windows = first && weeks > 1 ? seriesWindows(slotDate(first), weeks) : [];
  const answers = useQueries({
    queries: windows.map((w) => ({
      ...availableTimesQueryOptions({ mentorId, sessionId, freeTrial: false, ...w }),
      retry: false,
      staleTime: 0,
    })),
  });
  if (!first || weeks <= 1) return { plan: null, failed: false };
  if (answers.some((a) => a.isError)) return { plan: null, failed: true };
  if (answers.some((a) => !a.data)) return { plan: null, failed: false };
  const slots = answers.flatMap((a) => a.data?.available_slots ?? []);
  return { plan: seriesWeeks(first, weeks, viewerTimeZone(), slots), failed: false };
}
