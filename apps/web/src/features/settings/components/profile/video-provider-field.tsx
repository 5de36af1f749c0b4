/** The video provider (SETTINGS-13): Default or the mentor's own platform, which then needs its link. */
import { useId } from 'react';
import { TextField } from '../../../../shared/ui/text-field.tsx';
import {
  choosePlatform,
  DEFAULT_PLATFORM,
  PLATFORM_CHOICES,
  type PlatformChoice,
  type VideoSettings,
} from '../../model/video-platform.ts';

export function VideoProviderField({
  value,
  onChange,
  urlError,
}: {
  value: VideoSettings;
  onChange: (value: VideoSettings) => void;
  urlError?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          Video provider
        </label>
        <select
          id={id}
          value={value.platform}
          onChange={(e) => onChange(choosePlatform(value, e.target.value as PlatformChoice))}
          aria-describedby={`${id}-hint`}
          className="min-h-[50px] rounded-xl border-2 border-neutral-300 bg-white px-3 focus:border-ink sm:max-w-sm"
        >
          {PLATFORM_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          Default uses the lesson room built into Music Mentors.
        </p>
      </div>
      {value.platform === DEFAULT_PLATFORM ? null : (
        <TextField
          label={`${value.platform} meeting link`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value.url}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
          error={urlError}
        />
      )}
    </div>
  );
}
