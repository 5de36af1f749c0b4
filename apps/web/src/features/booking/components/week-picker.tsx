/** BOOK-08: a Monday-start week of 7 day buttons, previous/next week, days without slots disabled. */
import { dayLabels, weekDays, weekTitle } from '../model/week.ts';

interface WeekPickerProps {
  monday: string;
  selected: string | null;
  isAvailable: (date: string) => boolean;
  onSelect: (date: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  canGoBack: boolean;
  canGoForward: boolean;
}

const arrow =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-ink disabled:cursor-not-allowed disabled:opacity-40 hover:enabled:bg-brand-soft';

export function WeekPicker(props: WeekPickerProps) {
  const { monday, selected, isAvailable, onSelect, onPrevious, onNext, canGoBack, canGoForward } = props;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          onClick={onPrevious}
          disabled={!canGoBack}
          aria-label="Previous week"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="font-semibold" aria-live="polite">
          {weekTitle(monday)}
        </p>
        <button
          type="button"
          className={arrow}
          onClick={onNext}
          disabled={!canGoForward}
          aria-label="Next week"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul aria-label="Days of the week" className="grid grid-cols-7 gap-1">
        {weekDays(monday).map((date) => {
          const labels = dayLabels(date);
          const available = isAvailable(date);
          const isSelected = date === selected;
          return (
            <li key={date}>
              <button
                type="button"
                data-date={date}
                aria-label={labels.long}
                aria-pressed={isSelected}
                disabled={!available}
                onClick={() => onSelect(date)}
                className={`flex w-full flex-col items-center rounded-xl border-2 py-2 text-sm disabled:cursor-not-allowed disabled:border-transparent disabled:text-neutral-500 ${
                  isSelected ? 'border-ink bg-ink text-white' : 'border-neutral-300 hover:enabled:border-ink'
                }`}
              >
                <span aria-hidden="true">{labels.short}</span>
                <span aria-hidden="true" className="text-base font-bold">
                  {labels.dayOfMonth}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
