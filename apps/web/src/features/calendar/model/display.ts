/**
 * How each calendar item is shown (CAL-04, CAL-05, M6): its display kind, colours and label. The colour
 * is never the only signal: every block also names its kind in text.
 */
import type { CalendarItem } from '@app/contract';

export type DisplayKind =
  'confirmed' | 'completed' | 'unconfirmed' | 'cancelled' | 'time_off' | 'extra_time' | 'available';

export function displayKind(item: CalendarItem): DisplayKind {
  switch (item.type) {
    case 'available_time':
      return 'available';
    case 'time_off':
      return 'time_off';
    case 'extra_time':
      return 'extra_time';
    case 'booking':
      if (item.status === 'pending') return 'unconfirmed';
      if (item.status === 'canceled') return 'cancelled';
      if (item.status === 'completed') return 'completed';
      return 'confirmed';
  }
}

export const KIND_LABELS: Record<DisplayKind, string> = {
  confirmed: 'Confirmed lesson',
  completed: 'Completed lesson',
  unconfirmed: 'Unconfirmed lesson',
  cancelled: 'Cancelled lesson',
  time_off: 'Time off',
  extra_time: 'Extra slot',
  available: 'Availability',
};

/** Background, border and text: dark text on light fills keeps every pair above 4.5:1 (axe). */
export const KIND_CLASSES: Record<DisplayKind, string> = {
  confirmed: 'bg-emerald-100 border-emerald-700 text-emerald-950',
  completed: 'bg-slate-200 border-slate-600 text-slate-950',
  unconfirmed: 'bg-amber-100 border-amber-700 text-amber-950',
  cancelled: 'bg-red-50 border-red-700 text-red-950 line-through',
  time_off: 'bg-neutral-200 border-neutral-700 text-neutral-950',
  extra_time: 'bg-sky-100 border-sky-700 text-sky-950',
  available: 'bg-lime-50 border-lime-700 text-lime-950',
};

/** The first-lesson mark is a ring on top of the lesson's own colour (M6). */
export const FIRST_LESSON_CLASS = 'ring-2 ring-purple-700 ring-offset-1';

export const LEGEND: { kind: DisplayKind | 'first'; label: string; className: string }[] = [
  ...(Object.keys(KIND_LABELS) as DisplayKind[]).map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    className: KIND_CLASSES[kind],
  })),
  { kind: 'first', label: 'First lesson', className: `bg-white border-purple-700 ${FIRST_LESSON_CLASS}` },
];

/** The block's text: what it is, and for a lesson the instrument and the other person (CAL-06). */
export function itemTitle(item: CalendarItem): string {
  if (item.type !== 'booking') return KIND_LABELS[displayKind(item)];
  const who = item.other_user ? `${item.other_user.first_name} ${item.other_user.last_name}`.trim() : '';
  return [item.skill ?? 'Lesson', who].filter(Boolean).join(' with ');
}

/** Availability sits underneath; lessons, time off and extra slots are drawn above it. */
export function layer(item: CalendarItem): number {
  return item.type === 'available_time' ? 0 : item.type === 'booking' ? 2 : 1;
}

/**
 * Whether an item is drawn in the column of `date` (ISO yyyy-MM-dd, as `today`): weekly availability is
 * what can still be booked, so days before today show none; lessons, time off and extra slots stay as the
 * record of what happened.
 */
export function drawnOnDay(item: CalendarItem, date: string, today: string): boolean {
  return item.type !== 'available_time' || date >= today;
}
