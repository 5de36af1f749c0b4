/** The booking of a result page, with the texts of BOOK-29 for a failed load. */
import { bookingMessages } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { bookingKey, bookingQuery } from '../api/bookings.ts';
import type { Booking } from '../model/types.ts';

/** Statuses in which the lesson is paid for (or free) and stands. */
export const BOOKED_STATUSES: readonly Booking['status'][] = [
  'paid',
  'free_trial',
  'in_progress',
  'completed',
];

export function useBooking(
  id: string,
  refetchInterval?: (booking: Booking | undefined, updates: number) => number | false,
) {
  const valid = /^\d{1,9}$/.test(id);
  const client = useQueryClient();
  const query = useQuery({
    ...bookingQuery(id),
    enabled: valid,
    retry: false,
    staleTime: 0,
    refetchInterval: refetchInterval
      ? (q) => refetchInterval(q.state.data, q.state.dataUpdateCount)
      : undefined,
  });
  // Reading dataUpdatedAt subscribes this component to every answer, even one with unchanged data.
  const updates = query.dataUpdatedAt ? (client.getQueryState(bookingKey(id))?.dataUpdateCount ?? 0) : 0;
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const errorText = notFound
    ? bookingMessages.bookingNotFound
    : query.isError
      ? bookingMessages.loadBookingFailed
      : null;
  return { booking: query.data, isPending: valid && query.isPending, errorText, updates };
}
