/**
 * The weekly availability editor shared by the onboarding wizard and the settings page (ONBOARD-19..23,
 * SETTINGS availability tab): time zone and Monday-to-Sunday slots. Controlled: it shows `value` and
 * reports every edit through `onChange`. The rules run `validationDelayMs` after the last edit (300 ms in
 * onboarding, 100 ms in settings, spec 002 §9) and come back through `onChange` as each slot's error, so a
 * parent that stores the value stores the errors too (DATA-23). A parent blocks its submit with
 * `hasSlotErrors`, which checks afresh instead of waiting for the delay.
 */
import { useEffect, useMemo } from 'react';
import {
  addSlot,
  removeSlot,
  toggleDay,
  updateSlot,
  validateWeek,
  WEEKDAY_NAMES,
  type WeeklyAvailability,
} from '../model/slots.ts';
import { DaySlots } from './day-slots.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

export interface AvailabilityValue {
  timezone: string;
  week: WeeklyAvailability;
}

interface AvailabilityEditorProps {
  value: AvailabilityValue;
  onChange: (value: AvailabilityValue) => void;
  validationDelayMs: number;
}

export function AvailabilityEditor({ value, onChange, validationDelayMs }: AvailabilityEditorProps) {
  const { week } = value;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const validated = validateWeek(week);
      if (validated !== week) onChange({ ...value, week: validated });
    }, validationDelayMs);
    return () => window.clearTimeout(timer);
  }, [week, value, onChange, validationDelayMs]);

  const problems = useMemo(
    () =>
      week.flatMap((d) =>
        d.slots.filter((s) => s.error).map((s) => `${WEEKDAY_NAMES[d.day]} ${s.from}–${s.to}: ${s.error}`),
      ),
    [week],
  );
  const setWeek = (next: WeeklyAvailability) => onChange({ ...value, week: next });

  return (
    <div className="flex flex-col gap-6">
      <TimeZoneSelect value={value.timezone} onChange={(timezone) => onChange({ ...value, timezone })} />
      <div>
        <h3 className="text-lg font-bold">Weekly hours</h3>
        <p className="text-sm text-neutral-700">
          Switch on the days you teach and set the times, in half-hour steps. Slots on one day may touch but
          not overlap.
        </p>
        <ul aria-label="Weekly hours" className="mt-2">
          {week.map((day) => (
            <DaySlots
              key={day.day}
              day={day}
              onToggle={(on) => setWeek(toggleDay(week, day.day, on))}
              onAdd={() => setWeek(addSlot(week, day.day))}
              onRemove={(id) => setWeek(removeSlot(week, day.day, id))}
              onUpdate={(id, change) => setWeek(updateSlot(week, day.day, id, change))}
            />
          ))}
        </ul>
      </div>
      {/* One polite summary instead of an announcement per slot. */}
      <p className="sr-only" aria-live="polite">
        {problems.length ? `Please fix: ${problems.join('; ')}` : ''}
      </p>
    </div>
  );
}
