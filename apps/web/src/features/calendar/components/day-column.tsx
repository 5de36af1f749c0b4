/**
 * One day of the time grid (CAL-04): its items placed by time in the viewer's zone, a headed list for
 * screen readers. For a mentor (issue 22 item 1) the empty time underneath takes clicks and drags (mouse,
 * pen; a tap on a phone) and the arrow keys, and a time off or extra availability has draggable edges.
 */
import type { CalendarItem } from '@app/contract';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
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
import {
  clickSpan,
  cursorSpan,
  dragSpan,
  SNAP_MINUTES,
  edgesOn,
  formatMinute,
  keyResize,
  minuteAt,
  resizedRange,
  resizeSpan,
  type Cursor,
  type Span,
} from '../model/grid.ts';
import { trackPointer } from './track-pointer.ts';

export const HOUR_PX = 40;
/** Each layer is indented a little more, so availability underneath stays visible. */
const INDENT = ['left-0 right-0', 'left-2 right-0', 'left-4 right-0'];
/** Further than this (px) and a press is a drag, not a click. */
const CLICK_SLOP = 6;

export interface GridEditing {
  onCreate: (date: string, span: Span) => void;
  onResize: (item: CalendarItem, range: { start: string; end: string }) => void;
  keysHelpId: string;
  /** Which items have draggable edges: by default time off and extra availability. */
  canEdit?: (item: CalendarItem) => boolean;
  /** The snap of drags and clicks (15 minutes; the weekly hours' grid is 30). */
  step?: number;
  /** The weekly hours: drawn on past days too (they are the same every week). */
  everyDay?: boolean;
}

interface DayColumnProps {
  date: string;
  items: CalendarItem[];
  zone: string;
  today: string;
  onOpen: (item: CalendarItem) => void;
  editing?: GridEditing;
  /** The keyboard cursor when it is on this day (the day is then the grid's one tab stop). */
  cursor: Cursor | null;
  onCursorKey: (event: KeyboardEvent<HTMLElement>) => void;
  surfaceRef: (element: HTMLDivElement | null) => void;
}

// An occurrence of recurring time off has no id (ADR 77): it changes only through its rule's form.
const datedRange = (item: CalendarItem) =>
  (item.type === 'time_off' || item.type === 'extra_time') && item.id !== null;
const px = (minutes: number) => (minutes / 60) * HOUR_PX;

function itemLabel(item: CalendarItem, zone: string): string {
  const kind = KIND_LABELS[displayKind(item)];
  const first = item.type === 'booking' && item.first_lesson ? ', first lesson' : '';
  const title = item.type === 'booking' ? `${kind}: ${itemTitle(item)}` : kind;
  return `${title}${first}, ${formatTime(item.start, zone)} – ${formatTime(item.end, zone)}`;
}

const columnTop = (element: HTMLElement) =>
  element.closest('[data-day-surface]')?.getBoundingClientRect().top ?? 0;

