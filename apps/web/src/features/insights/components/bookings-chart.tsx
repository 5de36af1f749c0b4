/**
 * Bookings per month as a bar chart in plain SVG. recharts' BarChart alone is about 100 KB gzipped, over the
 * 60 KB budget of a lazy chunk, and six bars need no library. The drawing is hidden from screen readers,
 * which get the same figures as a table; counts are written over the bars, so nothing hides in a tooltip.
 */
import type { MonthlyBookings } from '@app/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { layoutChart } from '../model/chart.ts';

const HEIGHT = 240;
/** Used until the box is measured (and where ResizeObserver is missing). */
const FALLBACK_WIDTH = 560;

/** The element's width in pixels, kept current, so the text in the SVG stays at its real size. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function BookingsChart({ details, caption }: { details: MonthlyBookings[]; caption: string }) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const { bars, ticks, plot } = layoutChart(details, width, HEIGHT);
  const bottom = plot.top + plot.height;
  const current = bars.at(-1)?.month;
  return (
    <figure className="flex flex-col gap-2">
      <div ref={ref} className="w-full">
        <svg
          aria-hidden="true"
          focusable="false"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full text-neutral-700"
          data-testid="bookings-chart"
        >
          {ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.left + plot.width}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                strokeOpacity={tick.value === 0 ? 0.6 : 0.15}
              />
              <text x={plot.left - 8} y={tick.y + 4} textAnchor="end" fontSize="12" fill="currentColor">
                {tick.value}
              </text>
            </g>
          ))}
          {bars.map((bar) => (
            <g key={bar.month}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={4}
                // The current month is still filling up: a darker bar says it is not comparable yet.
                className={bar.month === current ? 'fill-purple-ink' : 'fill-brand'}
              />
              <text
                x={bar.x + bar.width / 2}
                y={bar.y - 6}
                textAnchor="middle"
                fontSize="13"
                fontWeight="600"
                className="fill-ink"
              >
                {bar.count}
              </text>
              <text
                x={bar.x + bar.width / 2}
                y={bottom + 18}
                textAnchor="middle"
                fontSize="13"
                fill="currentColor"
              >
                {bar.short}
              </text>
              {bar.year ? (
                <text
                  x={bar.x + bar.width / 2}
                  y={bottom + 34}
                  textAnchor="middle"
                  fontSize="11"
                  fill="currentColor"
                >
                  {bar.year}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="text-sm text-neutral-700">{caption}</figcaption>
      {/* A table ignores a 1px width, so the clipping box is a div around it (else the page scrolls sideways). */}
      <div className="sr-only">
        <table>
          <caption>Lessons booked per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Lessons booked</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.month}>
                <th scope="row">
                  {bar.long}
                  {bar.month === current ? ' (this month so far)' : ''}
                </th>
                <td>{bar.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
