/** What the room page says when it cannot open, in the server's words where it has them (L1, JOIN-04). */
import { lessonRoomMessages } from '@app/contract';
import { ApiError, serverMessage } from '../../../shared/api/client.ts';

export function enterErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return lessonRoomMessages.lessonNotFound;
    if (error.status === 403) return serverMessage(error) ?? lessonRoomMessages.notAuthorized;
    if (error.status === 400) return lessonRoomMessages.invalidLink;
  }
  return lessonRoomMessages.enterFailed;
}

/** The room URL's parts, or null when the link is incomplete (no token, an id that is not a number). */
export function readRoomLink(
  bookingId: string | undefined,
  token: string | null,
): { id: number; token: string } | null {
  const id = Number(bookingId);
  if (!Number.isSafeInteger(id) || id <= 0 || !token) return null;
  return { id, token };
}
