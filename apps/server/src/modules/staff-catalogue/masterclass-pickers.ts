/**
 * The masterclass form's pickers (issue 21 item 5, ADR 73): staff find the mentor by name or e-mail among
 * the listed (approved, not suspended) mentors, and upload the class's images through the file storage.
 * An image is judged by its bytes, never by the name or type the browser claims: PNG, JPEG or WebP, at most
 * MASTERCLASS_IMAGE_MAX_BYTES; it is decoded and re-encoded (WebP, at most IMAGE_MAX_SIDE a side, no
 * metadata), so what is stored and served is a file the server wrote. The upload writes an audit row.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  MASTERCLASS_IMAGE_FIELD,
  MASTERCLASS_IMAGE_MAX_BYTES,
  MASTERCLASS_MENTOR_SEARCH_LIMIT,
  masterclassPickerMessages as p,
  type MasterclassImage,
  type MasterclassMentorOption,
} from '@app/contract';
import { HttpError, badRequest } from '../../platform/errors.ts';
import { PHOTO_MAX_INPUT_PIXELS } from '../../platform/images.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { searchListedMentors } from './repository.ts';
import type { CatalogueDeps } from './service.ts';
import { isFileTooLarge } from '../../platform/uploads.ts';

/** Wide enough for a page's header image, small enough to serve. */
export const IMAGE_MAX_SIDE = 1600;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);

export async function findMentorsForMasterclass(
  deps: CatalogueDeps,
  search: string | undefined,
): Promise<MasterclassMentorOption[]> {
  const rows = await searchListedMentors(deps.db, search ?? '', MASTERCLASS_MENTOR_SEARCH_LIMIT);
  return rows.map((r) => ({
    mentor_id: r.mentorId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
  }));
}

const refuse = (message: string, status = 400) =>
  new HttpError(status, message, { [MASTERCLASS_IMAGE_FIELD]: [message] });
const uploads = new WeakMap<FastifyRequest, Buffer>();

/** preValidation: reads the one file of the form (nothing else is taken) and leaves an empty body to validate. */
export async function readImageForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(415, p.imageRequired);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MASTERCLASS_IMAGE_MAX_BYTES, files: 1 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== MASTERCLASS_IMAGE_FIELD) {
        part.file.resume();
        throw refuse(p.imageRequired);
      }
      data = await part.toBuffer();
    }
  } catch (err) {
    if (isFileTooLarge(err)) throw refuse(p.imageTooLarge, 413);
    throw err;
  }
  if (!data || data.length === 0) throw refuse(p.imageRequired);
  uploads.set(request, data);
  request.body = {};
}

/** Checks the bytes and re-encodes them; a 400 on `image` when they are no acceptable image. */
export async function processMasterclassImage(data: Buffer): Promise<Buffer> {
  if (data.length > MASTERCLASS_IMAGE_MAX_BYTES) throw refuse(p.imageTooLarge, 413);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw refuse(p.imageInvalid);
  // Outside the try: a sharp that cannot load is the server's fault (500), not a bad image.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(p.imageInvalid);
  }
}

export async function uploadMasterclassImage(
  deps: CatalogueDeps & { storage: FileStorage },
  staff: SignedInUser,
  request: FastifyRequest,
): Promise<MasterclassImage> {
  const data = uploads.get(request);
  if (!data) throw badRequest(p.imageRequired, { [MASTERCLASS_IMAGE_FIELD]: [p.imageRequired] });
  const image = await processMasterclassImage(data);
  const path = await deps.storage.put(`masterclasses/${randomBytes(16).toString('hex')}.webp`, image);
  await deps.db.transaction((tx) =>
    recordStaffAction(tx, {
      actor: staff,
      action: 'masterclass.image_upload',
      record: { type: 'media', id: path },
      before: null,
      after: { path, bytes: image.length },
      at: deps.clock.now(),
    }),
  );
  return { path, message: p.imageUploaded };
}
