/** What a lesson's room keeps (ADR 64): its shared files and chat, and the calls that add to them. */
import { ATTACHMENT_FIELD } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const roomKeptQuery = (bookingId: number) =>
  callQuery('lessonRoom.kept', { params: { id: bookingId } });

/** 20 MB at 1 Mbit/s takes under three minutes; five leaves room for a slower line. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export function shareRoomFile(bookingId: number, file: File) {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file);
  return call('lessonRoom.shareFile', {
    params: { id: bookingId },
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export const sayInRoom = (bookingId: number, text: string) =>
  call('lessonRoom.say', { params: { id: bookingId }, body: { text } });

/** ADR 66: whoever shared a file removes it; both pages hear room-file-removed. */
export const removeRoomFile = (fileId: number) => call('lessonRoom.removeFile', { params: { id: fileId } });
