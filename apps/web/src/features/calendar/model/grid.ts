/**
 * The maths of editing on the grid (issue 22 item 1), kept apart from React so it is tested on its own:
 * minutes of a local day (0..1440) from pointer offsets, ranges from drags snapped to 15 minutes, edges
 * moved, the keyboard cursor, and a local date and minute back to a UTC instant in the viewer's zone.
 */
import { resolveWallClock } from '@app/contract';
import { localOf, spanOnDate } from './dates.ts';

export const DAY_MINUTES = 1440;
/** Pointer drags snap to a quarter hour: fine enough for a 45-minute lesson, coarse enough to hit. */
export const SNAP_MINUTES = 15;
/** One arrow key press moves or extends by half an hour (fewer presses; still on the pointer's grid). */
export const KEY_STEP = 30;
/** A click or tap without a drag proposes an hour. */
export const CLICK_MINUTES = 60;

export interface Span {
  from: number;
  to: number;
}

const clampMinute = (minute: number) => Math.min(DAY_MINUTES, Math.max(0, minute));

/** The start of the snap cell that holds the minute (a pointer at 09:10 is in the 09:00 cell). */
export function snapDown(minute: number, step = SNAP_MINUTES): number {
  return clampMinute(Math.floor(minute / step) * step);
}

/** The nearest snap line (an edge let go at 09:10 lands on 09:15). */
export function snapNearest(minute: number, step = SNAP_MINUTES): number {
  return clampMinute(Math.round(minute / step) * step);
}

/** Minutes from midnight at a vertical offset in a day column. */
export function minuteAt(offsetPx: number, hourPx: number): number {
  return clampMinute((offsetPx / hourPx) * 60);
}

/** A drag from one pointer position to another: both cells included, whichever way it went. */
export function dragSpan(anchor: number, current: number, step = SNAP_MINUTES): Span {
  const a = Math.min(snapDown(anchor, step), DAY_MINUTES - step);
  const c = Math.min(snapDown(current, step), DAY_MINUTES - step);
  return { from: Math.min(a, c), to: Math.max(a, c) + step };
}

/** A click without a drag: an hour from its cell, cut at midnight. */
export function clickSpan(minute: number, step = SNAP_MINUTES): Span {
  const from = Math.min(snapDown(minute, step), DAY_MINUTES - step);
  return { from, to: Math.min(from + CLICK_MINUTES, DAY_MINUTES) };
}

/** An edge dragged to a minute: snapped, never past the other edge (at least one step long). */
export function resizeSpan(span: Span, edge: 'start' | 'end', minute: number, step = SNAP_MINUTES): Span {
  const at = snapNearest(minute, step);
  return edge === 'start'
    ? { from: Math.min(at, span.to - step), to: span.to }
    : { from: span.from, to: Math.max(at, span.from + step) };
}

/** The keyboard's selection: a day of the visible ones, and the first and last cell (their starts). */
export interface Cursor {
  day: number;
  anchor: number;
  focus: number;
}

export function cursorSpan(cursor: Cursor, step = KEY_STEP): Span {
  return { from: Math.min(cursor.anchor, cursor.focus), to: Math.max(cursor.anchor, cursor.focus) + step };
}

/**
 * Arrow keys: up and down move the selection by a step (collapsed to one cell), with Shift they extend
 * it from where it started; left and right go to the day before or after (same hours). Null: not a key
 * the cursor uses.
 */
export function moveCursor(
  cursor: Cursor,
  key: string,
  shift: boolean,
  dayCount: number,
  step = KEY_STEP,
): Cursor | null {
  const last = DAY_MINUTES - step;
  const vertical = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  if (vertical !== 0) {
    const focus = Math.min(last, Math.max(0, cursor.focus + vertical));
    return shift ? { ...cursor, focus } : { ...cursor, anchor: focus, focus };
  }
  const sideways = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (sideways !== 0) {
    return { ...cursor, day: Math.min(dayCount - 1, Math.max(0, cursor.day + sideways)) };
  }
  return null;
}

/**
 * Keys on a time off or extra availability: Shift+Up/Down move its end, Alt+Up/Down its start, by a
 * step. Null: not a resize key, or the edge cannot move (it would pass the other one).
 */
export function keyResize(
  span: Span,
  key: string,
  modifiers: { shift: boolean; alt: boolean },
  step = KEY_STEP,
): Span | null {
  const delta = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  if (delta === 0 || modifiers.shift === modifiers.alt) return null;
  const edge = modifiers.alt ? 'start' : 'end';
  const next = resizeSpan(span, edge, (edge === 'start' ? span.from : span.to) + delta, step);
  return next.from === span.from && next.to === span.to ? null : next;
}

/** The UTC instant (ISO) of a local date and minute in the zone; 1440 is the next day's midnight. */
export function instantOf(date: string, minute: number, zone: string): string {
  return new Date(resolveWallClock(zone, Date.parse(date) + minute * 60_000).instant).toISOString();
}

export function rangeOf(date: string, span: Span, zone: string): { start: string; end: string } {
  return { start: instantOf(date, span.from, zone), end: instantOf(date, span.to, zone) };
}

/**
 * An item's new range after one of its edges moved on `date`: the other end stays as it was (a time off
 * over several days keeps its far end).
 */
export function resizedRange(
  item: { start: string; end: string },
  date: string,
  span: Span,
  zone: string,
): { start: string; end: string } {
  const drawn = spanOnDate(item.start, item.end, date, zone);
  return {
    start: drawn && span.from !== drawn.from ? instantOf(date, span.from, zone) : item.start,
    end: drawn && span.to !== drawn.to ? instantOf(date, span.to, zone) : item.end,
  };
}

/** Whether the item's start (or end) falls on this local date, so that edge can be dragged there. */
export function edgesOn(item: { start: string; end: string }, date: string, zone: string) {
  return { start: localOf(item.start, zone).date === date, end: localOf(item.end, zone).date === date };
}

/**
 * Where the grid opens: half an hour before the earliest thing on the visible days (the weekly hours
 * come as availability items), else 08:00.
 */
export function openingMinute(items: { start: string; end: string }[], days: string[], zone: string): number {
  let earliest = DAY_MINUTES;
  for (const item of items)
    for (const date of days) {
      const span = spanOnDate(item.start, item.end, date, zone);
      if (span) earliest = Math.min(earliest, span.from);
    }
  return earliest === DAY_MINUTES ? 8 * 60 : Math.max(0, earliest - 30);
}

/** A finger moved sideways: -1 (to the right: the day before), 1 (to the left: the day after), or 0. */
export function swipeStep(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
