/**
 * Property tests of the slot engine (rules S1-S2) against a deliberately slow, independent reference:
 * it walks UTC time in 5-minute steps, reads each step's wall clock from Intl's offset NAME ("GMT+05:30")
 * rather than from the engine's zone helpers, finds window boundaries as "the first instant whose wall
 * clock has reached the boundary" and tests every step on its own. All generated interval boundaries are
 * 5-minute multiples and every zone's offsets and transitions are 15-minute multiples, so the steps are exact.
 *
 * Issue 22: the mentor's rules (notice, horizon, buffer, lessons per day), busy periods from their other
 * calendars (up to 40, some a whole local day: the engine gets them as time off, as slotQuery hands them
 * over) and recurring time off (weekly windows of the wall clock until a local date, ADR 77), which the
 * reference finds per local date like the weekly hours and subtracts step by step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeSlots,
  DEFAULT_BOOKING_RULES,
  isSlotOffered,
  slotVerdict,
  type Interval,
  type Slot,
  type SlotQuery,
} from '../src/modules/availability/slots.ts';
import { formatInZone, localParts, localTimeKind, localToUtc } from '@app/contract';

const MIN = 60_000;
const STEP = 5 * MIN;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ZONES = (
  'Europe/Berlin America/New_York Australia/Sydney Asia/Kolkata America/St_Johns Pacific/Chatham UTC ' +
  'Australia/Lord_Howe'
).split(' ');
const nameFormats = new Map<string, Intl.DateTimeFormat>();
/** The offset in minutes parsed from Intl's long offset name: independent of the engine's parts maths. */
function offsetByName(zone: string, ms: number): number {
  const format =
    nameFormats.get(zone) ?? new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  nameFormats.set(zone, format);
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`unexpected offset name ${name}`);
  return match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** UTC instants where the zone's offset changes in 2025-2028 (daily scan, then bisection). */
