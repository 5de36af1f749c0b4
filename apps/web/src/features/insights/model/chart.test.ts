import { describe, expect, it } from 'vitest';
import { hasBookings, layoutChart, monthLabels, niceMax, ticksFor } from './chart.ts';

const months = (counts: number[], start = ['2025', 10] as const) =>
  counts.map((count, i) => {
    const index = start[1] - 1 + i;
    const year = Number(start[0]) + Math.floor(index / 12);
    return { month: `${year}-${String((index % 12) + 1).padStart(2, '0')}`, count };
  });

describe('the bookings chart data', () => {
  it('labels months readably, whatever the viewer zone', () => {
    expect(monthLabels('2026-01')).toEqual({ short: 'Jan', long: 'January 2026', year: '2026' });
    expect(monthLabels('2025-12').long).toBe('December 2025');
    expect(monthLabels('garbage')).toEqual({ short: 'garbage', long: 'garbage', year: '' });
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten, with whole grid lines', () => {
    expect([0, 3, 4, 5, 7, 12, 48, 51, 180].map(niceMax)).toEqual([4, 4, 4, 5, 10, 20, 50, 100, 200]);
    expect(ticksFor(4)).toEqual([0, 2, 4]);
    expect(ticksFor(5)).toEqual([0, 5]);
  });

  it('scales bars to the tallest, keeps their order, and marks the year where it changes', () => {
    const { bars, ticks, plot } = layoutChart(months([0, 2, 5, 10, 4, 1]), 600, 240);
    expect(bars.map((b) => b.short)).toEqual(['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    expect(bars.map((b) => b.year)).toEqual(['2025', null, null, '2026', null, null]);
    const bottom = plot.top + plot.height;
    // 10 is the axis top: the 10 bar fills the plot, the 5 bar half of it, the empty month has no height.
    expect(bars[3]!.height).toBeCloseTo(plot.height);
    expect(bars[2]!.height).toBeCloseTo(plot.height / 2);
    expect(bars[0]!.height).toBe(0);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(bottom);
    // Left to right, inside the plot, without overlapping.
    for (let i = 1; i < bars.length; i += 1) {
      expect(bars[i]!.x).toBeGreaterThan(bars[i - 1]!.x + bars[i - 1]!.width);
    }
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(plot.left + plot.width);
    expect(ticks.map((t) => t.value)).toEqual([0, 5, 10]);
    expect(ticks[0]!.y).toBe(bottom);
  });

  it('draws an empty period on a 0-4 axis and says it has no bookings', () => {
    const details = months([0, 0, 0, 0, 0, 0]);
    const { bars, ticks } = layoutChart(details, 320, 240);
    expect(bars.every((b) => b.height === 0)).toBe(true);
    expect(ticks.map((t) => t.value)).toEqual([0, 2, 4]);
    expect(hasBookings(details)).toBe(false);
    expect(hasBookings(months([0, 1]))).toBe(true);
  });
});
