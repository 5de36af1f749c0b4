/**
 * /calendar (CAL-01..14): week (Monday first) or day view with previous / next / today, the legend, the
 * item dialogs, and for mentors the sidebar and editing on the grid (issue 22 item 1). A phone opens on
 * the day view, and a swipe goes to the day before or after. Times are shown in the viewer's zone.
 */
import { calendarMessages, type CalendarItem } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientTimeZone } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { calendarWindowQuery } from '../api/calendar.ts';
import { CalendarGrid } from '../components/calendar-grid.tsx';
import { GridKeysHelp, KEYS_HELP_ID, useGridEditing } from '../components/grid-editing.tsx';
import { useWeeklyEditing } from '../components/weekly-editing.tsx';
import { ItemDialog } from '../components/item-dialog.tsx';
import { Legend } from '../components/legend.tsx';
import { RangeForm } from '../components/range-form.tsx';
import { RecurringTimeOffForm } from '../components/recurring-time-off-form.tsx';
import { addDays, formatDay, mondayOf, todayIn } from '../model/dates.ts';

type View = 'week' | 'day';

/** Below Tailwind's `sm` a week of columns does not fit: a phone starts on one day. */
const phone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;

export function CalendarPage() {
  const zone = clientTimeZone();
  // The server's clock, as the booking dialog uses: in development it may have been moved forward.
  const today = todayIn(zone, serverNow());
  const session = useSession();
  const isMentor = session.user?.is_mentor === true;
  const [view, setView] = useState<View>(() => (phone() ? 'day' : 'week'));
  const [anchor, setAnchor] = useState(today);
  const [open, setOpen] = useState<CalendarItem | null>(null);
  const [weeklyMode, setWeeklyMode] = useState(false);
  const dated = useGridEditing(zone, isMentor && !weeklyMode);

  const first = view === 'week' ? mondayOf(anchor) : anchor;
  const days = view === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(first, i)) : [first];
  const last = days[days.length - 1]!;
  const calendar = useQuery({
    ...calendarWindowQuery(first, last),
  });
  const weekly = useWeeklyEditing(days, isMentor && weeklyMode, KEYS_HELP_ID, zone);
  // Weekly mode edits the hours in the zone they are kept in; the dated items step aside meanwhile.
  const grid = weeklyMode
    ? { ...weekly, zone: weekly.zone ?? zone, loaded: weekly.zone !== null }
    : { ...dated, zone, items: calendar.data?.items ?? [], onOpen: setOpen, loaded: !calendar.isPending };
  const step = view === 'week' ? 7 : 1;
  const heading = view === 'week' ? `${formatDay(first)} – ${formatDay(last)}` : formatDay(first, 'long');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h1 className="text-3xl font-extrabold">Calendar</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setAnchor(addDays(anchor, -step))}>
            Previous<span className="sr-only"> {view}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAnchor(addDays(anchor, step))}>
            Next<span className="sr-only"> {view}</span>
          </Button>
          <div role="group" aria-label="View" className="ml-auto flex gap-1">
            {(['week', 'day'] as const).map((v) => (
              <Button
                key={v}
                variant={view === v ? 'primary' : 'ghost'}
                size="sm"
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'week' ? 'Week' : 'Day'}
              </Button>
            ))}
          </div>
        </div>
        <h2 className="text-xl font-bold" aria-live="polite">
          {heading}
        </h2>
        {calendar.isError ? <Alert tone="error">{calendarMessages.loadFailed}</Alert> : null}
        {calendar.isPending ? <Spinner label="Loading the calendar..." /> : null}
        {isMentor ? (
          <div role="group" aria-label="Edit on the grid" className="flex flex-wrap gap-1">
            {[false, true].map((on) => (
              <Button
                key={String(on)}
                variant={weeklyMode === on ? 'primary' : 'ghost'}
                size="sm"
                aria-pressed={weeklyMode === on}
                onClick={() => setWeeklyMode(on)}
              >
                {on ? 'Weekly hours' : 'Lessons and dated changes'}
              </Button>
            ))}
          </div>
        ) : null}
        {grid.problem}
        <CalendarGrid
          key={weeklyMode ? 'weekly' : 'dated'}
          days={days}
          items={grid.items}
          zone={grid.zone}
          today={today}
          loaded={grid.loaded}
          onOpen={grid.onOpen}
          editing={grid.editing}
          onSwipe={view === 'day' ? (by) => setAnchor((a) => addDays(a, by)) : undefined}
        />
        <p className="text-sm text-neutral-700">
          {weeklyMode
            ? `Weekly hours repeat every week, in the time zone they are kept in (${grid.zone}).`
            : `Times are shown in your time zone (${zone}).`}
        </p>
        {isMentor ? <GridKeysHelp /> : null}
        <Legend />
      </div>
      {isMentor ? (
        <aside aria-label="Your availability" className="flex w-full flex-col gap-8 lg:w-80">
          <RangeForm kind="time-off" />
          <RangeForm kind="extra-time" />
          <RecurringTimeOffForm />
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">Weekly availability</h2>
            <ButtonLink to="/settings?tab=availability" variant="secondary" size="sm">
              Set up availability
            </ButtonLink>
          </section>
        </aside>
      ) : null}
      <ItemDialog item={open} zone={zone} onClose={() => setOpen(null)} />
      {grid.dialog}
    </div>
  );
}