function transitionsOf(zone: string): number[] {
  const found: number[] = [];
  for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += DAY) {
    if (offsetByName(zone, day) === offsetByName(zone, day + DAY)) continue;
    let [lo, hi] = [day, day + DAY];
    while (hi - lo > MIN) {
      const mid = lo + Math.floor((hi - lo) / 2 / MIN) * MIN;
      if (offsetByName(zone, mid) === offsetByName(zone, day)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}
/** The local date (days since 1970-01-01) by the offset name. */
function localDateByName(zone: string, ms: number): number {
  return Math.floor((ms + offsetByName(zone, ms) * MIN) / DAY);
}
const TRANSITIONS = new Map(ZONES.map((zone) => [zone, transitionsOf(zone)]));

/** The reference model: every 5-minute step of [q.from - 1 day, q.to + lesson + 1 day) tested on its own. */
function reference(q: SlotQuery): { slots: Slot[]; availableAt: (t: number) => boolean } {
  const lesson = q.sessionMinutes * MIN;
  const held = lesson + q.breakMinutes * MIN;
  const t0 = Math.floor((q.from - DAY) / HOUR) * HOUR;
  const n = Math.ceil((q.to + lesson + DAY - t0) / STEP);
  const times: number[] = [];
  const walls: number[] = [];
  // Offsets by the hour; an hour whose two ends differ is re-read per quarter (transitions are on quarters).
  let hourOffset = offsetByName(q.timezone, t0);
  for (let hour = t0; times.length < n; hour += HOUR) {
    const nextOffset = offsetByName(q.timezone, hour + HOUR);
    const quarters = [0, 1, 2, 3].map((k) =>
      nextOffset === hourOffset ? hourOffset : offsetByName(q.timezone, hour + k * 15 * MIN),
    );
    for (let k = 0; k < 12 && times.length < n; k++) {
      const t = hour + k * STEP;
      times.push(t);
      walls.push(t + quarters[Math.floor(k / 3)]! * MIN);
    }
    hourOffset = nextOffset;
  }
  const highestWall: number[] = [];
  walls.forEach((w, i) => highestWall.push(Math.max(w, i > 0 ? highestWall[i - 1]! : -Infinity)));
  /** The first step whose wall clock has reached `wall` (the boundary instant of a local time). */
  const firstReaching = (wall: number): number => {
    let [lo, hi] = [0, n];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (highestWall[mid]! >= wall) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const inWeekly = new Array<boolean>(n).fill(false);
  for (let date = Math.floor(walls[0]! / DAY) * DAY; date <= walls[n - 1]!; date += DAY) {
    const weekday = (new Date(date).getUTCDay() + 6) % 7;
    for (const w of q.weekly.filter((x) => x.weekday === weekday)) {
      const end = firstReaching(date + w.endMinute * MIN);
      for (let i = firstReaching(date + w.startMinute * MIN); i < end; i++) inWeekly[i] = true;
    }
  }
  const inRecurring = new Array<boolean>(n).fill(false);
  for (let date = Math.floor(walls[0]! / DAY) * DAY; date <= walls[n - 1]!; date += DAY) {
    const weekday = (new Date(date).getUTCDay() + 6) % 7;
    for (const r of q.recurringTimeOff ?? []) {
      if (r.weekday !== weekday || (r.until !== null && date > Date.parse(`${r.until}T00:00:00Z`))) continue;
      const end = firstReaching(date + r.endMinute * MIN);
      for (let i = firstReaching(date + r.startMinute * MIN); i < end; i++) inRecurring[i] = true;
    }
  }
  const inside = (t: number, list: Interval[]) => list.some((x) => x.start <= t && t < x.end);
  const available = times.map(
    (t, i) => (inWeekly[i] || inside(t, q.extra)) && !inside(t, q.timeOff) && !inRecurring[i],
  );
  const busy = q.busy.filter((b) => q.ignoreBookingId === undefined || b.bookingId !== q.ignoreBookingId);
  const rules = q.rules ?? DEFAULT_BOOKING_RULES;
  const buffer = rules.bufferMinutes * MIN;
  const slots: Slot[] = [];
  times.forEach((t, i) => {
    if (t < q.from || t >= q.to) return;
    if (t < q.now + rules.minNoticeMinutes * MIN || t > q.now + rules.horizonDays * DAY) return;
    if (walls[i]! % (30 * MIN) !== 0 || walls[i]! <= highestWall[i - 1]!) return;
    for (let k = 0; k < lesson / STEP; k++) if (!available[i + k]) return;
    if (busy.some((b) => b.start < t + held + buffer && t - buffer < b.end)) return;
    if (rules.maxLessonsPerDay !== null) {
      const sameDay = busy.filter(
        (b) => localDateByName(q.timezone, b.start) === localDateByName(q.timezone, t),
      );
      if (sameDay.length >= rules.maxLessonsPerDay) return;
    }
    slots.push({ start: t, end: t + lesson });
  });
  return { slots, availableAt: (t) => available[Math.round((t - t0) / STEP)]! };
}

const nowArb = (zone: string) => {
  const near = TRANSITIONS.get(zone)!;
  // Half the instants on a 15-minute boundary, so that now + 2 h and now + 90 days can land on a grid point.
  const anywhere = fc
    .tuple(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) }), fc.boolean())
    .map(([t, aligned]) => (aligned ? t - (t % (15 * MIN)) : t));
  if (near.length === 0) return anywhere;
  return fc.oneof(
    { weight: 1, arbitrary: anywhere },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...near),
          fc.integer({ min: -4 * 96, max: 2 * 96 }),
          fc.integer({ min: 0, max: 15 * MIN }),
        )
        .map(([t, quarters, jitter]) => t + quarters * 15 * MIN + (jitter % 2 === 0 ? 0 : jitter)),
    },
  );
};
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }))
  .filter(([, a, b]) => a !== b)
  .map(([weekday, a, b]) => ({ weekday, startMinute: Math.min(a, b) * 30, endMinute: Math.max(a, b) * 30 }));
/** Offsets in 5-minute steps relative to the range, spread a little beyond it; mapped once the range is known. */
const spanArb = (maxSteps: number) =>
  fc.record({ at: fc.integer({ min: 0, max: 1_000_000 }), steps: fc.integer({ min: 1, max: maxSteps }) });

/** A query with the busy periods of the mentor's other calendars kept apart too (they are in timeOff). */
type GeneratedQuery = SlotQuery & { external: Interval[] };

