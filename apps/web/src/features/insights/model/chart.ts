/**
 * The bookings chart's data (M5: the last 6 months, oldest first): readable month labels and the bars'
 * geometry in pixels, kept here so the component only draws and the arithmetic is unit-tested.
 */
import type { MonthlyBookings } from '@app/contract';

export interface MonthBar {
  month: string;
  count: number;
  /** "Jan" under the bar. */
  short: string;
  /** "January 2026" for the text alternative. */
  long: string;
  /** The year under the first bar and wherever the year changes, so "Dec 2025 | Jan 2026" reads right. */
  year: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  bars: MonthBar[];
  /** Grid lines with their counts, bottom (0) first. */
  ticks: { value: number; y: number }[];
  plot: { left: number; top: number; width: number; height: number };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** "2026-01" -> {short: "Jan", long: "January 2026", year: "2026"}; anything else is shown as it came. */
export function monthLabels(month: string): { short: string; long: string; year: string } {
  const match = MONTH.exec(month);
  if (!match) return { short: month, long: month, year: '' };
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  return {
    short: format({ month: 'short' }),
    long: format({ month: 'long', year: 'numeric' }),
    year: match[1]!,
  };
}

/** The axis top: the smallest 1, 2 or 5 times a power of ten holding the largest count (4 when empty). */
export function niceMax(largest: number): number {
  if (largest <= 0) return 4;
  if (largest <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((m) => m * power >= largest) ?? 10;
  return step * power;
}

/** Whole-number grid lines: 0, half and the top when the half is whole, else 0 and the top. */
export function ticksFor(max: number): number[] {
  const half = max / 2;
  return Number.isInteger(half) ? [0, half, max] : [0, max];
}

/**
 * Lays out the bars in a box of `width` x `height` pixels: room on the left for the axis numbers, on top
 * for the count over the tallest bar, and at the bottom for month and year.
 */
export function layoutChart(details: MonthlyBookings[], width: number, height: number): ChartLayout {
  const plot = { left: 32, top: 20, width: Math.max(width - 40, 60), height: Math.max(height - 64, 40) };
  const max = niceMax(Math.max(0, ...details.map((d) => d.count)));
  const slot = details.length ? plot.width / details.length : plot.width;
  const barWidth = Math.max(Math.min(slot * 0.6, 64), 8);
  const bottom = plot.top + plot.height;
  let previousYear: string | null = null;
  const bars = details.map((d, index) => {
    const labels = monthLabels(d.month);
    const barHeight = (Math.max(d.count, 0) / max) * plot.height;
    const year = labels.year && labels.year !== previousYear ? labels.year : null;
    previousYear = labels.year;
    return {
      month: d.month,
      count: d.count,
      short: labels.short,
      long: labels.long,
      year,
      x: plot.left + slot * index + (slot - barWidth) / 2,
      y: bottom - barHeight,
      width: barWidth,
      height: barHeight,
    };
  });
  const ticks = ticksFor(max).map((value) => ({ value, y: bottom - (value / max) * plot.height }));
  return { bars, ticks, plot };
}

/** Whether the period had any bookings at all (the chart then says so in words as well). */
export const hasBookings = (details: MonthlyBookings[]) => details.some((d) => d.count > 0);
