import { settingsMessages } from '@app/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSlot,
  dayErrors,
  defaultWeek,
  fromAvailableTimes,
  hasSlotErrors,
  makeSlot,
  parseStoredWeek,
  removeSlot,
  TIME_OPTIONS,
  toAvailableTimes,
  toggleDay,
  toMinutes,
  updateSlot,
  validateWeek,
  WEEKDAYS,
  type WeeklyAvailability,
} from './slots.ts';

const day = (week: WeeklyAvailability, code: string) => week.find((d) => d.day === code)!;
const weekWith = (mon: [string, string][]): WeeklyAvailability =>
  WEEKDAYS.map((d) => ({ day: d, slots: d === 'Mon' ? mon.map(([f, t]) => makeSlot(f, t)) : [] }));

describe('weekly availability rules (ONBOARD-20..23)', () => {
  it('offers 48 times from 00:00 to 23:30 in 30-minute steps', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS[0]).toBe('00:00');
    expect(TIME_OPTIONS[1]).toBe('00:30');
    expect(TIME_OPTIONS.at(-1)).toBe('23:30');
  });

  it('starts with Monday to Friday 09:00-17:00 and the weekend off', () => {
    const week = defaultWeek();
    expect(week.map((d) => d.day)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(day(week, 'Mon').slots.map((s) => [s.from, s.to])).toEqual([['09:00', '17:00']]);
    expect(day(week, 'Sat').slots).toEqual([]);
    expect(day(week, 'Sun').slots).toEqual([]);
  });

  it('turning a day on adds 09:00-17:00; off clears every slot', () => {
    let week = toggleDay(defaultWeek(), 'Sat', true);
    expect(day(week, 'Sat').slots.map((s) => [s.from, s.to])).toEqual([['09:00', '17:00']]);
    week = addSlot(week, 'Sat');
    expect(day(week, 'Sat').slots).toHaveLength(2);
    week = toggleDay(week, 'Sat', false);
    expect(day(week, 'Sat').slots).toEqual([]);
    // The other days are untouched.
    expect(day(week, 'Mon').slots).toHaveLength(1);
  });

  it('adds a new slot after the last one, not on top of it', () => {
    const week = addSlot(weekWith([['09:00', '12:00']]), 'Mon');
    expect(day(week, 'Mon').slots.map((s) => [s.from, s.to])).toEqual([
      ['09:00', '12:00'],
      ['12:00', '13:00'],
    ]);
    expect(hasSlotErrors(week)).toBe(false);
    const late = addSlot(weekWith([['20:00', '23:00']]), 'Mon');
    expect(day(late, 'Mon').slots[1]).toMatchObject({ from: '23:00', to: '23:30' });
  });

  it('edits and removes one slot by id', () => {
    let week = weekWith([
      ['09:00', '10:00'],
      ['11:00', '12:00'],
    ]);
    const second = day(week, 'Mon').slots[1]!.id;
    week = updateSlot(week, 'Mon', second, { to: '13:30' });
    expect(day(week, 'Mon').slots[1]).toMatchObject({ from: '11:00', to: '13:30' });
    week = removeSlot(week, 'Mon', second);
    expect(day(week, 'Mon').slots.map((s) => s.from)).toEqual(['09:00']);
  });

  it('a slot must start before it ends', () => {
    expect(dayErrors([{ from: '10:00', to: '09:00' }])).toEqual([settingsMessages.slotOrder]);
    expect(dayErrors([{ from: '10:00', to: '10:00' }])).toEqual([settingsMessages.slotOrder]);
    expect(settingsMessages.slotOrder).toBe('Start time must be before end time');
  });

  it('slots of one day must not overlap, but may touch', () => {
    expect(
      dayErrors([
        { from: '09:00', to: '12:00' },
        { from: '11:30', to: '13:00' },
      ]),
    ).toEqual([settingsMessages.slotOverlap, settingsMessages.slotOverlap]);
    expect(
      dayErrors([
        { from: '09:00', to: '12:00' },
        { from: '12:00', to: '13:00' },
      ]),
    ).toEqual([null, null]);
    expect(settingsMessages.slotOverlap).toBe('Time slots cannot overlap');
  });

  it('sets errors on the slots, and keeps the same week when nothing changes', () => {
    const week = weekWith([
      ['09:00', '12:00'],
      ['10:00', '11:00'],
    ]);
    const validated = validateWeek(week);
    expect(day(validated, 'Mon').slots.map((s) => s.error)).toEqual([
      'Time slots cannot overlap',
      'Time slots cannot overlap',
    ]);
    expect(validateWeek(validated)).toBe(validated);
    expect(hasSlotErrors(validated)).toBe(true);
    // A stale error field does not block: hasSlotErrors looks at the times.
    const fixed = updateSlot(validated, 'Mon', day(validated, 'Mon').slots[1]!.id, {
      from: '12:00',
      to: '13:00',
    });
    expect(hasSlotErrors(fixed)).toBe(false);
  });

  it('never reports an overlap between slots that do not share a minute (property)', () => {
    const time = fc.integer({ min: 0, max: 47 }).map((i) => TIME_OPTIONS[i]!);
    fc.assert(
      fc.property(fc.array(fc.tuple(time, time), { maxLength: 5 }), (pairs) => {
        const errors = dayErrors(pairs.map(([from, to]) => ({ from, to })));
        pairs.forEach(([from, to], i) => {
          const [s, e] = [toMinutes(from), toMinutes(to)];
          const overlaps = pairs.some(([f, t], j) => {
            const [os, oe] = [toMinutes(f), toMinutes(t)];
            return j !== i && os < oe && s < oe && os < e;
          });
          const expected =
            s >= e ? 'Start time must be before end time' : overlaps ? 'Time slots cannot overlap' : null;
          expect(errors[i]).toBe(expected);
        });
      }),
    );
  });

  it('converts to and from the API shape, days without slots left out', () => {
    const week = toggleDay(
      weekWith([
        ['14:00', '16:00'],
        ['08:00', '10:00'],
      ]),
      'Sun',
      true,
    );
    const times = toAvailableTimes(week);
    expect(times).toEqual([
      {
        weekday: 'Mon',
        time_slots: [
          { start: '08:00', end: '10:00' },
          { start: '14:00', end: '16:00' },
        ],
      },
      { weekday: 'Sun', time_slots: [{ start: '09:00', end: '17:00' }] },
    ]);
    const back = fromAvailableTimes(times);
    expect(back.map((d) => d.slots.length)).toEqual([2, 0, 0, 0, 0, 0, 1]);
    expect(toAvailableTimes(back)).toEqual(times);
  });

  it('reads a stored week back, dropping what is malformed', () => {
    const week = weekWith([['09:00', '10:00']]);
    const stored = JSON.parse(JSON.stringify(week)) as unknown;
    expect(parseStoredWeek(stored)).toEqual(week);
    expect(parseStoredWeek(null)).toBeNull();
    expect(parseStoredWeek([{ day: 'Funday', slots: [] }])).toBeNull();
    const messy = parseStoredWeek([
      {
        day: 'Tue',
        slots: [
          { from: '9', to: '10:00' },
          { from: '10:00', to: '11:00' },
        ],
      },
    ]);
    expect(day(messy!, 'Tue').slots.map((s) => [s.from, s.to])).toEqual([['10:00', '11:00']]);
    expect(day(messy!, 'Mon').slots).toEqual([]);
  });
});