const queryArb: fc.Arbitrary<GeneratedQuery> = fc.constantFrom(...ZONES).chain((timezone) =>
  fc
    .record({
      now: nowArb(timezone),
      fromOffset: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: -DAY, max: 3 * DAY }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 92 * DAY }) },
        { weight: 1, arbitrary: fc.integer({ min: 86 * DAY, max: 91 * DAY }) },
      ),
      range: fc.oneof(fc.integer({ min: 1, max: 3 * DAY }), fc.integer({ min: 1, max: 31 * DAY })),
      weekly: fc.array(windowArb, { minLength: 1, maxLength: 10 }),
      extra: fc.array(spanArb(144), { maxLength: 4 }),
      timeOff: fc.array(spanArb(600), { maxLength: 4 }),
      // Busy periods from other calendars: short events, and whole local days (all-day events).
      external: fc.array(
        fc.oneof(
          { weight: 4, arbitrary: spanArb(36).map((span) => ({ span, allDay: false })) },
          { weight: 1, arbitrary: spanArb(1).map((span) => ({ span, allDay: true })) },
        ),
        { maxLength: 40 },
      ),
      recurring: fc.array(
        fc.record({ window: windowArb, until: fc.option(fc.integer({ min: -2, max: 35 }), { nil: null }) }),
        { maxLength: 3 },
      ),
      busy: fc.array(
        fc.record({ span: spanArb(30), bookingId: fc.option(fc.constantFrom(1, 2, 3), { nil: undefined }) }),
        { maxLength: 12 },
      ),
      ignoreBookingId: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
      sessionMinutes: fc.constantFrom(30, 60, 90, 120),
      breakMinutes: fc.constantFrom(0, 5, 10, 15, 30),
      // Issue 22 item 4: the mentor's own rules, or none (the platform's defaults).
      rules: fc.option(
        fc.record({
          minNoticeMinutes: fc.constantFrom(0, 60, 120, 1440, 4320),
          horizonDays: fc.constantFrom(14, 30, 90, 365),
          bufferMinutes: fc.constantFrom(0, 5, 15, 30, 60),
          maxLessonsPerDay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        }),
        { nil: undefined },
      ),
    })
    .map((r) => {
      const from = r.now + r.fromOffset;
      const to = from + r.range;
      const base = Math.floor(from / STEP) * STEP - DAY;
      const stepsAcross = Math.ceil((r.range + 2 * DAY) / STEP);
      const place = (s: { at: number; steps: number }): Interval => {
        const start = base + (s.at % stepsAcross) * STEP;
        return { start, end: start + s.steps * STEP };
      };
      /** An all-day event: the whole local date (of the mentor's zone) of the placed instant. */
      const wholeDay = (at: number): Interval => {
        const p = localParts(timezone, at);
        const start = localToUtc(timezone, p.year, p.month, p.day, 0);
        const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
        const end = localToUtc(timezone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0);
        return { start, end };
      };
      const external = r.external.map((e) => (e.allDay ? wholeDay(place(e.span).start) : place(e.span)));
      const firstDate = Math.floor(from / DAY) * DAY;
      return {
        timezone,
        weekly: r.weekly,
        extra: r.extra.map(place),
        timeOff: [...r.timeOff.map(place), ...external],
        external,
        recurringTimeOff: r.recurring.map(({ window, until }) => ({
          ...window,
          until: until === null ? null : new Date(firstDate + until * DAY).toISOString().slice(0, 10),
        })),
        busy: r.busy.map((b) => ({ ...place(b.span), bookingId: b.bookingId })),
        ignoreBookingId: r.ignoreBookingId,
        sessionMinutes: r.sessionMinutes,
        breakMinutes: r.breakMinutes,
        from,
        to,
        now: r.now,
        ...(r.rules ? { rules: r.rules } : {}),
      };
    }),
);

