/**
 * The time grid (CAL-02, CAL-04): one column per day, 24 hourly rows of 40px, items placed by their time
 * in the viewer's zone. For screen readers each day is a headed list of its items in time order; the
 * hour lines are decoration.
 */
import type { CalendarItem } from '@app/contract';
import { useEffect, useRef } from 'react';
import { formatDay, formatTime, spanOnDate } from '../model/dates.ts';
import {
  displayKind,
  drawnOnDay,
  FIRST_LESSON_CLASS,
  itemTitle,
  KIND_CLASSES,
  KIND_LABELS,
  layer,
} from '../model/display.ts';

export const HOUR_PX = 40;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Each layer is indented a little more, so availability underneath stays visible. */
const INDENT = ['left-0 right-0', 'left-2 right-0', 'left-4 right-0'];

interface CalendarGridProps {
  days: string[];
  items: CalendarItem[];
  zone: string;
  today: string;
  onOpen: (item: CalendarItem) => void;
}

function itemLabel(item: CalendarItem, zone: string): string {
  const kind = KIND_LABELS[displayKind(item)];
  const first = item.type === 'booking' && item.first_lesson ? ', first lesson' : '';
  const title = item.type === 'booking' ? `${kind}: ${itemTitle(item)}` : kind;
  return `${title}${first}, ${formatTime(item.start, zone)} – ${formatTime(item.end, zone)}`;
}

function DayColumn({ date, items, zone, today, onOpen }: Omit<CalendarGridProps, 'days'> & { date: string }) {
  const placed = items
    .filter((item) => drawnOnDay(item, date, today))
    .map((item) => ({ item, span: spanOnDate(item.start, item.end, date, zone) }))
    .filter((p): p is { item: CalendarItem; span: { from: number; to: number } } => p.span !== null)
    .sort((a, b) => a.span.from - b.span.from || layer(a.item) - layer(b.item));
  const headingId = `calendar-day-${date}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 flex-1 border-l border-neutral-300">
      <h3
        id={headingId}
        className={`sticky top-0 z-30 h-10 border-b border-neutral-300 bg-white px-1 text-center text-sm font-semibold leading-10 ${date === today ? 'text-purple-ink' : ''}`}
      >
        {formatDay(date)}
        {date === today ? <span className="sr-only"> (today)</span> : null}
      </h3>
      <ol className="relative m-0 list-none p-0" style={{ height: 24 * HOUR_PX }}>
        {placed.length === 0 ? <li className="sr-only">Nothing planned</li> : null}
        {placed.map(({ item, span }) => {
          const kind = displayKind(item);
          const style = {
            top: (span.from / 60) * HOUR_PX,
            height: Math.max(((span.to - span.from) / 60) * HOUR_PX, 18),
            zIndex: layer(item) + 1,
          };
          const classes = `absolute ${INDENT[layer(item)]} overflow-hidden rounded-md border-l-4 px-1 text-left text-xs leading-tight ${KIND_CLASSES[kind]} ${item.type === 'booking' && item.first_lesson ? FIRST_LESSON_CLASS : ''}`;
          const text = (
            <>
              <span className="block font-semibold">{itemTitle(item)}</span>
              <span className="block">
                {formatTime(item.start, zone)} – {formatTime(item.end, zone)}
              </span>
            </>
          );
          const key = `${item.type}-${item.id ?? item.start}`;
          return (
            <li key={key}>
              {item.type === 'available_time' ? (
                <div className={classes} style={style}>
                  <span className="sr-only">{itemLabel(item, zone)}</span>
                  <span aria-hidden="true">{text}</span>
                </div>
              ) : (
                <button
                  type="button"
                  className={`${classes} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-ink`}
                  style={style}
                  aria-label={itemLabel(item, zone)}
                  onClick={() => onOpen(item)}
                >
                  {text}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function CalendarGrid({ days, items, zone, today, onOpen }: CalendarGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Start at 08:00: the night hours are rarely used but stay reachable by scrolling.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 8 * HOUR_PX;
  }, []);
  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Calendar grid"
      className="max-h-[70vh] overflow-auto rounded-xl border border-neutral-300 bg-white focus-visible:outline-2 focus-visible:outline-purple-ink"
    >
      <div className="flex min-w-[40rem]">
        <div aria-hidden="true" className="w-14 shrink-0">
          <div className="sticky top-0 z-30 h-10 border-b border-neutral-300 bg-white" />
          {HOURS.map((hour) => (
            <div key={hour} className="pr-1 text-right text-xs text-neutral-700" style={{ height: HOUR_PX }}>
              {String(hour).padStart(2, '0')}:00
            </div>
          ))}
        </div>
        <div
          className="flex flex-1"
          style={{
            backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, #e5e5e5 ${HOUR_PX - 1}px ${HOUR_PX}px)`,
            backgroundPosition: '0 40px',
          }}
        >
          {days.map((date) => (
            <DayColumn key={date} date={date} items={items} zone={zone} today={today} onOpen={onOpen} />
          ))}
        </div>
      </div>
    </div>
  );
}
