/**
 * The photo check (issue 17 item 10): the photo pickers of the application wizard and the settings send the
 * chosen file here at once, so a file that is no usable image is refused on the photo step instead of at the
 * final submit. It runs the very check an upload runs (processProfilePhoto: type by content, size, a full
 * decode) and stores nothing. Decoding costs CPU, so each user has an hourly quota, like the other free calls.
 */
import { photoMessages, type MessageResponse } from '@app/contract';
import type { Config } from '../../config.ts';
import { photoError, processProfilePhoto } from '../../platform/images.ts';
import { consumeHourlyQuota, type SignedInUser } from '../auth/index.ts';
import type { SettingsDeps } from './service.ts';

/** The quota's own bucket, so photo checks never eat into registrations, tickets or seats. */
export const PHOTO_CHECK_QUOTA_BUCKET = 'photo-check';
/** The multipart file field the check reads. */
export const PHOTO_CHECK_FIELD = 'photo';

export async function checkPhoto(
  deps: SettingsDeps & { config: Config },
  user: SignedInUser,
  file: Buffer | undefined,
): Promise<MessageResponse> {
  const limit = deps.config.RATE_LIMIT_PER_HOUR;
  await consumeHourlyQuota(deps.db, PHOTO_CHECK_QUOTA_BUCKET, `user:${user.id}`, limit, deps.clock.now());
  if (!file || file.length === 0) throw photoError(PHOTO_CHECK_FIELD, photoMessages.required);
  await processProfilePhoto(file, PHOTO_CHECK_FIELD);
  return { message: photoMessages.accepted };
}
