import { describe, expect, it } from 'vitest';
import {
  clickSpan,
  cursorSpan,
  dragSpan,
  edgesOn,
  instantOf,
  keyResize,
  minuteAt,
  moveCursor,
  openingMinute,
  resizedRange,
  resizeSpan,
  snapDown,
  snapNearest,
  swipeStep,
} from './grid.ts';

describe('snapping', () => {
  it('a pointer belongs to the quarter hour it is in; an edge goes to the nearest line', () => {
    expect(snapDown(9 * 60 + 10)).toBe(9 * 60);
    expect(snapDown(9 * 60 + 15)).toBe(9 * 60 + 15);
    expect(snapNearest(9 * 60 + 7)).toBe(9 * 60);
    expect(snapNearest(9 * 60 + 8)).toBe(9 * 60 + 15);
    expect(snapNearest(-20)).toBe(0);
    expect(snapNearest(1500)).toBe(1440);
  });

  it('reads minutes from an offset in a column of 40 px hours, within the day', () => {
    expect(minuteAt(40 * 9 + 20, 40)).toBe(9 * 60 + 30);
    expect(minuteAt(-5, 40)).toBe(0);
    expect(minuteAt(40 * 25, 40)).toBe(1440);
  });
});

describe('ranges from drags', () => {
  it('covers both cells, downwards or upwards', () => {
    expect(dragSpan(9 * 60 + 5, 10 * 60 + 50)).toEqual({ from: 540, to: 660 });
    expect(dragSpan(10 * 60 + 50, 9 * 60 + 5)).toEqual({ from: 540, to: 660 });
  });

  it('a drag that does not leave its cell is one quarter hour; the last cell ends at midnight', () => {
    expect(dragSpan(600, 605)).toEqual({ from: 600, to: 615 });
    expect(dragSpan(1430, 1440)).toEqual({ from: 1425, to: 1440 });
  });

  it('a click proposes an hour, cut at midnight', () => {
    expect(clickSpan(14 * 60 + 20)).toEqual({ from: 855, to: 915 });
    expect(clickSpan(23 * 60 + 40)).toEqual({ from: 1410, to: 1440 });
  });

  it('an edge moves to the nearest line and never past the other edge', () => {
    const span = { from: 600, to: 660 };
    expect(resizeSpan(span, 'end', 727)).toEqual({ from: 600, to: 720 });
    expect(resizeSpan(span, 'start', 520)).toEqual({ from: 525, to: 660 });
    expect(resizeSpan(span, 'end', 500)).toEqual({ from: 600, to: 615 });
    expect(resizeSpan(span, 'start', 700)).toEqual({ from: 645, to: 660 });
  });
});

describe('keyboard moves', () => {
  const at = { day: 1, anchor: 540, focus: 540 };

  it('arrows move one cell of 30 minutes; Shift extends from where it started', () => {
    expect(moveCursor(at, 'ArrowDown', false, 7)).toEqual({ day: 1, anchor: 570, focus: 570 });
    const extended = moveCursor(moveCursor(at, 'ArrowDown', true, 7)!, 'ArrowDown', true, 7)!;
    expect(cursorSpan(extended)).toEqual({ from: 540, to: 630 });
    // Extending upwards past the start turns the selection round.
    expect(cursorSpan(moveCursor(at, 'ArrowUp', true, 7)!)).toEqual({ from: 510, to: 570 });
  });

  it('left and right change the day within the visible ones; the day edges hold', () => {
    expect(moveCursor(at, 'ArrowLeft', false, 7)!.day).toBe(0);
    expect(moveCursor({ ...at, day: 0 }, 'ArrowLeft', false, 7)!.day).toBe(0);
    expect(moveCursor({ ...at, day: 6 }, 'ArrowRight', false, 7)!.day).toBe(6);
    expect(moveCursor({ day: 0, anchor: 0, focus: 0 }, 'ArrowUp', false, 1)).toEqual({
      day: 0,
      anchor: 0,
      focus: 0,
    });
    expect(moveCursor({ day: 0, anchor: 1410, focus: 1410 }, 'ArrowDown', false, 1)!.focus).toBe(1410);
    expect(moveCursor(at, 'Enter', false, 7)).toBeNull();
  });

  it('Shift+arrows move the end of an item, Alt+arrows its start; a blocked move is null', () => {
    const span = { from: 600, to: 660 };
    expect(keyResize(span, 'ArrowDown', { shift: true, alt: false })).toEqual({ from: 600, to: 690 });
    expect(keyResize(span, 'ArrowUp', { shift: true, alt: false })).toEqual({ from: 600, to: 630 });
    expect(keyResize(span, 'ArrowUp', { shift: false, alt: true })).toEqual({ from: 570, to: 660 });
    expect(keyResize({ from: 600, to: 630 }, 'ArrowUp', { shift: true, alt: false })).toBeNull();
    expect(keyResize(span, 'ArrowDown', { shift: false, alt: false })).toBeNull();
    expect(keyResize(span, 'Enter', { shift: true, alt: false })).toBeNull();
  });
});

describe('local minutes and instants', () => {
  it('turns a local date and minute into UTC in the zone, also across a DST change', () => {
    expect(instantOf('2026-12-01', 9 * 60, 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(instantOf('2026-07-01', 9 * 60, 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(instantOf('2026-12-01', 1440, 'UTC')).toBe('2026-12-02T00:00:00.000Z');
  });

  it('a moved edge keeps the other end of an item over several days', () => {
    const item = { start: '2026-12-01T20:00:00Z', end: '2026-12-03T10:00:00Z' };
    expect(edgesOn(item, '2026-12-01', 'UTC')).toEqual({ start: true, end: false });
    expect(edgesOn(item, '2026-12-02', 'UTC')).toEqual({ start: false, end: false });
    expect(resizedRange(item, '2026-12-03', { from: 0, to: 720 }, 'UTC')).toEqual({
      start: item.start,
      end: '2026-12-03T12:00:00.000Z',
    });
    expect(resizedRange(item, '2026-12-01', { from: 1140, to: 1440 }, 'UTC')).toEqual({
      start: '2026-12-01T19:00:00.000Z',
      end: item.end,
    });
  });

  it('opens half an hour before the earliest item of the visible days, else at 08:00', () => {
    const items = [
      { start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z' },
      { start: '2026-12-02T07:00:00Z', end: '2026-12-02T08:00:00Z' },
    ];
    expect(openingMinute(items, ['2026-12-01', '2026-12-02'], 'UTC')).toBe(390);
    expect(openingMinute(items, ['2026-12-01'], 'UTC')).toBe(570);
    expect(openingMinute(items, ['2026-12-05'], 'UTC')).toBe(480);
  });
});

describe('swipes', () => {
  it('a clear sideways move changes the day; a short or mostly vertical one does not', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 60)).toBe(0);
  });
});
