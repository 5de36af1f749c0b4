/**
 * A list of the IANA time zones this browser knows (Intl.supportedValuesOf), for a form that names one; the
 * server checks the zone again. A value the list lacks (an older alias) stays offered, so an edit keeps it.
 */
import { useId, useMemo, type Ref, type SelectHTMLAttributes } from 'react';

function browserZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function TimeZoneSelect({
  label,
  current,
  error,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  current: string;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // Some 400 options: built once, so a re-render of the form does not diff them again.
  const options = useMemo(() => {
    const all = browserZones();
    const zones = current && !all.includes(current) ? [current, ...all] : all;
    return zones.map((zone) => (
      <option key={zone} value={zone}>
        {zone.replaceAll('_', ' ')}
      </option>
    ));
  }, [current]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-[58px] w-full rounded-xl border-2 bg-white px-4 text-base ${
          error ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
        }`}
        {...props}
      >
        {options}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
