/**
 * The photo pickers' preflight (issue 17 item 10): the chosen file goes to POST /api/users/photo-check/,
 * which runs the uploads' own content check and stores nothing, so a file that is no usable image is
 * refused on the photo step itself rather than at the final submit. Only a refusal (400) counts: when the
 * check cannot run (offline, signed out, over its quota) the pick stands and the upload checks it again.
 */
import { photoMessages } from '@app/contract';
import { ApiError, serverMessage } from '../api/client.ts';
import { call } from '../api/call.ts';
import { serverFieldMessages } from '../forms/server-errors.ts';

/** The multipart field the check reads. */
const PHOTO_FIELD = 'photo';

/** The server's refusal of `file` in the contract's words, or null when it may be used (or was not judged). */
export async function photoRefusal(file: File): Promise<string | null> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file, file.name);
  try {
    // background: an expired session must not send the page to the login (the wizard keeps its draft).
    await call('settings.checkPhoto', { body: form, background: true });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    return serverFieldMessages(error, PHOTO_FIELD)[0] ?? serverMessage(error) ?? photoMessages.invalidType;
  }
}
