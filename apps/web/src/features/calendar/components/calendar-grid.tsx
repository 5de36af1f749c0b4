/**
 * The time grid (CAL-02, CAL-04): a full day of 24 hourly rows of 40px per column, opened at the
 * mentor's hours (half an hour before the earliest item shown, else 08:00). For a mentor the empty time is
 * editable by pointer and keyboard (issue 22 item 1, see DayColumn); the keyboard cursor makes one tab
 * stop of the days. In the day view a finger swiped sideways goes to the day before or after.
 */
import type { CalendarItem } from '@app/contract';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cursorSpan, moveCursor, openingMinute, swipeStep, type Cursor } from '../model/grid.ts';
import { DayColumn, HOUR_PX, type GridEditing } from './day-column.tsx';
import { trackPointer } from './track-pointer.ts';

export { HOUR_PX } from './day-column.tsx';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface CalendarGridProps {
  days: string[];
  items: CalendarItem[];
  zone: string;
  today: string;
  /** False while the first answer is on its way: the opening scroll waits for the items. */
  loaded?: boolean;
  onOpen: (item: CalendarItem) => void;
  editing?: GridEditing;
  /** Day view on a touch screen: -1 the day before, 1 the day after. */
  onSwipe?: (step: -1 | 1) => void;
}

export function CalendarGrid({
  days,
  items,
  zone,
  today,
  loaded = true,
  onOpen,
  editing,
  onSwipe,
}: CalendarGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const surfaces = useRef(new Map<number, HTMLDivElement>());
  const opening = loaded ? openingMinute(items, days, zone) : 8 * 60;
  const [cursor, setCursor] = useState<Cursor>({ day: 0, anchor: opening, focus: opening });
  const scrolledFor = useRef<string | null>(null);
  // Once per set of days, when its items are in: scroll to the mentor's hours, and put the cursor there.
  const daysKey = days.join();
  useEffect(() => {
    if (!loaded || scrolledFor.current === daysKey) return;
    scrolledFor.current = daysKey;
    if (scroller.current) scroller.current.scrollTop = (opening / 60) * HOUR_PX;
    setCursor((c) => ({ day: Math.min(c.day, days.length - 1), anchor: opening, focus: opening }));
  }, [loaded, daysKey, opening, days.length]);

  const onCursorKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!editing) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      editing.onCreate(days[cursor.day]!, cursorSpan(cursor));
      return;
    }
    const next = moveCursor(cursor, event.key, event.shiftKey, days.length);
    if (!next) return;
    event.preventDefault();
    setCursor(next);
    if (next.day !== cursor.day) surfaces.current.get(next.day)?.focus();
  };

  const swipe = (event: PointerEvent<HTMLDivElement>) => {
    if (!onSwipe || event.pointerType !== 'touch') return;
    const [x0, y0] = [event.clientX, event.clientY];
    trackPointer(
      event,
      {
        end: (e, cancelled) => {
          const step = cancelled ? 0 : swipeStep(e.clientX - x0, e.clientY - y0);
          if (step !== 0) onSwipe(step);
        },
      },
      { capture: false },
    );
  };

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Calendar grid"
      className={`max-h-[70vh] overflow-auto rounded-xl border border-neutral-300 bg-white focus-visible:outline-2 focus-visible:outline-purple-ink ${onSwipe ? 'touch-pan-y' : ''}`}
      onPointerDown={swipe}
    >
      <div className={`flex ${days.length > 1 ? 'min-w-[40rem]' : ''}`}>
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
          {days.map((date, index) => (
            <DayColumn
              key={date}
              date={date}
              items={items}
              zone={zone}
              today={today}
              onOpen={onOpen}
              editing={editing}
              cursor={cursor.day === index ? cursor : null}
              onCursorKey={onCursorKey}
              surfaceRef={(element) => {
                if (element) surfaces.current.set(index, element);
                else surfaces.current.delete(index);
              }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
