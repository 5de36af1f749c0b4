import { describe, expect, it } from 'vitest';
import {
  BREAK_OPTIONS,
  defaultSessionLengths,
  fromSessionSettings,
  hasEnabledSession,
  parseStoredSessionLengths,
  setSessionBreak,
  setSessionEnabled,
  toSessionPayload,
} from './sessions.ts';

describe('session lengths (ONBOARD-27)', () => {
  it('offers 30, 60, 90 and 120 minutes, all on with no break in onboarding', () => {
    expect(defaultSessionLengths()).toEqual([
      { duration: 30, break: 0, enabled: true },
      { duration: 60, break: 0, enabled: true },
      { duration: 90, break: 0, enabled: true },
      { duration: 120, break: 0, enabled: true },
    ]);
  });

  it('offers breaks of 0 to 60 minutes in 5-minute steps', () => {
    expect(BREAK_OPTIONS).toHaveLength(13);
    expect(BREAK_OPTIONS[0]).toBe(0);
    expect(BREAK_OPTIONS[1]).toBe(5);
    expect(BREAK_OPTIONS.at(-1)).toBe(60);
  });

  it('sends only the enabled lengths with their breaks (DATA-19)', () => {
    let lengths = setSessionEnabled(defaultSessionLengths(), 90, false);
    lengths = setSessionBreak(lengths, 60, 15);
    expect(toSessionPayload(lengths)).toEqual([
      { session_time: 30, timeout_time: 0 },
      { session_time: 60, timeout_time: 15 },
      { session_time: 120, timeout_time: 0 },
    ]);
  });

  it('keeps a break on the grid and within 0-60', () => {
    expect(setSessionBreak(defaultSessionLengths(), 30, 95)[0]!.break).toBe(60);
    expect(setSessionBreak(defaultSessionLengths(), 30, -5)[0]!.break).toBe(0);
    expect(setSessionBreak(defaultSessionLengths(), 30, 12)[0]!.break).toBe(10);
  });

  it('knows when nothing is offered', () => {
    const none = [30, 60, 90, 120].reduce(
      (l, d) => setSessionEnabled(l, d as 30, false),
      defaultSessionLengths(),
    );
    expect(hasEnabledSession(none)).toBe(false);
    expect(toSessionPayload(none)).toEqual([]);
  });

  it('reads the settings answer: lengths it lists are on (DATA-20)', () => {
    expect(fromSessionSettings([{ session_minutes: 60, timeout_minutes: 10 }])).toEqual([
      { duration: 30, break: 0, enabled: false },
      { duration: 60, break: 10, enabled: true },
      { duration: 90, break: 0, enabled: false },
      { duration: 120, break: 0, enabled: false },
    ]);
  });

  it('reads stored lengths back and ignores garbage', () => {
    const stored = JSON.parse(JSON.stringify(setSessionBreak(defaultSessionLengths(), 120, 20))) as unknown;
    expect(parseStoredSessionLengths(stored)).toEqual(setSessionBreak(defaultSessionLengths(), 120, 20));
    expect(parseStoredSessionLengths('nope')).toBeNull();
    expect(parseStoredSessionLengths([{ duration: 45 }])).toBeNull();
  });
});
