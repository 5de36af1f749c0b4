/**
 * The description step's "Audio samples" (ADR 71): up to 3 recordings chosen before the application is
 * sent, each with a title, checked here by type and size and sent right after the application is created
 * (the server checks the content and the length then). A native form: every control by keyboard; the
 * refusal is announced and tied to the file input.
 */
import { AUDIO_SAMPLE_TITLE_MAX, AUDIO_SAMPLES_PER_MENTOR, teacherMediaMessages as t } from '@app/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { pendingSampleProblem, SAMPLE_ACCEPT, type PendingSample } from '../model/samples.ts';

const size = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function SamplesSection({
  samples,
  onChange,
}: {
  samples: PendingSample[];
  onChange: (next: PendingSample[]) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const file = fileInput.current?.files?.[0];
    const found = pendingSampleProblem(title, file, samples.length);
    setProblem(found);
    if (found || !file) return;
    onChange([...samples, { key: `${Date.now()}-${file.name}`, title: title.trim(), file }]);
    setTitle('');
    if (fileInput.current) fileInput.current.value = '';
    setStatus(`"${title.trim()}" will be added to your profile with your application.`);
  };

  const full = samples.length >= AUDIO_SAMPLES_PER_MENTOR;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Audio samples (optional)
      </h3>
      <p className="text-sm text-neutral-700">
        Up to {AUDIO_SAMPLES_PER_MENTOR} recordings students can play on your profile: MP3, AAC, Ogg or WAV,
        at most 10 MB and 10 minutes each. They are sent with your application.
      </p>
      {samples.length > 0 ? (
        <ul aria-label="Recordings to send" className="flex flex-col gap-2">
          {samples.map((sample) => (
            <li
              key={sample.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-neutral-200 p-3"
            >
              <span>
                <span className="font-semibold">{sample.title}</span>{' '}
                <span className="text-sm text-neutral-700">
                  ({sample.file.name}, {size(sample.file.size)})
                </span>
              </span>
              <Button
                variant="outline"
                onClick={() => {
                  setProblem(null);
                  setStatus(null);
                  onChange(samples.filter((s) => s.key !== sample.key));
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
        <form onSubmit={add} noValidate aria-label="Add an audio sample" className="flex flex-col gap-3">
          <TextField
            label="Sample title"
            value={title}
            maxLength={AUDIO_SAMPLE_TITLE_MAX}
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
              accept={SAMPLE_ACCEPT}
              aria-describedby={problem ? `${id}-problem` : undefined}
              aria-invalid={problem ? true : undefined}
              className="text-sm"
            />
          </div>
          <Button type="submit" variant="outline" className="self-start">
            Add sample
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
