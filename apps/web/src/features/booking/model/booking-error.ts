/**
 * BOOK-23: the booking error shown under the button, in the spec's order: the server's `error`, else its
 * `detail` (the R1 shape's text) or `message`, else a plain-string body, else the exception's message,
 * else "Failed to make booking. Please try again.". The client's own "Request failed with status n" is
 * not an exception message worth showing, so a bare HTTP failure reads as the fallback.
 */
import { bookingMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function bookingErrorMessage(
  error: unknown,
  fallback: string = bookingMessages.bookingFailed,
): string {
  if (error instanceof ApiError) {
    const body = error.body;
    const fromServer = body ? (text(body.error) ?? text(body.detail) ?? text(body.message)) : null;
    if (fromServer) return fromServer;
    // No answer at all (network failure, time-out): the exception's own message.
    return error.status === null ? (text(error.message) ?? fallback) : fallback;
  }
  if (typeof error === 'string') return text(error) ?? fallback;
  if (error instanceof Error) return text(error.message) ?? fallback;
  return fallback;
}
