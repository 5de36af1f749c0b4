/**
 * Worked examples of the slot engine (rules S1-S2). Transition instants were read from the runtime's tz
 * data (Intl), not guessed: Berlin 2026-03-29 01:00Z and 2026-10-25 01:00Z; New York 2026-03-08 07:00Z and
 * 2026-11-01 06:00Z; St John's 2026-03-08 05:30Z and 2026-11-01 04:30Z; Sydney back 2026-04-04 16:00Z and
 * forward 2026-10-03 16:00Z; Chatham back 2026-04-04 14:00Z and forward 2026-09-26 14:00Z; Lord Howe
 * forward 2026-10-03 15:30Z (+10:30 to +11:00).
 */
import { describe, expect, it } from 'vitest';
import {
  computeSlots,
  isSlotOffered,
  type BusyInterval,
  type SlotQuery,
  type WeeklyWindow,
} from '../src/modules/availability/slots.ts';
import {
  formatInZone,
  isoUtc,
  localDateRangeToUtc,
  localTimeKind,
  localToUtc,
  zoneOffsetMinutes,
} from '@app/contract';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);
const everyDay = (startHour: number, endHour: number): WeeklyWindow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: startHour * 60, endMinute: endHour * 60 }));

/** Slots of one local date in the mentor's zone, well ahead of now unless the test says otherwise. */
function query(timezone: string, date: string, rest: Partial<SlotQuery> = {}): SlotQuery {
  const [from, to] = localDateRangeToUtc(timezone, date, date);
  return {
    timezone,
    weekly: everyDay(1, 4),
    extra: [],
    timeOff: [],
    busy: [],
    sessionMinutes: 30,
    breakMinutes: 0,
    from,
    to,
    now: from - 7 * DAY,
    ...rest,
  };
}
const starts = (q: SlotQuery) => computeSlots(q).map((slot) => isoUtc(slot.start));
const utcTimes = (date: string, times: string[]) => times.map((time) => `${date}T${time}:00Z`);

