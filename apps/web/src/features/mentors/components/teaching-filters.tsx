/**
 * The search's teaching filters (ADR 67): levels and ages taught ("any of"), and only teachers with an
 * intro video or an audio sample. Native checkboxes in fieldsets: every choice by keyboard, named by its
 * group.
 */
import {
  AGE_LABELS,
  LEVEL_LABELS,
  MENTOR_AGES,
  MENTOR_LEVELS,
  type MentorAge,
  type MentorLevel,
} from '@app/contract';

export interface TeachingChoice {
  level: MentorLevel[];
  age: MentorAge[];
  hasMedia: boolean;
}

function Checks<W extends string>(props: {
  legend: string;
  /** The list call's parameter: each box is named, as a form field should be (the browser flags unnamed ones). */
  name: string;
  words: readonly W[];
  labels: Record<W, string>;
  selected: W[];
  onChange: (next: W[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">{props.legend}</legend>
      {props.words.map((word) => (
        <label key={word} className="flex min-h-8 items-center gap-2">
          <input
            type="checkbox"
            name={props.name}
            value={word}
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
    </fieldset>
  );
}

export function TeachingFilters({
  value,
  onChange,
}: {
  value: TeachingChoice;
  onChange: (next: TeachingChoice) => void;
}) {
  return (
    <>
      <Checks
        legend="Level"
        name="level"
        words={MENTOR_LEVELS}
        labels={LEVEL_LABELS}
        selected={value.level}
        onChange={(level) => onChange({ ...value, level })}
      />
      <Checks
        legend="Ages taught"
        name="age"
        words={MENTOR_AGES}
        labels={AGE_LABELS}
        selected={value.age}
        onChange={(age) => onChange({ ...value, age })}
      />
      <label className="flex min-h-8 items-center gap-2">
        <input
          type="checkbox"
          name="has_media"
          className="h-4 w-4 accent-black"
          checked={value.hasMedia}
          onChange={(e) => onChange({ ...value, hasMedia: e.target.checked })}
        />
        Has a video or sample
      </label>
    </>
  );
}
