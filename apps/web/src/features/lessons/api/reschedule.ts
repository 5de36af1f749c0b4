/**
 * Rescheduling (B7): the lesson's free times (RESCHED-02), the student's request (RESCHED-05, API-28) and
 * its withdrawal, and the mentor's answer. The one request function and its mutation hook serve both the lesson card's modal
 * and the booking wizard's reschedule step (ADR 15).
 */
import { bookingMessages } from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { lessonsKey } from './lessons.ts';

export const rescheduleTimesKey = (bookingId: number, startDate: string, endDate: string) =>
  queryKeyOf('bookings.availableTimes', {
    query: { booking_id: bookingId, start_date: startDate, end_date: endDate },
  });

/** RESCHED-02: the slots this lesson can move to, by its id (its length and its own time come from it). */
export function fetchRescheduleTimes(
  bookingId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
) {
  return call('bookings.availableTimes', {
    query: { booking_id: bookingId, start_date: startDate, end_date: endDate },
    signal,
  });
}

export interface RescheduleSlot {
  start_utc: string;
  end_utc: string;
}

export function requestReschedule(bookingId: number, slot: RescheduleSlot) {
  return call('reschedule.request', {
    params: { id: bookingId },
    body: { start_utc: slot.start_utc, end_utc: slot.end_utc },
  });
}

export function answerReschedule(bookingId: number, answer: 'accept' | 'decline') {
  return call(answer === 'accept' ? 'reschedule.accept' : 'reschedule.decline', {
    params: { id: bookingId },
  });
}

/** RESCHED-09: the server's `error` field, else the fixed sentence. */
export function rescheduleErrorMessage(error: unknown, fallback: string = bookingMessages.rescheduleFailed) {
  const text = error instanceof ApiError ? error.body?.error : undefined;
  return typeof text === 'string' && text.trim() ? text : fallback;
}

/**
 * The student's request; on success `onRequested` runs, then every lesson list is asked again
 * (RESCHED-06). The callback is the hook's, not mutate()'s: the refreshed card may unmount the caller.
 */
export function useRequestReschedule(onRequested: (slot: RescheduleSlot) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, slot }: { bookingId: number; slot: RescheduleSlot }) =>
      requestReschedule(bookingId, slot),
    onSuccess: (_booking, { slot }) => {
      onRequested(slot);
      void client.invalidateQueries({ queryKey: lessonsKey });
    },
  });
}

/** The mentor's accept or decline; `onAnswered` runs, then every lesson list is asked again. */
export function useAnswerReschedule(bookingId: number, onAnswered: (answer: 'accept' | 'decline') => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => answerReschedule(bookingId, answer),
    onSuccess: (_booking, answer) => {
      onAnswered(answer);
      void client.invalidateQueries({ queryKey: lessonsKey });
    },
  });
}

/**
 * The student takes a waiting request back (issue 17): the held time frees and the mentor is told.
 * `onWithdrawn` runs, then every lesson list is asked again.
 */
export function useWithdrawReschedule(bookingId: number, onWithdrawn: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('reschedule.withdraw', { params: { id: bookingId } }),
    onSuccess: () => {
      onWithdrawn();
      void client.invalidateQueries({ queryKey: lessonsKey });
    },
  });
}

export const rescheduleTimesQuery = (bookingId: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: rescheduleTimesKey(bookingId, startDate, endDate),
    queryFn: ({ signal }) => fetchRescheduleTimes(bookingId, startDate, endDate, signal),
  });
