/**
 * Reads the busy periods out of an iCalendar text (issue 22 item 3) with ical.js (Mozilla's parser, also
 * used by Thunderbird): recurring events expanded with their exceptions (RRULE, RDATE, EXDATE, moved or
 * cancelled occurrences by RECURRENCE-ID), all-day events, zones by TZID. Free time (TRANSP:TRANSPARENT)
 * and cancelled events block nothing. Only what lies in the booking window matters, so expansion stops at
 * the largest horizon and the number of periods is capped.
 */
import ICAL from 'ical.js';
import { externalCalendarMessages as texts, isValidTimezone, resolveWallClock } from '@app/contract';
import { FeedFetchError } from './external-fetch.ts';

export interface BusyPeriod {
  start: number;
  end: number;
}

/** A feed with more than this many occurrences in the window is read up to it (a safety bound). */
export const MAX_BUSY_PERIODS = 10_000;
/** Steps of one recurrence walked at most, so an endless minutely rule from years ago cannot spin. */
const MAX_STEPS = 200_000;

/**
 * The UTC instant of an ical.js time: a named IANA zone through Intl (exact for every year), a zone only
 * the feed defines (Outlook's "W. Europe Standard Time") through its VTIMEZONE (ical.js finds it in the
 * calendar), UTC as is; floating times and all-day dates on the wall clock of `floatingZone`: the zone the
 * event's TZID names when the feed leaves out its VTIMEZONE, else the mentor's own.
 */
function instantOf(time: ICAL.Time, floatingZone: string): number {
  const tzid = time.isDate ? 'floating' : time.zone.tzid;
  if (tzid === 'UTC' || tzid === 'Z') return time.toUnixTime() * 1000;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (tzid === 'floating') return resolveWallClock(floatingZone, wall).instant;
  if (isValidTimezone(tzid)) return resolveWallClock(tzid, wall).instant;
  return time.toUnixTime() * 1000;
}

/** The zone a floating time of this event is read in (see instantOf). */
function floatingZoneOf(component: ICAL.Component, mentorZone: string): string {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && isValidTimezone(tzid) ? tzid : mentorZone;
}

function blocks(event: ICAL.Event): boolean {
  const component = event.component;
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function parseCalendar(text: string): ICAL.Component {
  try {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (calendar.name !== 'vcalendar') throw new Error('not a calendar');
    return calendar;
  } catch {
    throw new FeedFetchError(texts.notICalendar);
  }
}

/** Every busy period of the feed overlapping [from, to), in UTC milliseconds. */
export function busyPeriodsOf(text: string, mentorZone: string, from: number, to: number): BusyPeriod[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedFetchError(texts.notICalendar);
  const calendar = parseCalendar(text);
  const components = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const loose: ICAL.Component[] = [];
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) {
      const event = new ICAL.Event(component);
      masters.set(event.uid, event);
    }
  }
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const master = masters.get(String(component.getFirstPropertyValue('uid')));
    if (master) master.relateException(component);
    else loose.push(component);
  }

  const periods: BusyPeriod[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time | null, item: ICAL.Event) => {
    if (!blocks(item)) return;
    const zone = start.isDate ? mentorZone : floatingZoneOf(item.component, mentorZone);
    const startMs = instantOf(start, zone);
    // No end: an all-day event lasts its day, a timed one is a moment (it blocks nothing).
    const endMs = end ? instantOf(end, zone) : start.isDate ? startMs + 86_400_000 : startMs;
    if (endMs > startMs && endMs > from && startMs < to) periods.push({ start: startMs, end: endMs });
  };

  for (const event of masters.values()) {
    if (periods.length >= MAX_BUSY_PERIODS) break;
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, event);
      continue;
    }
    const zone = floatingZoneOf(event.component, mentorZone);
    const iterator = event.iterator();
    for (let steps = 0; steps < MAX_STEPS && periods.length < MAX_BUSY_PERIODS; steps += 1) {
      const next = iterator.next();
      // The rule's steps only ever grow: past the window's end, only moved occurrences can matter (below).
      if (!next || instantOf(next, zone) >= to) break;
      const details = event.getOccurrenceDetails(next);
      add(details.startDate, details.endDate, details.item);
    }
    // An occurrence moved into the window from a date past its end, which the walk above never reaches.
    for (const moved of Object.values(event.exceptions)) {
      if (instantOf(moved.recurrenceId, zone) >= to) add(moved.startDate, moved.endDate, moved);
    }
  }
  for (const component of loose) {
    const event = new ICAL.Event(component);
    add(event.startDate, event.endDate, event);
  }
  return periods.slice(0, MAX_BUSY_PERIODS);
}
