/** MASTER-03: days, hours and minutes until the start, two digits each, re-read from the server clock every 1 s. */
import { useEffect, useState } from 'react';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { countdownParts } from '../model/countdown.ts';

export function Countdown({ startIso, label }: { startIso: string; label: string }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(Date.parse(startIso), now);
  const units = [
    { value: parts.days, unit: 'Days' },
    { value: parts.hours, unit: 'Hours' },
    { value: parts.minutes, unit: 'Minutes' },
  ];
  return (
    <div
      role="timer"
      aria-label={`${label} ${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide">{label}</p>
      <div className="mt-2 flex gap-3" aria-hidden="true">
        {units.map((u) => (
          <div
            key={u.unit}
            className="flex min-w-20 flex-col items-center rounded-xl border-2 border-ink bg-white p-3"
          >
            <span
              className="text-3xl font-extrabold tabular-nums"
              data-testid={`countdown-${u.unit.toLowerCase()}`}
            >
              {u.value}
            </span>
            <span className="text-xs">{u.unit}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
