/** A device to choose (camera, microphone, speaker), in the room and at the device check. */
import { useId } from 'react';
import type { DeviceChoice } from '../model/media.ts';

export function DevicePicker({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: DeviceChoice[];
  value: string | undefined;
  onChange: (deviceId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-white">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={choices.length === 0}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-64 rounded-lg border-2 border-white bg-neutral-900 px-2 text-white"
      >
        {choices.length === 0 ? <option value="">None found</option> : null}
        {value && !choices.some((c) => c.deviceId === value) ? <option value={value}>In use</option> : null}
        {choices.map((choice) => (
          <option key={choice.deviceId} value={choice.deviceId}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
