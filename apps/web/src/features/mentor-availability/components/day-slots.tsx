/**
 * One weekday of the weekly availability: the on/off switch (ONBOARD-20) and, when on, its slots with
 * From/To selects on the 30-minute grid (ONBOARD-21), a remove button each and "Add time slot". A slot's
 * error is linked to both of its selects, so a screen reader reads it on focus.
 */
import { useId } from 'react';
import { Switch } from '../../../shared/ui/switch.tsx';
import { TIME_OPTIONS, WEEKDAY_NAMES, type DayAvailability, type TimeSlot } from '../model/slots.ts';

interface DaySlotsProps {
  day: DayAvailability;
  onToggle: (on: boolean) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
  onUpdate: (id: string, change: Partial<Pick<TimeSlot, 'from' | 'to'>>) => void;
}

const selectClass = (invalid: boolean) =>
  `h-11 rounded-lg border-2 bg-white px-2 ${invalid ? 'border-red-700' : 'border-neutral-300 focus:border-ink'}`;

const option = (time: string) => (
  <option key={time} value={time}>
    {time}
  </option>
);
/** Made once: ten selects of 48 options are most of what this editor renders. */
const GRID_OPTIONS = TIME_OPTIONS.map(option);

/** The grid's options plus a stored value off the grid, so a select never shows a value it lacks. */
function optionsWith(value: string) {
  return TIME_OPTIONS.includes(value) ? GRID_OPTIONS : [...TIME_OPTIONS, value].sort().map(option);
}

export function DaySlots({ day, onToggle, onAdd, onRemove, onUpdate }: DaySlotsProps) {
  const id = useId();
  const name = WEEKDAY_NAMES[day.day];
  const on = day.slots.length > 0;
  return (
    <li className="flex flex-col gap-3 border-b border-neutral-200 py-4 last:border-b-0">
      <div className="sm:max-w-xs">
        <Switch
          label={name}
          description={on ? undefined : 'Unavailable'}
          checked={on}
          onCheckedChange={onToggle}
        />
      </div>
      {on ? (
        <ul className="flex flex-col gap-3" aria-label={`${name} time slots`}>
          {day.slots.map((slot, index) => {
            const slotName = `${name}, slot ${index + 1}`;
            const errorId = `${id}-${slot.id}-error`;
            const invalid = Boolean(slot.error);
            return (
              <li key={slot.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-end gap-3">
                  {(['from', 'to'] as const).map((edge) => (
                    <div key={edge} className="flex flex-col gap-1">
                      <label htmlFor={`${id}-${slot.id}-${edge}`} className="text-sm font-semibold">
                        <span className="sr-only">{slotName}, </span>
                        {edge === 'from' ? 'From' : 'To'}
                      </label>
                      <select
                        id={`${id}-${slot.id}-${edge}`}
                        value={slot[edge]}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? errorId : undefined}
                        onChange={(e) => onUpdate(slot.id, { [edge]: e.target.value })}
                        className={selectClass(invalid)}
                      >
                        {optionsWith(slot[edge])}
                      </select>
                    </div>
                  ))}
                  <button
                    type="button"
                    onClick={() => onRemove(slot.id)}
                    className="h-11 rounded-lg px-3 font-semibold text-red-800 underline hover:bg-red-50"
                  >
                    Remove<span className="sr-only"> {slotName}</span>
                  </button>
                </div>
                {slot.error ? (
                  <p id={errorId} className="text-sm font-medium text-red-700">
                    {slot.error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {on ? (
        <button
          type="button"
          onClick={onAdd}
          className="self-start rounded-lg px-2 py-1 font-semibold underline hover:bg-brand-soft"
        >
          Add time slot<span className="sr-only"> on {name}</span>
        </button>
      ) : null}
    </li>
  );
}
