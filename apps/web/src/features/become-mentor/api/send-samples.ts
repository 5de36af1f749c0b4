/**
 * The recordings chosen in the wizard, sent once the application exists (ADR 71): one upload each, in the
 * order chosen. A refusal (the server read the bytes or the length and said no) does not undo the
 * application: it is reported on the confirmation step, where the editor lets the applicant try again.
 */
import { AUDIO_SAMPLE_FIELD, type AudioSample } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import type { PendingSample } from '../model/samples.ts';

/** 10 MB at 1 Mbit/s takes under a minute and a half; three minutes leaves room for a slower line. */
const UPLOAD_TIMEOUT_MS = 3 * 60_000;

export interface SentSamples {
  added: AudioSample[];
  refused: { title: string; reason: string }[];
}

function reason(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: string; errors?: Record<string, string[]> } | undefined;
    return body?.errors?.file?.[0] ?? body?.errors?.title?.[0] ?? body?.detail ?? error.message;
  }
  return 'The recording could not be sent.';
}

export async function sendSamples(samples: PendingSample[]): Promise<SentSamples> {
  const sent: SentSamples = { added: [], refused: [] };
  for (const sample of samples) {
    const form = new FormData();
    form.append('title', sample.title);
    form.append(AUDIO_SAMPLE_FIELD, sample.file, sample.file.name);
    try {
      const answer = await call('mentors.addAudioSample', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
      sent.added.push(answer.sample);
    } catch (error) {
      sent.refused.push({ title: sample.title, reason: reason(error) });
    }
  }
  return sent;
}
