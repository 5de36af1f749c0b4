/**
 * What an audio sample is (ADR 67), judged by its bytes as practice attachments are (ADR 60): file-type
 * names the format from the magic bytes (MP3, M4A/AAC, Ogg, WAV; anything else is refused, whatever its
 * name or claimed type), then music-metadata reads the recording's length from the file itself. A file
 * whose length cannot be read (cut short, a header without sound) or that runs over 10 minutes is refused.
 * Refusals are 400 R1 errors on the form's `file` field, a file over 10 MB among them (issue 20's bad input:
 * "a clear 400"; ADR 79).
 */
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import {
  AUDIO_SAMPLE_FIELD,
  AUDIO_SAMPLE_MAX_BYTES,
  AUDIO_SAMPLE_MAX_SECONDS,
  teacherMediaMessages as t,
} from '@app/contract';
import { badRequest } from '../../platform/errors.ts';

interface Kind {
  extension: string;
  contentType: string;
}

/** file-type's extension of what it found → how we store and serve it. */
const KINDS: Record<string, Kind> = {
  mp3: { extension: 'mp3', contentType: 'audio/mpeg' },
  m4a: { extension: 'm4a', contentType: 'audio/mp4' },
  aac: { extension: 'aac', contentType: 'audio/aac' },
  ogg: { extension: 'ogg', contentType: 'audio/ogg' },
  oga: { extension: 'ogg', contentType: 'audio/ogg' },
  opus: { extension: 'ogg', contentType: 'audio/ogg' },
  wav: { extension: 'wav', contentType: 'audio/wav' },
};

export interface CheckedSample {
  extension: string;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number;
}

const refuse = (message: string) => badRequest(message, { [AUDIO_SAMPLE_FIELD]: [message] });
export const sampleTooLarge = () => refuse(t.sampleTooLarge);

/**
 * A WAV file says in its RIFF header how long it is; fewer bytes than that is a file cut short in transit
 * (music-metadata would read the shorter length and play it as if whole).
 */
function wavCutShort(data: Buffer): boolean {
  return data.length < 12 || data.readUInt32LE(4) + 8 > data.length;
}

export async function checkAudioSample(data: Buffer): Promise<CheckedSample> {
  if (data.length === 0) throw refuse(t.sampleEmpty);
  if (data.length > AUDIO_SAMPLE_MAX_BYTES) throw sampleTooLarge();
  const found = await fileTypeFromBuffer(data);
  const kind = found ? KINDS[found.ext] : undefined;
  if (!kind) throw refuse(t.sampleInvalidType);
  if (kind.extension === 'wav' && wavCutShort(data)) throw refuse(t.sampleUnreadable);
  let duration: number | undefined;
  try {
    const { format } = await parseBuffer(
      data,
      { mimeType: kind.contentType, size: data.length },
      {
        duration: true,
        skipCovers: true,
      },
    );
    duration = format.duration;
  } catch {
    throw refuse(t.sampleUnreadable);
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw refuse(t.sampleUnreadable);
  if (duration > AUDIO_SAMPLE_MAX_SECONDS) throw refuse(t.sampleTooLong);
  return {
    extension: kind.extension,
    contentType: kind.contentType,
    sizeBytes: data.length,
    durationSeconds: Math.max(1, Math.round(duration)),
  };
}
