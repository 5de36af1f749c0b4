/**
 * What an attachment is (ADR 60), judged by its bytes with file-type, never by the name or type the browser
 * claims: sheet music as PDF, PNG, JPEG or WebP; recordings as MP3, M4A/AAC, Ogg or WAV. A file whose name
 * or claimed type says something else (a program renamed score.pdf, a PNG named scales.mp3) is refused
 * rather than stored under a misleading name. Refusals are 400 R1 errors on the form's file field.
 */
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  attachmentMessages,
} from '@app/contract';
import { badRequest, HttpError } from '../../platform/errors.ts';

interface Kind {
  /** In the refusal: "This file is a PDF document, but ...". */
  label: string;
  /** The stored file's extension, and the content type it is served with. */
  extension: string;
  contentType: string;
  /** File name endings that may carry it. */
  names: readonly string[];
  /** The family of type a browser may claim for it ("image/", "audio/", "application/pdf"). */
  family: string;
}

const pdf: Kind = {
  label: 'a PDF document',
  extension: 'pdf',
  contentType: 'application/pdf',
  names: ['pdf'],
  // Browsers claim application/pdf, some application/x-pdf; the bytes decide anyway.
  family: 'application/',
};
const image = (label: string, extension: string, contentType: string, names: string[]): Kind => ({
  label,
  extension,
  contentType,
  names,
  family: 'image/',
});
const audio = (label: string, extension: string, contentType: string, names: string[]): Kind => ({
  label,
  extension,
  contentType,
  names,
  family: 'audio/',
});
const m4a = audio('an M4A recording', 'm4a', 'audio/mp4', ['m4a', 'mp4', 'aac']);
const ogg = audio('an Ogg recording', 'ogg', 'audio/ogg', ['ogg', 'oga', 'opus']);

/** file-type's extension of what it found → what we accept it as. Anything else is refused. */
const KINDS: Record<string, Kind> = {
  pdf,
  png: image('a PNG image', 'png', 'image/png', ['png']),
  jpg: image('a JPEG image', 'jpg', 'image/jpeg', ['jpg', 'jpeg']),
  webp: image('a WebP image', 'webp', 'image/webp', ['webp']),
  mp3: audio('an MP3 recording', 'mp3', 'audio/mpeg', ['mp3']),
  m4a,
  aac: audio('an AAC recording', 'aac', 'audio/aac', ['aac', 'm4a']),
  ogg,
  oga: ogg,
  opus: ogg,
  wav: audio('a WAV recording', 'wav', 'audio/wav', ['wav']),
};

export interface CheckedAttachment {
  /** The name shown and offered on download: the browser's, without folders, ending in the right type. */
  name: string;
  extension: string;
  contentType: string;
  sizeBytes: number;
}

const refuse = (message: string) => badRequest(message, { [ATTACHMENT_FIELD]: [message] });
export const attachmentTooLarge = () =>
  new HttpError(413, attachmentMessages.tooLarge, { [ATTACHMENT_FIELD]: [attachmentMessages.tooLarge] });

/** The browser's file name as we show it: its last path segment, no control characters, not too long. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

function shortened(stem: string, extension: string): string {
  const room = ATTACHMENT_NAME_MAX - extension.length - 1;
  return `${[...stem].slice(0, room).join('') || 'attachment'}.${extension}`;
}

export async function checkAttachment(
  data: Buffer,
  filename: string,
  claimedType: string,
): Promise<CheckedAttachment> {
  if (data.length === 0) throw refuse(attachmentMessages.empty);
  if (data.length > ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
  const found = await fileTypeFromBuffer(data);
  const kind = found ? KINDS[found.ext] : undefined;
  if (!kind) throw refuse(attachmentMessages.invalidType);
  const name = cleanName(filename);
  const dot = name.lastIndexOf('.');
  const ending = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  // A name without an ending gets the right one; a name with another one is a file pretending to be it.
  if (ending && !kind.names.includes(ending)) {
    throw refuse(attachmentMessages.nameMismatch(kind.label, `.${ending}`));
  }
  const claimed = claimedType.toLowerCase().split(';')[0]!.trim();
  if (claimed && claimed !== 'application/octet-stream' && !claimed.startsWith(kind.family)) {
    throw refuse(attachmentMessages.nameMismatch(kind.label, claimed));
  }
  const stem = ending ? name.slice(0, dot) : name;
  return {
    name: shortened(stem, ending || kind.extension),
    extension: kind.extension,
    contentType: kind.contentType,
    sizeBytes: data.length,
  };
}
