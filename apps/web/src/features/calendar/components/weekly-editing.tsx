/**
 * The weekly hours on the grid (issue 22 item 1): a second editing mode of the same grid. Each visible
 * day shows its weekday's ranges, in the zone the hours are kept in; a drag or Enter on empty time adds a
 * range, edges resize one, a click removes one after a confirmation. Every change saves the whole week
 * through the one weekly-hours call (PUT /api/mentors/update-availability/); a refusal (an overlap) is
 * the server's sentence and nothing changed.
 */
import {
  AVAILABILITY_STEP_MINUTES,
  minutesOfDay,
  WEEKDAY_CODES,
  type CalendarItem,
  type WeekdaySlots,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { call } from '../../../shared/api/call.ts';
import { serverMessage } from '../../../shared/api/client.ts';
import { callQuery, queryKeyOf } from '../../../shared/api/query-keys.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { calendarKey } from '../api/calendar.ts';
import { localOf } from '../model/dates.ts';
import { formatMinute, instantOf, type Span } from '../model/grid.ts';
import type { GridEditing } from './day-column.tsx';

const DAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];
const weekdayOf = (date: string) => (new Date(Date.parse(date)).getUTCDay() + 6) % 7;
const hhmm = (minute: number) => (minute === 1440 ? '24:00' : formatMinute(minute));

type Week = Span[][];
type Pending =
  { kind: 'add'; weekday: number; span: Span } | { kind: 'remove'; weekday: number; index: number };

function weekOf(stored: WeekdaySlots[]): Week {
  return WEEKDAY_CODES.map((code) =>
    (stored.find((d) => d.weekday === code)?.time_slots ?? []).map((s) => ({
      from: minutesOfDay(s.start),
      to: minutesOfDay(s.end),
    })),
  );
}

function payloadOf(week: Week): WeekdaySlots[] {
  return week.map((spans, d) => ({
    weekday: WEEKDAY_CODES[d]!,
    time_slots: [...spans]
      .sort((a, b) => a.from - b.from)
      .map((s) => ({ start: hhmm(s.from), end: hhmm(s.to) })),
  }));
}

function itemOf(date: string, weekday: number, index: number, span: Span, zone: string): CalendarItem {
  return {
    id: weekday * 100 + index,
    type: 'available_time',
    start: instantOf(date, span.from, zone),
    end: instantOf(date, span.to, zone),
    status: null,
    skill: null,
    other_user: null,
    as_mentor: true,
    first_lesson: false,
    free_trial: false,
    amount_cents: null,
    mentor_earnings_cents: null,
    currency: 'eur',
  };
}

export interface WeeklyEditing {
  zone: string | null;
  items: CalendarItem[];
  editing: GridEditing;
  onOpen: (item: CalendarItem) => void;
  problem: ReactNode;
  dialog: ReactNode;
}

export function useWeeklyEditing(
  days: string[],
  enabled: boolean,
  keysHelpId: string,
  viewerZone: string,
): WeeklyEditing {
  const client = useQueryClient();
  const settings = useQuery({ ...callQuery('settings.read', {}), enabled });
  const [pending, setPending] = useState<Pending | null>(null);
  const availability = settings.data?.availability ?? null;
  // A mentor without weekly hours yet starts them in the zone of this device.
  const zone = settings.isSuccess ? (availability?.timezone ?? viewerZone) : null;
  const week = weekOf(availability?.available_times ?? []);
  const save = useMutation({
    mutationFn: (next: Week) =>
      call('settings.weeklyHours', { body: { timezone: zone!, available_times: payloadOf(next) } }),
    onSuccess: async () => {
      setPending(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf('settings.read') }),
        client.invalidateQueries({ queryKey: calendarKey }),
      ]);
    },
    onError: () => setPending(null),
  });
  const change = (weekday: number, spans: Span[]) =>
    save.mutate(week.map((s, d) => (d === weekday ? spans : s)));

  const items = zone
    ? days.flatMap((date) =>
        week[weekdayOf(date)]!.map((span, i) => itemOf(date, weekdayOf(date), i, span, zone)),
      )
    : [];
  const editing: GridEditing = {
    keysHelpId,
    step: AVAILABILITY_STEP_MINUTES,
    everyDay: true,
    canEdit: (item) => item.type === 'available_time',
    onCreate: (date, span) => {
      save.reset();
      setPending({ kind: 'add', weekday: weekdayOf(date), span });
    },
    onResize: (item, range) => {
      const weekday = Math.floor((item.id ?? 0) / 100);
      const start = localOf(range.start, zone!);
      const end = localOf(range.end, zone!);
      const span = { from: start.minute, to: end.date > start.date ? 1440 : end.minute };
      change(
        weekday,
        week[weekday]!.map((s, i) => (i === (item.id ?? 0) % 100 ? span : s)),
      );
    },
  };
  const onOpen = (item: CalendarItem) => {
    save.reset();
    setPending({ kind: 'remove', weekday: Math.floor((item.id ?? 0) / 100), index: (item.id ?? 0) % 100 });
  };
  const detail = save.isError ? serverMessage(save.error) : null;
  return {
    zone,
    items,
    editing,
    onOpen,
    problem: save.isError ? (
      <Alert tone="error">{`Could not save the weekly hours. ${detail ?? 'Please try again.'}`}</Alert>
    ) : null,
    dialog: pending ? (
      <WeeklyDialog
        pending={pending}
        span={pending.kind === 'add' ? pending.span : week[pending.weekday]![pending.index]!}
        zone={zone ?? ''}
        busy={save.isPending}
        onConfirm={() =>
          pending.kind === 'add'
            ? change(pending.weekday, [...week[pending.weekday]!, pending.span])
            : change(
                pending.weekday,
                week[pending.weekday]!.filter((_, i) => i !== pending.index),
              )
        }
        onClose={() => setPending(null)}
      />
    ) : null,
  };
}

function WeeklyDialog(props: {
  pending: Pending;
  span: Span;
  zone: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { pending, span, zone, busy, onConfirm, onClose } = props;
  const adding = pending.kind === 'add';
  const when = `${DAY_NAMES[pending.weekday]} ${hhmm(span.from)} – ${hhmm(span.to)} (${zone})`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={adding ? 'Add weekly hours' : 'Remove weekly hours'}
    >
      <div className="flex flex-col gap-4">
        <p>{adding ? `Students can book you every week on ${when}.` : `Remove ${when} from every week?`}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="sm" disabled={busy} onClick={onConfirm}>
            {adding ? 'Add weekly hours' : 'Yes, remove weekly hours'}
          </Button>
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
