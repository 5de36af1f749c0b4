/** The legend (CAL-05, M6): every display kind, plus unconfirmed, cancelled and first-lesson marks. */
import { LEGEND } from '../model/display.ts';

export function Legend() {
  return (
    <section aria-labelledby="calendar-legend" className="flex flex-col gap-2">
      <h2 id="calendar-legend" className="text-lg font-bold">
        Legend
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LEGEND.map((entry) => (
          <li key={entry.kind} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block h-4 w-4 rounded border-l-4 ${entry.className}`}
            />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
