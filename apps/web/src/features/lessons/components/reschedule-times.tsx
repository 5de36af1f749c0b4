/**
 * The reschedule modal's picker (RESCHED-01..03): the 7 days of the window (a day without slots cannot be
 * chosen), and the chosen day's times under Morning (6-11), Afternoon (12-17) and Evening (18-23). A time
 * before 6 in the viewer's zone, which the spec's parts do not name, is listed under Night rather than
 * hidden (ADR 15). start_time comes in the viewer's zone with its offset, so date and hour are read from it.
 */
import type { AvailableSlot } from '@app/contract';

export const RESCHEDULE_WINDOW_DAYS = 7;

/** yyyy-MM-dd of a date in the browser's zone. */
export function localYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDaysYmd(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return localYmd(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
}

export function windowDays(first: string): string[] {
  return Array.from({ length: RESCHEDULE_WINDOW_DAYS }, (_, i) => addDaysYmd(first, i));
}

type Part = 'Night' | 'Morning' | 'Afternoon' | 'Evening';
const PARTS: readonly Part[] = ['Night', 'Morning', 'Afternoon', 'Evening'];

function partOf(slot: AvailableSlot): Part {
  const hour = Number(slot.start_time.slice(11, 13));
  if (hour < 6) return 'Night';
  if (hour < 12) return 'Morning';
  if (hour < 18) return 'Afternoon';
  return 'Evening';
}

/** One day's slots by part of the day, in time order; empty parts left out. */
export function slotsByPart(slots: readonly AvailableSlot[]): { part: Part; slots: AvailableSlot[] }[] {
  const sorted = [...slots].sort((a, b) => a.start_utc.localeCompare(b.start_utc));
  return PARTS.map((part) => ({ part, slots: sorted.filter((s) => partOf(s) === part) })).filter(
    (group) => group.slots.length > 0,
  );
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const longFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
const asDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

interface DayPickerProps {
  days: string[];
  selected: string | null;
  hasSlots: (day: string) => boolean;
  onSelect: (day: string) => void;
}

export function RescheduleDays({ days, selected, hasSlots, onSelect }: DayPickerProps) {
  return (
    <ul aria-label="Days" className="grid grid-cols-4 gap-2 sm:grid-cols-7">
      {days.map((day) => (
        <li key={day}>
          <button
            type="button"
            aria-pressed={day === selected}
            aria-label={longFormat.format(asDate(day))}
            disabled={!hasSlots(day)}
            onClick={() => onSelect(day)}
            className={`w-full rounded-xl border-2 px-1 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:border-transparent disabled:text-neutral-500 ${
              day === selected
                ? 'border-ink bg-ink text-white'
                : 'border-neutral-300 hover:enabled:border-ink'
            }`}
          >
            {dayFormat.format(asDate(day))}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface TimePickerProps {
  slots: AvailableSlot[];
  selected: AvailableSlot | null;
  onSelect: (slot: AvailableSlot) => void;
}

export function RescheduleSlots({ slots, selected, onSelect }: TimePickerProps) {
  return (
    <div className="flex flex-col gap-3">
      {slotsByPart(slots).map(({ part, slots: inPart }) => (
        <section key={part} aria-labelledby={`reschedule-${part}`}>
          <h3 id={`reschedule-${part}`} className="mb-1 text-sm font-semibold text-neutral-700">
            {part}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {inPart.map((slot) => (
              <li key={slot.start_utc}>
                <button
                  type="button"
                  aria-pressed={selected?.start_utc === slot.start_utc}
                  onClick={() => onSelect(slot)}
                  className={`h-11 rounded-xl border-2 px-4 font-semibold ${
                    selected?.start_utc === slot.start_utc
                      ? 'border-ink bg-ink text-white'
                      : 'border-neutral-300 hover:border-ink'
                  }`}
                >
                  {slot.start_time.slice(11, 16)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