export function DayColumn(props: DayColumnProps) {
  const { date, items, zone, today, onOpen, editing, cursor, onCursorKey, surfaceRef } = props;
  const [draft, setDraft] = useState<Span | null>(null);
  const [resizing, setResizing] = useState<{ key: string; span: Span } | null>(null);
  const [focused, setFocused] = useState(false);
  const cursorBlock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) cursorBlock.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focused, cursor?.anchor, cursor?.focus]);

  const step = editing?.step ?? SNAP_MINUTES;
  const editable = editing ? (editing.canEdit ?? datedRange) : () => false;
  const placed = items
    .filter((item) => editing?.everyDay || drawnOnDay(item, date, today))
    .map((item) => ({ item, span: spanOnDate(item.start, item.end, date, zone) }))
    .filter((p): p is { item: CalendarItem; span: Span } => p.span !== null)
    .sort((a, b) => a.span.from - b.span.from || layer(a.item) - layer(b.item));
  const headingId = `calendar-day-${date}`;

  const startCreate = (event: PointerEvent<HTMLDivElement>) => {
    if (!editing || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const top = event.currentTarget.getBoundingClientRect().top;
    const anchor = minuteAt(event.clientY - top, HOUR_PX);
    const [x0, y0] = [event.clientX, event.clientY];
    const moved = (e: globalThis.PointerEvent) => Math.hypot(e.clientX - x0, e.clientY - y0) > CLICK_SLOP;
    // A finger drags the page (scroll) and swipes days: on touch only a tap adds, as an hour.
    const touch = event.pointerType === 'touch';
    if (!touch) event.preventDefault();
    trackPointer(event, {
      move: (e) => {
        if (!touch && moved(e)) setDraft(dragSpan(anchor, minuteAt(e.clientY - top, HOUR_PX), step));
      },
      end: (e, cancelled) => {
        setDraft(null);
        if (cancelled || (touch && moved(e))) return;
        editing.onCreate(
          date,
          moved(e) ? dragSpan(anchor, minuteAt(e.clientY - top, HOUR_PX)) : clickSpan(anchor),
        );
      },
    });
  };

  const startResize =
    (item: CalendarItem, span: Span, edge: 'start' | 'end', key: string) =>
    (event: PointerEvent<HTMLDivElement>) => {
      if (!editing) return;
      event.preventDefault();
      event.stopPropagation();
      const top = columnTop(event.currentTarget);
      let next = span;
      trackPointer(event, {
        move: (e) => {
          next = resizeSpan(span, edge, minuteAt(e.clientY - top, HOUR_PX), step);
          setResizing({ key, span: next });
        },
        end: (_e, cancelled) => {
          setResizing(null);
          if (cancelled || (next.from === span.from && next.to === span.to)) return;
          editing.onResize(item, resizedRange(item, date, next, zone));
        },
      });
    };

  const resizeByKey = (item: CalendarItem, span: Span) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const edges = edgesOn(item, date, zone);
    const next = keyResize(span, event.key, {
      shift: event.shiftKey && edges.end,
      alt: event.altKey && edges.start,
    });
    if (!editing || !next) return;
    event.preventDefault();
    editing.onResize(item, resizedRange(item, date, next, zone));
  };

  const selection = cursor ? cursorSpan(cursor) : null;
  return (
    <section aria-labelledby={headingId} className="min-w-0 flex-1 border-l border-neutral-300">
      <h3
        id={headingId}
        className={`sticky top-0 z-30 h-10 border-b border-neutral-300 bg-white px-1 text-center text-sm font-semibold leading-10 ${date === today ? 'text-purple-ink' : ''}`}
      >
        {formatDay(date)}
        {date === today ? <span className="sr-only"> (today)</span> : null}
      </h3>
      <div className="relative" style={{ height: 24 * HOUR_PX }} data-day-surface="">
        {editing ? (
          <div
            ref={surfaceRef}
            role="button"
            tabIndex={cursor ? 0 : -1}
            aria-label={`Free time on ${formatDay(date, 'long')}${selection ? `, ${formatMinute(selection.from)} – ${formatMinute(selection.to)} selected` : ''}`}
            aria-describedby={editing.keysHelpId}
            className="absolute inset-0 cursor-cell touch-pan-y focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-purple-ink"
            onPointerDown={startCreate}
            onKeyDown={onCursorKey}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        ) : null}
        {draft ? <Selection span={draft} /> : null}
        {focused && selection ? <Selection span={selection} blockRef={cursorBlock} /> : null}
        <ol className="pointer-events-none relative m-0 h-full list-none p-0">
          {placed.length === 0 ? <li className="sr-only">Nothing planned</li> : null}
          {placed.map(({ item, span: drawn }) => {
            const key = `${item.type}-${item.id ?? item.start}`;
            const span = resizing?.key === key ? resizing.span : drawn;
            const kind = displayKind(item);
            const style = {
              top: px(span.from),
              height: Math.max(px(span.to - span.from), 18),
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
            if (item.type === 'available_time' && !editable(item))
              return (
                <li key={key}>
                  <div className={classes} style={style}>
                    <span className="sr-only">{itemLabel(item, zone)}</span>
                    <span aria-hidden="true">{text}</span>
                  </div>
                </li>
              );
            const edges = editable(item) ? edgesOn(item, date, zone) : null;
            const handle = (edge: 'start' | 'end') => (
              <div
                aria-hidden="true"
                data-edge={edge}
                className={`pointer-events-auto absolute ${INDENT[layer(item)]} h-2 cursor-ns-resize touch-none`}
                style={{
                  top: edge === 'start' ? px(span.from) - 2 : px(span.from) + style.height - 6,
                  zIndex: 5,
                }}
                onPointerDown={startResize(item, drawn, edge, key)}
              />
            );
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`pointer-events-auto ${classes} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-ink`}
                  style={style}
                  aria-label={itemLabel(item, zone)}
                  aria-describedby={edges ? `${editing!.keysHelpId}-items` : undefined}
                  onClick={() => onOpen(item)}
                  onKeyDown={edges ? resizeByKey(item, drawn) : undefined}
                >
                  {text}
                </button>
                {edges?.start ? handle('start') : null}
                {edges?.end ? handle('end') : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function Selection({ span, blockRef }: { span: Span; blockRef?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={blockRef}
      aria-hidden="true"
      className="pointer-events-none absolute left-0 right-0 z-10 rounded-md border-2 border-dashed border-purple-ink bg-purple-100/60 px-1 text-xs font-semibold text-purple-ink"
      style={{ top: px(span.from), height: px(span.to - span.from) }}
    >
      {formatMinute(span.from)} – {formatMinute(span.to)}
    </div>
  );
}
