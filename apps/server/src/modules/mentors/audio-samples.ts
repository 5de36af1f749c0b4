/**
 * A mentor's audio samples (ADR 67): up to 3 recordings a visitor plays on the profile and the card. The
 * shape of practice attachments (ADR 60): the caller is settled before the form is read, the bytes are
 * checked (audio-check.ts) before anything is written, the file is stored under a server-chosen name and
 * the row is written after it in a transaction that counts again under the mentor's row lock (two uploads
 * at once cannot make four); the file is removed again when that transaction fails. A removed sample's
 * file goes through the outbox (ADR 71): written in the transaction that deletes the row, delivered with
 * retries once it commits. Unlike attachments, samples are public: they live under audio/, which /media/
 * serves.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  AUDIO_SAMPLE_FIELD,
  AUDIO_SAMPLE_MAX_BYTES,
  AUDIO_SAMPLES_PER_MENTOR,
  teacherMediaMessages as t,
  type AudioSample,
  type AudioSampleAdded,
  type MessageResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { MEDIA_PREFIX, type FileStorage } from '../../platform/storage.ts';
import type { SignedInUser } from '../auth/index.ts';
import { checkAudioSample, sampleTooLarge } from './audio-check.ts';
import {
  deleteSample,
  insertSample,
  refreshHasMedia,
  sampleCount,
  type AudioSampleRow,
} from './audio-sample-repository.ts';
import { findMentorByUserId } from './repository.ts';
import { lockMentorForSettings } from './settings-repository.ts';
import { isFileTooLarge } from '../../platform/uploads.ts';

export interface AudioSampleDeps {
  db: Db;
  clock: { now(): Date };
  storage: FileStorage;
  outbox: Pick<Outbox, 'removeFile'>;
  log: FastifyBaseLogger;
}

export const NOT_A_MENTOR = 'Only a mentor (or someone who applied to be one) can add audio samples.';

const refuse = (message: string) => badRequest(message, { [AUDIO_SAMPLE_FIELD]: [message] });

export function presentSample(row: Pick<AudioSampleRow, 'id' | 'storagePath' | 'title' | 'durationSeconds'>) {
  return {
    id: row.id,
    url: `${MEDIA_PREFIX}${row.storagePath}`,
    title: row.title,
    duration_seconds: row.durationSeconds,
  } satisfies AudioSample;
}

interface SampleForm {
  mentorId: number;
  data: Buffer;
  fields: Record<string, string>;
}

/** The upload read in preValidation, kept for the handler (the body schema judges the title meanwhile). */
const forms = new WeakMap<FastifyRequest, SampleForm>();

/**
 * Reads the form once the caller is known to have a mentor profile with room for another sample: the one
 * file `file` with this route's limit of 10 MB (refused while it streams in) and the text field `title`.
 */
export async function readSampleForm(db: Db, request: FastifyRequest): Promise<void> {
  const user = request.user;
  const mentor = user ? await findMentorByUserId(db, user.id) : undefined;
  if (!mentor) throw forbidden(NOT_A_MENTOR);
  // Asked before the upload is read, and again under the row lock before the row is written.
  if ((await sampleCount(db, mentor.id)) >= AUDIO_SAMPLES_PER_MENTOR) throw refuse(t.sampleTooMany);
  if (!request.isMultipart()) throw new HttpError(415, t.sampleNotMultipart);
  const fields: Record<string, string> = {};
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AUDIO_SAMPLE_MAX_BYTES, files: 2 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== AUDIO_SAMPLE_FIELD || data) {
          part.file.resume();
          throw refuse(t.sampleOneFile);
        }
        data = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (isFileTooLarge(err)) throw sampleTooLarge();
    throw err;
  }
  if (!data) throw refuse(t.sampleRequired);
  forms.set(request, { mentorId: mentor.id, data, fields });
  request.body = fields;
}

export async function addAudioSample(
  deps: AudioSampleDeps,
  title: string,
  request: FastifyRequest,
): Promise<AudioSampleAdded> {
  const form = forms.get(request);
  if (!form) throw refuse(t.sampleRequired);
  const checked = await checkAudioSample(form.data);
  const path = `audio/${randomBytes(18).toString('hex')}.${checked.extension}`;
  await deps.storage.put(path, form.data);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockMentorForSettings(tx, form.mentorId);
      if ((await sampleCount(tx, form.mentorId)) >= AUDIO_SAMPLES_PER_MENTOR) throw refuse(t.sampleTooMany);
      const inserted = await insertSample(tx, {
        mentorId: form.mentorId,
        title,
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        durationSeconds: checked.durationSeconds,
        storagePath: path,
        createdAt: deps.clock.now(),
      });
      await refreshHasMedia(tx, form.mentorId);
      return inserted;
    });
    return { message: t.sampleAdded, sample: presentSample(row) };
  } catch (err) {
    await deps.storage
      .remove(path)
      .catch((e: unknown) => deps.log.warn({ err: e, path }, 'sample file left'));
    throw err;
  }
}

/**
 * Removes one of the caller's samples: the row, and in the same transaction the outbox row that removes its
 * file once it commits; anyone else's sample reads as unknown.
 */
export async function removeAudioSample(
  deps: AudioSampleDeps,
  user: SignedInUser,
  id: number,
): Promise<MessageResponse> {
  const mentor = await findMentorByUserId(deps.db, user.id);
  if (!mentor) throw notFound(t.sampleNotFound);
  const removed = await deps.db.transaction(async (tx) => {
    await lockMentorForSettings(tx, mentor.id);
    const row = await deleteSample(tx, mentor.id, id);
    if (!row) return false;
    await refreshHasMedia(tx, mentor.id);
    await deps.outbox.removeFile(tx, row.storagePath);
    return true;
  });
  if (!removed) throw notFound(t.sampleNotFound);
  return { message: t.sampleRemoved };
}
