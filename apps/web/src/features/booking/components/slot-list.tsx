/** BOOK-10: one day's slots under Night, Morning, Afternoon and Evening, each time as HH:mm. */
import { groupByPeriod, slotTime } from '../model/slots.ts';
import type { AvailableSlot } from '../model/types.ts';

interface SlotListProps {
  slots: AvailableSlot[];
  selected: AvailableSlot | null;
  onSelect: (slot: AvailableSlot) => void;
}

export function SlotList({ slots, selected, onSelect }: SlotListProps) {
  return (
    <div className="flex flex-col gap-3">
      {groupByPeriod(slots).map(({ period, slots: inPeriod }) => (
        <section key={period} aria-labelledby={`slots-${period}`}>
          <h4 id={`slots-${period}`} className="mb-1 text-sm font-semibold text-neutral-700">
            {period}
          </h4>
          <ul className="flex flex-wrap gap-2">
            {inPeriod.map((slot) => {
              const isSelected = selected?.start_utc === slot.start_utc;
              return (
                <li key={slot.start_utc}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(slot)}
                    className={`h-11 rounded-xl border-2 px-4 font-semibold ${
                      isSelected ? 'border-ink bg-ink text-white' : 'border-neutral-300 hover:border-ink'
                    }`}
                  >
                    {slotTime(slot)}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