// Thousands of generated cases: on a machine busy with CI's other runs (ADR 65) they take longer than a test's
// usual 30 s, and only their verdict matters here (the slot bench times the engine).
describe('computeSlots properties (rules S1-S2)', { timeout: 180_000 }, () => {
  it('offers only slots that keep every rule', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const slots = computeSlots(q);
        const lesson = q.sessionMinutes * MIN;
        const held = lesson + q.breakMinutes * MIN;
        const rules = q.rules ?? DEFAULT_BOOKING_RULES;
        const buffer = rules.bufferMinutes * MIN;
        const model = reference(q);
        // Each rule is named, so a counterexample says which one broke; one expect keeps 500 runs fast.
        const broken = new Set<string>();
        const check = (rule: string, ok: boolean) => ok || broken.add(rule);
        const blocking = q.busy.filter(
          (b) => q.ignoreBookingId === undefined || b.bookingId !== q.ignoreBookingId,
        );
        slots.forEach((slot, i) => {
          check('lesson length', slot.end - slot.start === lesson);
          check('sorted, no duplicates', i === 0 || slot.start > slots[i - 1]!.start);
          check('minimum notice', slot.start >= q.now + rules.minNoticeMinutes * MIN);
          check('horizon', slot.start <= q.now + rules.horizonDays * DAY);
          check('requested range', q.from <= slot.start && slot.start < q.to);
          const wall = slot.start + offsetByName(q.timezone, slot.start) * MIN;
          check('local grid', wall % (30 * MIN) === 0);
          for (let t = slot.start; t < slot.end; t += STEP)
            check('inside availability', model.availableAt(t));
          const overlaps = blocking.some(
            (b) => b.start < slot.start + held + buffer && slot.start - buffer < b.end,
          );
          check('free of busy time and its buffer', !overlaps);
          check(
            "free of the other calendars' busy times",
            !q.external.some((e) => e.start < slot.end && slot.start < e.end),
          );
          const day = localDateByName(q.timezone, slot.start);
          const lessonsThatDay = blocking.filter((b) => localDateByName(q.timezone, b.start) === day).length;
          check(
            'lessons per day',
            rules.maxLessonsPerDay === null || lessonsThatDay < rules.maxLessonsPerDay,
          );
        });
        expect([...broken]).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('offers exactly the reference answer (completeness)', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        expect(computeSlots(q)).toEqual(reference(q).slots);
      }),
      { numRuns: 1200 },
    );
  });

  it('isSlotOffered agrees with computeSlots for slots and shifted non-slots', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const lesson = q.sessionMinutes * MIN;
        const wide = computeSlots({ ...q, from: q.from - DAY, to: q.to + DAY });
        const offered = new Set(wide.map((s) => s.start));
        for (const slot of computeSlots(q).slice(0, 20)) {
          expect(isSlotOffered(q, slot.start, slot.end)).toBe(true);
          expect(isSlotOffered(q, slot.start, slot.end + 5 * MIN)).toBe(false);
          for (const shift of [-30, -15, -5, 5, 15, 30, 60].map((m) => m * MIN)) {
            const start = slot.start + shift;
            expect(isSlotOffered(q, start, start + lesson)).toBe(offered.has(start));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('slotVerdict (issue 22: a full day is told apart)', { timeout: 180_000 }, () => {
  it('says free exactly when offered, and day full only when the day limit alone refuses', () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: 0, max: 10_000 }), (q, pick) => {
        const lesson = q.sessionMinutes * MIN;
        const wide = computeSlots({ ...q, from: q.from - DAY, to: q.to + DAY });
        const rules = q.rules ?? DEFAULT_BOOKING_RULES;
        const unlimited = computeSlots({ ...q, rules: { ...rules, maxLessonsPerDay: null } });
        const candidates = [...unlimited.slice(0, 10), ...wide.slice(0, 5)];
        const start = candidates.length ? candidates[pick % candidates.length]!.start : q.from;
        const verdict = slotVerdict(q, start, start + lesson);
        const offered = wide.some((s) => s.start === start);
        expect(verdict === 'free').toBe(offered);
        if (verdict === 'day full') {
          expect(rules.maxLessonsPerDay).not.toBeNull();
          expect(
            isSlotOffered({ ...q, rules: { ...rules, maxLessonsPerDay: null } }, start, start + lesson),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('zone helpers', () => {
  const instantArb = fc.constantFrom(...ZONES).chain((zone) => fc.tuple(fc.constant(zone), nowArb(zone)));

  it('localParts and formatInZone read the same wall clock as Intl', () => {
    fc.assert(
      fc.property(instantArb, ([zone, t]) => {
        const wall = new Date(t + offsetByName(zone, t) * MIN);
        const parts = localParts(zone, t);
        expect([parts.year, parts.month, parts.day]).toEqual([
          wall.getUTCFullYear(),
          wall.getUTCMonth() + 1,
          wall.getUTCDate(),
        ]);
        expect(parts.weekday).toBe((wall.getUTCDay() + 6) % 7);
        expect(parts.minuteOfDay).toBe(wall.getUTCHours() * 60 + wall.getUTCMinutes());
        const text = formatInZone(t, zone);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(text)).toBe(Math.floor(t / 1000) * 1000);
      }),
      { numRuns: 300 },
    );
  });

  it('localToUtc is the first instant whose wall clock reaches the local time', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 96 }), ([zone, t], quarter) => {
        const date = new Date(t + offsetByName(zone, t) * MIN);
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const minute = quarter * 15;
        const target = Date.UTC(y, m - 1, d) + minute * MIN;
        const instant = localToUtc(zone, y, m, d, minute);
        const wallAt = (u: number) => u + offsetByName(zone, u) * MIN;
        expect(wallAt(instant)).toBeGreaterThanOrEqual(target);
        for (let u = instant - 3 * HOUR; u < instant; u += 15 * MIN) expect(wallAt(u)).toBeLessThan(target);
        const kind = localTimeKind(zone, y, m, d, minute);
        expect(kind === 'gap').toBe(wallAt(instant) !== target);
        let shownAgain = false;
        for (let u = instant + 15 * MIN; u <= instant + 3 * HOUR; u += 15 * MIN) {
          shownAgain ||= wallAt(u) === target;
        }
        expect(kind === 'ambiguous').toBe(shownAgain);
      }),
      { numRuns: 300 },
    );
  });
});
