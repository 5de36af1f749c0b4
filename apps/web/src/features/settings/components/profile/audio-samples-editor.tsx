/**
 * The mentor's audio samples in settings (ADR 67): each with its title, length and player, and Remove;
 * a form to add one (title and file) while there is room for it. A file over 10 MB is refused before it
 * is sent; everything else (its type by content, its length) the server judges, and its refusal shows
 * under the file input.
 */
import {
  AUDIO_SAMPLE_MAX_BYTES,
  AUDIO_SAMPLES_PER_MENTOR,
  teacherMediaMessages as t,
  type AudioSample,
  type SettingsResponse,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import { mentorAnswersFilter } from '../../../mentors/index.ts';
import { addAudioSample, removeAudioSample } from '../../api/audio-samples.ts';
import { settingsQuery } from '../../api/settings.ts';

const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: string; errors?: Record<string, string[]> } | undefined;
    return body?.errors?.file?.[0] ?? body?.errors?.title?.[0] ?? body?.detail ?? error.message;
  }
  return 'The sample could not be uploaded. Please try again.';
}

export function AudioSamplesEditor({
  samples,
  onChanged,
}: {
  samples: AudioSample[];
  /** Where the new list goes; by default the cached settings (the wizard keeps its own). */
  onChanged?: (next: AudioSample[]) => void;
}) {
  const client = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const refresh = (next: AudioSample[]) => {
    onChanged?.(next);
    if (!onChanged)
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old?.mentor ? { ...old, mentor: { ...old.mentor, audio_samples: next } } : old,
      );
    void client.invalidateQueries(mentorAnswersFilter);
  };

  const add = useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => addAudioSample(name, file),
    onSuccess: (answer) => {
      refresh([...samples, answer.sample]);
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
      setStatus(answer.message);
    },
    onError: (error) => setProblem(refusal(error)),
  });
  const remove = useMutation({
    mutationFn: removeAudioSample,
    onSuccess: (answer, removedId) => {
      refresh(samples.filter((s) => s.id !== removedId));
      setStatus(answer.message);
    },
    onError: (error) => setProblem(refusal(error)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setStatus(null);
    const file = fileInput.current?.files?.[0];
    if (!title.trim()) return setProblem(t.titleRequired);
    if (!file) return setProblem(t.sampleRequired);
    if (file.size > AUDIO_SAMPLE_MAX_BYTES) return setProblem(t.sampleTooLarge);
    add.mutate({ name: title.trim(), file });
  };

  const full = samples.length >= AUDIO_SAMPLES_PER_MENTOR;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 border-t border-neutral-200 pt-6">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Audio samples
      </h3>
      <p className="text-sm text-neutral-700">
        Up to {AUDIO_SAMPLES_PER_MENTOR} recordings students can play on your profile: MP3, AAC, Ogg or WAV,
        at most 10 MB and 10 minutes each.
      </p>
      {samples.length > 0 ? (
        <ul aria-label="Your audio samples" className="flex flex-col gap-3">
          {samples.map((sample) => (
            <li key={sample.id} className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-3">
              <span id={`${id}-${sample.id}`} className="font-semibold">
                {sample.title}{' '}
                <span className="font-normal text-neutral-700">({duration(sample.duration_seconds)})</span>
              </span>
              <audio
                controls
                preload="none"
                src={sample.url}
                aria-labelledby={`${id}-${sample.id}`}
                className="w-full"
              />
              <Button
                variant="outline"
                className="self-start"
                disabled={remove.isPending}
                onClick={() => {
                  setProblem(null);
                  remove.mutate(sample.id);
                }}
                aria-label={`Remove the sample "${sample.title}"`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm">{t.sampleTooMany}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Add an audio sample" className="flex flex-col gap-3">
          <TextField
            label="Sample title"
            value={title}
            maxLength={80}
            onChange={(e) => setTitle(e.target.value)}
            hint="For example: Chopin nocturne, or a blues improvisation."
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-semibold">
              Recording
            </label>
            <input
              id={`${id}-file`}
              ref={fileInput}
              type="file"
              accept="audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.oga,.opus,.wav"
              aria-describedby={problem ? `${id}-problem` : undefined}
              aria-invalid={problem ? true : undefined}
              className="text-sm"
            />
          </div>
          <Button type="submit" className="self-start" disabled={add.isPending}>
            {add.isPending ? 'Uploading…' : 'Add sample'}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {problem ? (
          <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        {status ? <p className="text-sm text-green-800">{status}</p> : null}
      </div>
    </section>
  );
}
