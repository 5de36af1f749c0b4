/**
 * The checkout's repeat step (ADR 56): a paid lesson can repeat every week for 2 to 12 weeks. Each week is
 * listed at the chosen weekly time with its zone; a week whose time is taken is marked and left out
 * unless the student picks another free time of that day; any later week can be left out.
 */
import { useId } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatClockTime, formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { REPEAT_CHOICES, repeatLabel, type SeriesWeek } from '../model/series.ts';

export const LEAVE_OUT = 'Leave this week out';
export const SERIES_LOAD_FAILED = 'The weekly times could not be loaded. Please try again.';

interface RepeatWeeksProps {
  weeks: number;
  onWeeksChange: (weeks: number) => void;
  plan: SeriesWeek[] | null;
  failed: boolean;
  /** What each week books now (null: left out), from chosenStarts. */
  starts: (string | null)[];
  onPick: (week: number, start: string | null) => void;
  disabled?: boolean;
}

function WeekRow({
  week,
  start,
  onPick,
  disabled,
}: {
  week: SeriesWeek;
  start: string | null;
  onPick: RepeatWeeksProps['onPick'];
  disabled: boolean;
}) {
  const id = useId();
  const label = `Week ${week.index + 1}`;
  return (
    <li className="flex flex-col gap-1 border-b border-neutral-200 py-2 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">
          {label}: {formatShortDateTime(week.weeklyStart)}
        </p>
        {week.free ? null : <p className="text-sm font-semibold text-red-700">Not free at this time</p>}
      </div>
      {week.index === 0 ? (
        <p className="text-sm text-neutral-700">The time you chose</p>
      ) : (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {label} time
          </label>
          <select
            id={id}
            value={start ?? ''}
            disabled={disabled}
            onChange={(e) => onPick(week.index, e.target.value || null)}
            className="h-10 rounded-lg border-2 border-neutral-300 bg-white px-2 focus:border-ink"
          >
            {week.options.map((slot) => (
              <option key={slot.start_utc} value={slot.start_utc}>
                {formatClockTime(slot.start_utc)}
                {Date.parse(slot.start_utc) === Date.parse(week.weeklyStart) ? ' (weekly time)' : ''}
              </option>
            ))}
            <option value="">{week.options.length ? LEAVE_OUT : 'No free time that day: left out'}</option>
          </select>
        </div>
      )}
    </li>
  );
}

export function RepeatWeeks(props: RepeatWeeksProps) {
  const { weeks, plan, starts, disabled = false } = props;
  const id = useId();
  const booked = starts.filter(Boolean).length;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-neutral-300 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-bold">
          Repeat weekly
        </h3>
        <label htmlFor={`${id}-weeks`} className="sr-only">
          How many weeks
        </label>
        <select
          id={`${id}-weeks`}
          value={weeks}
          disabled={disabled}
          onChange={(e) => props.onWeeksChange(Number(e.target.value))}
          className="h-10 rounded-lg border-2 border-neutral-300 bg-white px-2 focus:border-ink"
        >
          {REPEAT_CHOICES.map((n) => (
            <option key={n} value={n}>
              {repeatLabel(n)}
            </option>
          ))}
        </select>
      </div>
      {weeks > 1 && props.failed ? <Alert tone="error">{SERIES_LOAD_FAILED}</Alert> : null}
      {weeks > 1 && !plan && !props.failed ? (
        <Spinner label="Checking the weekly times..." showLabel />
      ) : null}
      {plan ? (
        <>
          <ol aria-label="Weekly lessons">
            {plan.map((week) => (
              <WeekRow
                key={week.index}
                week={week}
                start={starts[week.index] ?? null}
                onPick={props.onPick}
                disabled={disabled}
              />
            ))}
          </ol>
          <p role="status" className="text-sm font-semibold">
            {booked === 1 ? '1 lesson will be booked.' : `${booked} lessons will be booked.`} One payment
            covers them all; each can be cancelled or rescheduled on its own.
          </p>
        </>
      ) : null}
    </section>
  );
}
