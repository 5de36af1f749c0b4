/**
 * Profile photos (ONBOARD-13, mentor application and profile edits). A photo is judged by its bytes, never
 * by the name or content type the browser claims: only PNG and JPEG, at most MAX_PHOTO_BYTES. It is then
 * decoded and re-encoded with sharp, so what we store and serve is a fresh JPEG we wrote ourselves: turned
 * upright by its EXIF orientation, at most PHOTO_MAX_SIDE pixels a side, and without metadata (camera
 * GPS positions and the like never leave the server). Refusals are 400 R1 errors on the caller's field.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_PHOTO_BYTES, photoMessages } from '@app/contract';
import { badRequest } from './errors.ts';
import type { FileStorage } from './storage.ts';

/** Largest side of a stored photo: more than any avatar or profile header shows, still small to serve. */
export const PHOTO_MAX_SIDE = 800;
const PHOTO_JPEG_QUALITY = 85;
/** A decompression bomb (a tiny file declaring a gigantic canvas) is refused before it is decoded. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_MIME_TYPES = new Set(['image/png', 'image/jpeg']);

export interface ProcessedPhoto {
  buffer: Buffer;
  extension: 'jpg';
}

/** The R1 error of a refused photo, on the form field the caller names. */
export function photoError(field: string, message: string) {
  return badRequest(message, { [field]: [message] });
}

/** Checks a photo by content and re-encodes it; throws a 400 on `field` when it is not an acceptable photo. */
export async function processProfilePhoto(data: Buffer, field = 'profile_photo'): Promise<ProcessedPhoto> {
  if (data.length > MAX_PHOTO_BYTES) throw photoError(field, photoMessages.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_MIME_TYPES.has(type.mime)) throw photoError(field, photoMessages.invalidType);
  // Loaded at the first photo: libvips and its thread pool are not resident in a server that never
  // re-encodes one (the server's memory budget is 300 MB). Outside the try: a sharp that cannot load is
  // the server's fault (500), not a bad photo.
  const { default: sharp } = await import('sharp');
  try {
    const buffer = await sharp(data, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      // 'error' refuses truncated and corrupt images but tolerates the harmless warnings many phones cause.
      failOn: 'error',
      autoOrient: true,
    })
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG becomes a JPEG on white, not on black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { buffer, extension: 'jpg' };
  } catch {
    // sharp's own message (a libvips detail) is no help to a user: the file is simply not a usable image.
    throw photoError(field, photoMessages.invalidType);
  }
}

/** The stored name: server-chosen and unguessable, so nobody can list or overwrite someone else's photo. */
export function profilePhotoPath(userId: number): string {
  return `photos/${userId}-${randomBytes(12).toString('hex')}.jpg`;
}

/** Checks, re-encodes and stores a user's photo; answers its public /media/ URL. */
export async function storeProfilePhoto(
  storage: FileStorage,
  userId: number,
  data: Buffer,
  field = 'profile_photo',
): Promise<string> {
  const photo = await processProfilePhoto(data, field);
  return storage.put(profilePhotoPath(userId), photo.buffer);
}
