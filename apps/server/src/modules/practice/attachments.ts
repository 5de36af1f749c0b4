/**
 * Attachments of practice assignments (ADR 60): the lesson's mentor attaches sheet music or a recording to an
 * assignment, both of the lesson's people download it, nobody else learns it exists. The bytes are checked
 * (attachment-check.ts), stored under a private, unguessable path that /media/ refuses, and served here with
 * the checked type as a download. A refusal stores nothing: the file is written only after every check, and
 * removed again when the row cannot be written (the assignment went meanwhile, the limit was reached).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_ASSIGNMENT,
  attachmentMessages,
  bookingMessages,
  practiceMessages,
  type MessageResponse,
  type PracticeAttached,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { PRIVATE_PREFIX, type FileStorage } from '../../platform/storage.ts';
import type { SignedInUser } from '../auth/index.ts';
import { findBooking, lockBooking, roleIn } from '../bookings/index.ts';
import { attachmentTooLarge, checkAttachment } from './attachment-check.ts';
import { presentAttachment } from './presenter.ts';
import {
  attachmentsOf,
  deleteAttachment,
  findAssignment,
  findAttachment,
  insertAttachment,
} from './repository.ts';
import { notesRefusal } from './rules.ts';
import { isFileTooLarge } from '../../platform/uploads.ts';

export interface AttachmentDeps {
  db: Db;
  clock: { now(): Date };
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const refuse = (message: string) => badRequest(message, { [ATTACHMENT_FIELD]: [message] });

/** Removes stored files after their rows are gone; a storage that fails leaves a file, never an error. */
export async function removeStoredFiles(
  storage: FileStorage,
  paths: string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const path of paths) {
    await storage.remove(path).catch((err: unknown) => log?.warn({ err, path }, 'attachment file left'));
  }
}

/** The assignment's lesson and the caller's side of it; anyone else is told it does not exist. */
async function assignmentParty(db: Db, user: SignedInUser, assignmentId: number) {
  const assignment = await findAssignment(db, assignmentId);
  const booking = assignment ? await findBooking(db, assignment.bookingId) : undefined;
  const role = booking ? roleIn(booking, user) : undefined;
  if (!assignment || !booking || !role) throw notFound(practiceMessages.assignmentNotFound);
  return { assignment, booking, role };
}

async function attachmentParty(db: Db, user: SignedInUser, id: number) {
  const attachment = await findAttachment(db, id);
  const assignment = attachment ? await findAssignment(db, attachment.assignmentId) : undefined;
  const booking = assignment ? await findBooking(db, assignment.bookingId) : undefined;
  const role = booking ? roleIn(booking, user) : undefined;
  if (!attachment || !booking || !role) throw notFound(attachmentMessages.notFound);
  return { attachment, booking, role };
}

interface Upload {
  data: Buffer;
  filename: string;
  mimetype: string;
}

/**
 * The one file of the form, read with this route's own limit of 20 MB (5 MB is every other upload's): a
 * larger file is refused while it streams in, never buffered whole. A second file or a file under another
 * name is refused; text fields are ignored.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, attachmentMessages.notMultipart);
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== ATTACHMENT_FIELD) {
        part.file.resume();
        const message = `This form takes no file in ${part.fieldname}.`;
        throw badRequest(message, { [part.fieldname]: [message] });
      }
      if (upload) {
        part.file.resume();
        throw refuse(attachmentMessages.oneFile);
      }
      upload = { data: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
    }
  } catch (err) {
    if (isFileTooLarge(err)) throw attachmentTooLarge();
    throw err;
  }
  if (!upload || (upload.data.length === 0 && !upload.filename)) throw refuse(attachmentMessages.required);
  return upload;
}

/** A server-chosen name nobody can guess, under the folder /media/ never serves. */
export const storagePathFor = (extension: string) =>
  `${PRIVATE_PREFIX}attachments/${randomBytes(18).toString('hex')}.${extension}`;

export async function attachFile(
  deps: AttachmentDeps,
  user: SignedInUser,
  assignmentId: number,
  request: FastifyRequest,
): Promise<PracticeAttached> {
  const { role, booking } = await assignmentParty(deps.db, user, assignmentId);
  if (role !== 'mentor') throw forbidden(attachmentMessages.onlyMentor);
  // Asked before the upload is read, and again under the lesson's lock before the row is written.
  if ((await attachmentsOf(deps.db, [assignmentId])).length >= ATTACHMENTS_PER_ASSIGNMENT) {
    throw refuse(attachmentMessages.tooMany);
  }
  const upload = await readUpload(request);
  const checked = await checkAttachment(upload.data, upload.filename, upload.mimetype);
  const path = storagePathFor(checked.extension);
  await deps.storage.put(path, upload.data);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // The notes save locks the lesson too: the assignment cannot be dropped while its file is added.
      const locked = await lockBooking(tx, booking.id);
      if (!locked) throw notFound(bookingMessages.bookingNotFound);
      const refusal = notesRefusal(locked, deps.clock.now());
      if (refusal) throw badRequest(refusal);
      if (!(await findAssignment(tx, assignmentId))) throw notFound(practiceMessages.assignmentNotFound);
      if ((await attachmentsOf(tx, [assignmentId])).length >= ATTACHMENTS_PER_ASSIGNMENT) {
        throw refuse(attachmentMessages.tooMany);
      }
      return insertAttachment(tx, {
        assignmentId,
        name: checked.name,
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        storagePath: path,
        createdAt: deps.clock.now(),
      });
    });
    return { message: attachmentMessages.attached, attachment: presentAttachment(row) };
  } catch (err) {
    await removeStoredFiles(deps.storage, [path], deps.log);
    throw err;
  }
}

/** `filename` for old clients (ASCII, no quotes) and `filename*` with the real name (RFC 6266). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A private stored file as the one who may have it downloads it: its checked type, never sniffed. */
export async function sendStoredFile(
  storage: FileStorage,
  stored: { storagePath: string; contentType: string; name: string },
  reply: FastifyReply,
  notFoundMessage: string,
): Promise<FastifyReply> {
  const file = await storage.read(stored.storagePath);
  if (!file) throw notFound(notFoundMessage);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return (
    reply
      .header('content-type', stored.contentType)
      .header('content-disposition', disposition(stored.name))
      // Personal: kept by the person's own browser for a day (an <audio> seeks without asking again), never by
      // a shared cache. A file never changes under its id.
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(file.body)
  );
}

/** Sends the file to the lesson's student or mentor. */
export async function sendAttachment(
  deps: AttachmentDeps,
  user: SignedInUser,
  id: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { attachment } = await attachmentParty(deps.db, user, id);
  return sendStoredFile(deps.storage, attachment, reply, attachmentMessages.notFound);
}

export async function removeAttachment(
  deps: AttachmentDeps,
  user: SignedInUser,
  id: number,
): Promise<MessageResponse> {
  const { role, booking } = await attachmentParty(deps.db, user, id);
  if (role !== 'mentor') throw forbidden(attachmentMessages.onlyMentor);
  const removed = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    return deleteAttachment(tx, id);
  });
  if (!removed) throw notFound(attachmentMessages.notFound);
  await removeStoredFiles(deps.storage, [removed.storagePath], deps.log);
  return { message: attachmentMessages.removed };
}