describe('daylight-saving days (mentor available 01:00-04:00, 30-minute sessions)', () => {
  it('Europe/Berlin spring forward: 02:00-03:00 does not exist', () => {
    expect(starts(query('Europe/Berlin', '2026-03-29'))).toEqual(
      utcTimes('2026-03-29', ['00:00', '00:30', '01:00', '01:30']),
    );
    expect(formatInZone(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
  });

  it('Europe/Berlin fall back: 02:00-03:00 is offered once, at its first occurrence', () => {
    expect(starts(query('Europe/Berlin', '2026-10-25'))).toEqual([
      ...utcTimes('2026-10-24', ['23:00', '23:30']),
      ...utcTimes('2026-10-25', ['00:00', '00:30', '02:00', '02:30']),
    ]);
  });

  it('Europe/Berlin whole days have 23 and 25 hours', () => {
    const spring = computeSlots(query('Europe/Berlin', '2026-03-29', { weekly: everyDay(0, 24) }));
    const autumn = computeSlots(query('Europe/Berlin', '2026-10-25', { weekly: everyDay(0, 24) }));
    expect(spring).toHaveLength(46);
    expect(autumn).toHaveLength(48);
    expect(spring.map((s) => formatInZone(s.start, 'Europe/Berlin').slice(11, 16))).not.toContain('02:00');
    expect(autumn.filter((s) => formatInZone(s.start, 'Europe/Berlin').includes('T02:30'))).toEqual([
      { start: at('2026-10-25T00:30:00Z'), end: at('2026-10-25T01:00:00Z') },
    ]);
  });

  it('America/New_York spring forward and fall back', () => {
    expect(starts(query('America/New_York', '2026-03-08'))).toEqual(
      utcTimes('2026-03-08', ['06:00', '06:30', '07:00', '07:30']),
    );
    expect(starts(query('America/New_York', '2026-11-01'))).toEqual(
      utcTimes('2026-11-01', ['05:00', '05:30', '07:00', '07:30', '08:00', '08:30']),
    );
  });

  it('Australia/Sydney fall back in April and spring forward in October', () => {
    expect(starts(query('Australia/Sydney', '2026-04-05'))).toEqual(
      utcTimes('2026-04-04', ['14:00', '14:30', '15:00', '15:30', '17:00', '17:30']),
    );
    expect(starts(query('Australia/Sydney', '2026-10-04'))).toEqual(
      utcTimes('2026-10-03', ['15:00', '15:30', '16:00', '16:30']),
    );
  });

  it('a window boundary in the gap starts where the wall clock passes it', () => {
    expect(localTimeKind('Europe/Berlin', 2026, 3, 29, 150)).toBe('gap');
    expect(isoUtc(localToUtc('Europe/Berlin', 2026, 3, 29, 150))).toBe('2026-03-29T01:00:00Z');
    expect(localTimeKind('Europe/Berlin', 2026, 10, 25, 150)).toBe('ambiguous');
    expect(isoUtc(localToUtc('Europe/Berlin', 2026, 10, 25, 150))).toBe('2026-10-25T00:30:00Z');
    expect(localTimeKind('Europe/Berlin', 2026, 10, 25, 180)).toBe('exists');
    const weekly = [{ weekday: 6, startMinute: 150, endMinute: 240 }];
    expect(starts(query('Europe/Berlin', '2026-03-29', { weekly }))).toEqual(
      utcTimes('2026-03-29', ['01:00', '01:30']),
    );
  });
});

describe('zones with half- and quarter-hour offsets', () => {
  it('Asia/Kolkata (+05:30): grid points on local :00 and :30', () => {
    const weekly = [{ weekday: 0, startMinute: 9 * 60, endMinute: 11 * 60 }];
    expect(starts(query('Asia/Kolkata', '2026-11-23', { weekly }))).toEqual(
      utcTimes('2026-11-23', ['03:30', '04:00', '04:30', '05:00']),
    );
  });

  it('America/St_Johns: -03:30 in winter, -02:30 in summer, and its spring-forward night', () => {
    const weekly = everyDay(9, 10);
    expect(starts(query('America/St_Johns', '2026-01-15', { weekly }))).toEqual(
      utcTimes('2026-01-15', ['12:30', '13:00']),
    );
    expect(starts(query('America/St_Johns', '2026-07-15', { weekly }))).toEqual(
      utcTimes('2026-07-15', ['11:30', '12:00']),
    );
    expect(starts(query('America/St_Johns', '2026-03-08'))).toEqual(
      utcTimes('2026-03-08', ['04:30', '05:00', '05:30', '06:00']),
    );
  });

  it('Pacific/Chatham: +13:45 and +12:45, with transitions at 02:45/03:45 local', () => {
    const weekly = everyDay(9, 10);
    expect(starts(query('Pacific/Chatham', '2026-01-15', { weekly }))).toEqual(
      utcTimes('2026-01-14', ['19:15', '19:45']),
    );
    expect(starts(query('Pacific/Chatham', '2026-07-15', { weekly }))).toEqual(
      utcTimes('2026-07-14', ['20:15', '20:45']),
    );
    // Back: 02:45-03:45 repeats, so local 03:00 and 03:30 are offered once (13:15Z, 13:45Z).
    expect(starts(query('Pacific/Chatham', '2026-04-05', { weekly: everyDay(2, 5) }))).toEqual(
      utcTimes('2026-04-04', ['12:15', '12:45', '13:15', '13:45', '15:15', '15:45']),
    );
    // Forward: 02:45-03:45 does not exist, so local 03:00 and 03:30 are never offered.
    expect(starts(query('Pacific/Chatham', '2026-09-27', { weekly: everyDay(2, 5) }))).toEqual(
      utcTimes('2026-09-26', ['13:15', '13:45', '14:15', '14:45']),
    );
  });

  it('Australia/Lord_Howe: a half-hour spring forward (02:00 becomes 02:30)', () => {
    expect(starts(query('Australia/Lord_Howe', '2026-10-04'))).toEqual(
      utcTimes('2026-10-03', ['14:30', '15:00', '15:30', '16:00', '16:30']),
    );
  });
});

describe('one mentor in Europe/Berlin, Monday 2026-11-23', () => {
  const monday = (rest: Partial<SlotQuery>) =>
    query('Europe/Berlin', '2026-11-23', { weekly: everyDay(9, 18), sessionMinutes: 60, ...rest });

  it('gives UTC slots a student elsewhere sees in their own zone', () => {
    const slots = computeSlots(monday({}));
    expect(slots).toHaveLength(17);
    expect(isoUtc(slots[0]!.start)).toBe('2026-11-23T08:00:00Z');
    expect(isoUtc(slots[16]!.start)).toBe('2026-11-23T16:00:00Z');
    expect(isoUtc(slots[16]!.end)).toBe('2026-11-23T17:00:00Z');
    expect(formatInZone(slots[0]!.start, 'Europe/Berlin')).toBe('2026-11-23T09:00:00+01:00');
    expect(formatInZone(slots[0]!.start, 'America/New_York')).toBe('2026-11-23T03:00:00-05:00');
    expect(formatInZone(slots[0]!.start, 'Asia/Kolkata')).toBe('2026-11-23T13:30:00+05:30');
    expect(formatInZone(slots[0]!.start, 'UTC')).toBe('2026-11-23T08:00:00+00:00');
    expect(formatInZone(slots[0]!.start, 'Pacific/Chatham')).toBe('2026-11-23T21:45:00+13:45');
    expect(zoneOffsetMinutes('America/St_Johns', slots[0]!.start)).toBe(-210);
  });

  it('a busy booking (break included) blocks every start whose lesson plus break overlaps it', () => {
    const busy: BusyInterval[] = [{ start: at('2026-11-23T09:45:00Z'), end: at('2026-11-23T11:15:00Z') }];
    const result = starts(monday({ breakMinutes: 15, busy }));
    // 08:30Z + 60 min + 15 min break ends exactly at 09:45Z: touching is not overlapping.
    expect(result.slice(0, 3)).toEqual(utcTimes('2026-11-23', ['08:00', '08:30', '11:30']));
    // The last lesson ends at 18:00 local; its break may spill past the window.
    expect(result.at(-1)).toBe('2026-11-23T16:00:00Z');
  });

  it('time off removes the slots whose lesson touches it', () => {
    const timeOff = [{ start: at('2026-11-23T11:00:00Z'), end: at('2026-11-23T13:00:00Z') }];
    expect(starts(monday({ timeOff }))).toEqual(
      utcTimes('2026-11-23', ['08:00', '08:30', '09:00', '09:30', '10:00']).concat(
        utcTimes('2026-11-23', ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']),
      ),
    );
  });

  it('extra time adds slots and merges with the weekly window', () => {
    const weekly = [{ weekday: 0, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const extra = [{ start: at('2026-11-23T11:00:00Z'), end: at('2026-11-23T13:00:00Z') }];
    expect(starts(monday({ weekly, extra }))).toEqual(
      utcTimes('2026-11-23', [
        '08:00',
        '08:30',
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
      ]),
    );
    // A Sunday without weekly availability: the extra hour alone.
    const sundayExtra = [{ start: at('2026-11-22T11:00:00Z'), end: at('2026-11-22T12:00:00Z') }];
    expect(starts(query('Europe/Berlin', '2026-11-22', { weekly, extra: sundayExtra }))).toEqual(
      utcTimes('2026-11-22', ['11:00', '11:30']),
    );
  });

  it('minimum notice: exactly now + 2 h is offered, one grid step closer is not', () => {
    expect(starts(monday({ now: at('2026-11-23T06:00:00Z') }))[0]).toBe('2026-11-23T08:00:00Z');
    expect(starts(monday({ now: at('2026-11-23T06:00:00.001Z') }))[0]).toBe('2026-11-23T08:30:00Z');
    expect(starts(monday({ now: at('2026-11-23T06:30:00Z') }))[0]).toBe('2026-11-23T08:30:00Z');
  });

  it('horizon: exactly now + 90 days is offered, one grid step later is not', () => {
    const now = at('2026-08-25T08:00:00Z');
    expect(starts(monday({ now }))).toEqual(['2026-11-23T08:00:00Z']);
    const { from: _from, to: _to, ...q } = monday({ now });
    expect(isSlotOffered(q, at('2026-11-23T08:00:00Z'), at('2026-11-23T09:00:00Z'))).toBe(true);
    expect(isSlotOffered(q, at('2026-11-23T08:30:00Z'), at('2026-11-23T09:30:00Z'))).toBe(false);
  });

  it('reschedule mode: the booking being moved does not block its own slot', () => {
    const busy = [
      { start: at('2026-11-23T10:00:00Z'), end: at('2026-11-23T11:15:00Z'), bookingId: 7 },
      { start: at('2026-11-23T14:00:00Z'), end: at('2026-11-23T15:15:00Z'), bookingId: 8 },
    ];
    const q = monday({ breakMinutes: 15, busy });
    const own = [at('2026-11-23T10:00:00Z'), at('2026-11-23T11:00:00Z')] as const;
    const other = [at('2026-11-23T14:00:00Z'), at('2026-11-23T15:00:00Z')] as const;
    expect(isSlotOffered(q, ...own)).toBe(false);
    expect(isSlotOffered({ ...q, ignoreBookingId: 7 }, ...own)).toBe(true);
    expect(isSlotOffered({ ...q, ignoreBookingId: 7 }, ...other)).toBe(false);
    expect(isSlotOffered(q, own[0], own[1] + 60_000)).toBe(false);
  });

  it('windows touching across midnight merge into one', () => {
    const weekly = [
      { weekday: 0, startMinute: 20 * 60, endMinute: 1440 },
      { weekday: 1, startMinute: 0, endMinute: 2 * 60 },
    ];
    expect(starts(monday({ weekly, sessionMinutes: 120, to: at('2026-11-24T12:00:00Z') }))).toEqual([
      ...utcTimes('2026-11-23', ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30']),
      '2026-11-23T23:00:00Z',
    ]);
  });

  it('a 09:00-10:00 window cannot hold a 90-minute session', () => {
    expect(starts(monday({ weekly: everyDay(9, 10), sessionMinutes: 90 }))).toEqual([]);
  });

  it('the free trial is a 30-minute session with the break of the mentor 30-minute session', () => {
    const trial = { weekly: everyDay(9, 11), sessionMinutes: 30, busy: [] as BusyInterval[] };
    trial.busy.push({ start: at('2026-11-23T09:00:00Z'), end: at('2026-11-23T09:30:00Z') });
    // With the 10-minute break, 08:30Z would hold until 09:10Z; without it, it only touches the booking.
    expect(starts(monday({ ...trial, breakMinutes: 10 }))).toEqual(
      utcTimes('2026-11-23', ['08:00', '09:30']),
    );
    expect(starts(monday({ ...trial, breakMinutes: 0 }))).toEqual(
      utcTimes('2026-11-23', ['08:00', '08:30', '09:30']),
    );
  });
});

describe('local date ranges', () => {
  it('cover start_date 00:00 to the day after end_date 00:00 in the zone', () => {
    expect(localDateRangeToUtc('Europe/Berlin', '2026-03-29', '2026-03-29').map(isoUtc)).toEqual([
      '2026-03-28T23:00:00Z',
      '2026-03-29T22:00:00Z',
    ]);
    expect(localDateRangeToUtc('Asia/Kolkata', '2026-11-23', '2026-11-24').map(isoUtc)).toEqual([
      '2026-11-22T18:30:00Z',
      '2026-11-24T18:30:00Z',
    ]);
    expect(() => localDateRangeToUtc('UTC', '2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(isoUtc(at('2026-11-23T09:00:00.789Z'))).toBe('2026-11-23T09:00:00Z');
  });
});
