/**
 * The description step's "Who you teach" (ADR 67): levels and ages taught, and an optional intro video
 * address (YouTube or Vimeo). The recordings follow it (samples-section.tsx, ADR 71).
 */
import {
  AGE_LABELS,
  LEVEL_LABELS,
  MENTOR_AGES,
  MENTOR_LEVELS,
  teacherMediaMessages as t,
} from '@app/contract';
import type { DescriptionData } from '../model/draft.ts';

function Checks<W extends string>(props: {
  legend: string;
  words: readonly W[];
  labels: Record<W, string>;
  selected: W[];
  onChange: (next: W[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.words.map((word) => (
          <label
            key={word}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-neutral-300 px-4 has-[:checked]:border-ink has-[:checked]:bg-lime"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-black"
              checked={props.selected.includes(word)}
              onChange={(e) =>
                props.onChange(
                  props.words.filter((w) => (w === word ? e.target.checked : props.selected.includes(w))),
                )
              }
            />
            {props.labels[word]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TeachingSection({
  description,
  onChange,
  videoError,
}: {
  description: DescriptionData;
  onChange: (next: DescriptionData) => void;
  videoError: string | undefined;
}) {
  return (
    <section aria-labelledby="onboarding-teaching" className="flex flex-col gap-4">
      <h3 id="onboarding-teaching" className="text-lg font-bold">
        Who you teach
      </h3>
      <Checks
        legend={t.levelsLabel}
        words={MENTOR_LEVELS}
        labels={LEVEL_LABELS}
        selected={description.levels}
        onChange={(levels) => onChange({ ...description, levels })}
      />
      <Checks
        legend={t.agesLabel}
        words={MENTOR_AGES}
        labels={AGE_LABELS}
        selected={description.ages}
        onChange={(ages) => onChange({ ...description, ages })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="onboarding-intro-video" className="text-sm font-semibold">
          Intro video (optional): a YouTube or Vimeo address
        </label>
        <input
          id="onboarding-intro-video"
          type="url"
          inputMode="url"
          value={description.introVideo}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(e) => onChange({ ...description, introVideo: e.target.value })}
          aria-invalid={videoError ? true : undefined}
          aria-describedby={videoError ? 'onboarding-intro-video-error' : undefined}
          className={`min-h-[50px] w-full rounded-xl border-2 bg-white px-4 ${
            videoError ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
          }`}
        />
        {videoError ? (
          <p id="onboarding-intro-video-error" className="text-sm font-medium text-red-700">
            {videoError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
