/** The time zone choice of the weekly availability (ONBOARD-19): grouped by region, the offset shown. */
import { useId, useMemo } from 'react';
import { groupsIncluding, timeZoneLabel } from '../model/time-zones.ts';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
}

export function TimeZoneSelect({ value, onChange, label = 'Time zone' }: TimeZoneSelectProps) {
  const id = useId();
  const groups = useMemo(() => groupsIncluding(value), [value]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        className="min-h-[50px] w-full rounded-xl border-2 border-neutral-300 bg-white px-3 focus:border-ink sm:max-w-sm"
      >
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        Your weekly hours are in this time zone; students see them in their own.
      </p>
    </div>
  );
}
