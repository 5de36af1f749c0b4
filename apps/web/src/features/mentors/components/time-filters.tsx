/**
 * "Available on", "Time of day" and "Offers a trial" (issue 20 item 3, ADR 68): checkboxes in fieldsets, so
 * they work by keyboard and a screen reader names each group. The parts of the day are read in the zone
 * named under them (the viewer's, or the one a shared address came with).
 */
import type { TimeOfDay, WeekdayCode } from '@app/contract';
import { DAY_OPTIONS, TIME_OF_DAY_OPTIONS } from '../model/filters.ts';

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

const chip =
  'flex min-h-[44px] cursor-pointer items-center gap-2 rounded-xl border-2 border-neutral-300 bg-white px-3 text-sm has-[:checked]:border-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-2';

export interface TimeFiltersProps {
  days: WeekdayCode[];
  timeOfDay: TimeOfDay[];
  offersTrial: boolean;
  zone: string;
  onDays: (days: WeekdayCode[]) => void;
  onTimeOfDay: (times: TimeOfDay[]) => void;
  onOffersTrial: (on: boolean) => void;
}

export function TimeFilters(props: TimeFiltersProps) {
  // Keep the week's order in the address whatever the order of the clicks.
  const byWeek = (days: WeekdayCode[]) => DAY_OPTIONS.map((d) => d.value).filter((d) => days.includes(d));
  const byDay = (times: TimeOfDay[]) =>
    TIME_OF_DAY_OPTIONS.map((t) => t.value).filter((t) => times.includes(t));
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Available on</legend>
        <div className="grid grid-cols-4 gap-2">
          {DAY_OPTIONS.map((d) => (
            <label key={d.value} className={chip}>
              <input
                type="checkbox"
                name="days"
                value={d.value}
                className="size-4 accent-ink"
                checked={props.days.includes(d.value)}
                onChange={(e) => props.onDays(byWeek(toggle(props.days, d.value, e.target.checked)))}
                aria-label={d.label}
              />
              <span aria-hidden="true">{d.value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Time of day</legend>
        <div className="grid grid-cols-2 gap-2">
          {TIME_OF_DAY_OPTIONS.map((t) => (
            <label key={t.value} className={chip}>
              <input
                type="checkbox"
                name="time_of_day"
                value={t.value}
                className="size-4 accent-ink"
                checked={props.timeOfDay.includes(t.value)}
                onChange={(e) => props.onTimeOfDay(byDay(toggle(props.timeOfDay, t.value, e.target.checked)))}
              />
              <span>
                {t.label} <span className="text-neutral-700">{t.hours}</span>
              </span>
            </label>
          ))}
        </div>
        <p className="text-xs text-neutral-700">Times in {props.zone}</p>
      </fieldset>
      <label className={chip}>
        <input
          type="checkbox"
          name="offers_trial"
          className="size-4 accent-ink"
          checked={props.offersTrial}
          onChange={(e) => props.onOffersTrial(e.target.checked)}
        />
        Offers a trial lesson
      </label>
    </>
  );
}
