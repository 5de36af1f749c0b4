/**
 * What a student checks before booking (issue 20 part A, ADR 67), as the profile words it: the 7-day
 * availability preview from the slot engine's own answer (free hours per local day), the typical reply
 * time and the member-since month. Pure, so the rules are tested without a browser.
 */
import type { AvailableSlot } from '@app/contract';

export interface PreviewDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** "Mon 30 Nov". */
  label: string;
  /** Free time that day, in hours, to the half hour. */
  hours: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The seven local days from `today` (a Date at local midnight of the viewer's day) as YYYY-MM-DD. */
export function previewDates(today: Date): string[] {
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i);
    return isoDay(d);
  });
}

// Made once, when first needed (ADR 79): not while the page's code loads, and not per day or per render.
let dayLabel: Intl.DateTimeFormat | undefined;
let monthLabel: Intl.DateTimeFormat | undefined;

/**
 * Free hours per day: the union of the offered slots [start, start + length), so overlapping starts (a
 * slot every 15 minutes) count once. A slot belongs to the local day it starts on (start_time carries the
 * viewer's offset).
 */
export function previewDays(dates: string[], slots: AvailableSlot[]): PreviewDay[] {
  const byDay = new Map<string, [number, number][]>();
  for (const slot of slots) {
    const day = slot.start_time.slice(0, 10);
    const start = Date.parse(slot.start_utc);
    const end = Date.parse(slot.end_utc);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const list = byDay.get(day) ?? [];
    list.push([start, end]);
    byDay.set(day, list);
  }
  return dates.map((date) => {
    const spans = (byDay.get(date) ?? []).sort((a, b) => a[0] - b[0]);
    let total = 0;
    let open: [number, number] | null = null;
    for (const [start, end] of spans) {
      if (open && start <= open[1]) open[1] = Math.max(open[1], end);
      else {
        if (open) total += open[1] - open[0];
        open = [start, end];
      }
    }
    if (open) total += open[1] - open[0];
    return {
      date,
      label: (dayLabel ??= new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      })).format(new Date(`${date}T12:00:00Z`)),
      hours: Math.round((total / 3_600_000) * 2) / 2,
    };
  });
}

export function hoursText(hours: number): string {
  if (hours === 0) return 'Fully booked or away';
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} free`;
}

export function replyTimeText(hours: number | null): string {
  if (hours === null) return 'No messages answered yet';
  if (hours <= 1) return 'Usually within an hour';
  if (hours < 24) return `Usually within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return `Usually within ${days} ${days === 1 ? 'day' : 'days'}`;
}

export function memberSinceText(iso: string): string {
  monthLabel ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthLabel.format(new Date(iso));
}

export function durationText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}
