/** The mentor's audio samples (ADR 67): add one (multipart: `title`, then the file `file`), remove one. */
import { AUDIO_SAMPLE_FIELD } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

/** 10 MB at 1 Mbit/s takes under a minute and a half; three minutes leaves room for a slower line. */
const UPLOAD_TIMEOUT_MS = 3 * 60_000;

export function addAudioSample(title: string, file: File) {
  const form = new FormData();
  form.append('title', title);
  form.append(AUDIO_SAMPLE_FIELD, file);
  return call('mentors.addAudioSample', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export const removeAudioSample = (id: number) =>
  call('mentors.removeAudioSample', { params: { id: String(id) } });
