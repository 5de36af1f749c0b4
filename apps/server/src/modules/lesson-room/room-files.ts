/**
 * Files shared in a lesson's room (ADR 64, ADR 66): sheet music as PDF or image, checked by content like a
 * practice attachment and stored privately. A PDF is drawn into page images by the server when it is shared
 * (pdf-pages.ts); one it cannot draw (damaged, locked by a password, too long or too slow) is refused with a
 * 400 and nothing is kept. The images are stored beside the PDF and read with the same rule as the file:
 * the lesson's two people, anyone else 404. The side that shared a file may remove it; both pages hear it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_FIELD,
  LESSON_ROOM_EVENTS,
  lessonChannel,
  ROOM_FILES_PER_LESSON,
  roomFileMessages,
  type RoomFileRemoved,
  type RoomFileShared,
} from '@app/contract';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { findBooking, roleIn } from '../bookings/index.ts';
import {
  checkAttachment,
  readUpload,
  removeStoredFiles,
  sendStoredFile,
  storagePathFor,
} from '../practice/index.ts';
import { inRoom, lockedRoom, presentRoomFile, type KeptDeps } from './kept.ts';
import { pagePath, renderPdfPages, type PdfRefusal } from './pdf-pages.ts';
import { countRoomFiles, deleteRoomFile, findRoomFile, insertRoomFile, lockRoomFile } from './repository.ts';

const onFile = (message: string) => badRequest(message, { [ATTACHMENT_FIELD]: [message] });
const SHEET_MUSIC = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
const PDF_REFUSALS: Record<PdfRefusal, string> = {
  invalid: roomFileMessages.pdfUnreadable,
  locked: roomFileMessages.pdfLocked,
  'too-many-pages': roomFileMessages.pdfTooManyPages,
  'too-slow': roomFileMessages.pdfTooSlow,
};

/** Every stored path of a file: the file and, for a PDF, its page images. */
const pathsOf = (file: { storagePath: string; pageCount: number | null; contentType: string }) => [
  file.storagePath,
  ...(file.contentType === 'application/pdf'
    ? Array.from({ length: file.pageCount ?? 0 }, (_, i) => pagePath(file.storagePath, i + 1))
    : []),
];

/** POST /api/lessons/rooms/{id}/files/: one PDF or image, checked, stored privately, announced to both. */
export async function shareRoomFile(
  deps: KeptDeps,
  user: SignedInUser,
  bookingId: number,
  request: FastifyRequest,
): Promise<RoomFileShared> {
  await inRoom(deps.db, user, bookingId, deps.clock.now());
  if ((await countRoomFiles(deps.db, bookingId)) >= ROOM_FILES_PER_LESSON)
    throw onFile(roomFileMessages.tooMany);
  const upload = await readUpload(request);
  const checked = await checkAttachment(upload.data, upload.filename, upload.mimetype);
  // Practice attachments also take recordings; a room shows sheet music only.
  if (!SHEET_MUSIC.includes(checked.contentType)) throw onFile(roomFileMessages.invalidType);
  let pages: Buffer[] = [];
  if (checked.contentType === 'application/pdf') {
    const drawn = await renderPdfPages(upload.data);
    if ('refused' in drawn) throw onFile(PDF_REFUSALS[drawn.refused]);
    pages = drawn.pages;
  }
  const path = storagePathFor(checked.extension);
  const stored = { storagePath: path, contentType: checked.contentType, pageCount: pages.length || null };
  try {
    await deps.storage.put(path, upload.data);
    for (const [i, page] of pages.entries()) await deps.storage.put(pagePath(path, i + 1), page);
    const file = await deps.db.transaction(async (tx) => {
      const role = await lockedRoom(tx, user, bookingId, deps.clock.now());
      if ((await countRoomFiles(tx, bookingId)) >= ROOM_FILES_PER_LESSON)
        throw onFile(roomFileMessages.tooMany);
      const row = await insertRoomFile(tx, {
        bookingId,
        sharedBy: role,
        name: checked.name,
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        storagePath: path,
        pageCount: pages.length || null,
        createdAt: deps.clock.now(),
      });
      const presented = presentRoomFile(row);
      await deps.outbox.publish(tx, lessonChannel(bookingId), LESSON_ROOM_EVENTS.fileShared, presented);
      return presented;
    });
    return { message: roomFileMessages.shared, file };
  } catch (err) {
    await removeStoredFiles(deps.storage, pathsOf(stored), deps.log);
    throw err;
  }
}

/** The file and the caller's side of its lesson; anyone but the lesson's two people is told it does not exist. */
async function fileParty(deps: KeptDeps, user: SignedInUser, id: number) {
  const file = await findRoomFile(deps.db, id);
  const booking = file ? await findBooking(deps.db, file.bookingId) : undefined;
  const role = booking ? roleIn(booking, user) : undefined;
  if (!file || !role) throw notFound(roomFileMessages.notFound);
  return { file, role };
}

/** GET /api/lessons/room-files/{id}/: the bytes, to the lesson's two people only. */
export async function sendRoomFile(
  deps: KeptDeps,
  user: SignedInUser,
  id: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { file } = await fileParty(deps, user, id);
  return sendStoredFile(deps.storage, file, reply, roomFileMessages.notFound);
}

/** GET /api/lessons/room-files/{id}/pages/{page}/: one drawn page of a PDF, with the file's own rule. */
export async function sendRoomFilePage(
  deps: KeptDeps,
  user: SignedInUser,
  id: number,
  page: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { file } = await fileParty(deps, user, id);
  if (file.contentType !== 'application/pdf' || file.pageCount === null || page > file.pageCount) {
    throw notFound(roomFileMessages.notFound);
  }
  const stored = {
    storagePath: pagePath(file.storagePath, page),
    contentType: 'image/png',
    name: `${file.name.replace(/\.pdf$/i, '')} page ${page}.png`,
  };
  return sendStoredFile(deps.storage, stored, reply, roomFileMessages.notFound);
}

/**
 * DELETE /api/lessons/room-files/{id}/: whoever shared the file removes it, at any time (a wrong file is
 * often noticed after the lesson). The row goes and both pages hear it in one transaction; the stored bytes
 * go after it commits (a failure leaves an unreachable file, logged, never a row without its file).
 */
export async function removeRoomFile(
  deps: KeptDeps,
  user: SignedInUser,
  id: number,
): Promise<RoomFileRemoved> {
  const { role } = await fileParty(deps, user, id);
  const removed = await deps.db.transaction(async (tx) => {
    const file = await lockRoomFile(tx, id);
    if (!file) throw notFound(roomFileMessages.notFound);
    if (file.sharedBy !== role) throw forbidden(roomFileMessages.onlySharer);
    await deleteRoomFile(tx, id);
    await deps.outbox.publish(tx, lessonChannel(file.bookingId), LESSON_ROOM_EVENTS.fileRemoved, { id });
    return file;
  });
  await removeStoredFiles(deps.storage, pathsOf(removed), deps.log);
  return { message: roomFileMessages.removed, id };
}
