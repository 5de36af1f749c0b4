import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceTimeZone,
  formatClockTime,
  formatLongDateTime,
  formatShortDateTime,
  knownTimeZones,
  setChosenTimeZone,
  viewerTimeZone,
  viewerToday,
  viewerZoneName,
} from './viewer-zone.ts';

afterEach(() => setChosenTimeZone(null));

describe('the viewer zone (ADR 49)', () => {
  it("is the device's until a zone is chosen, and an unknown chosen name is ignored", () => {
    expect(deviceTimeZone()).toBe('UTC'); // the web tests run with TZ=UTC
    expect(viewerTimeZone()).toBe('UTC');
    setChosenTimeZone('America/New_York');
    expect(viewerTimeZone()).toBe('America/New_York');
    setChosenTimeZone('Mars/Olympus_Mons');
    expect(viewerTimeZone()).toBe('UTC');
  });

  it('formats times in the chosen zone with the zone named, offsets as in force on that day', () => {
    setChosenTimeZone('America/New_York');
    expect(formatShortDateTime('2026-12-01T14:00:00Z')).toBe('Tue 1 Dec 2026, 09:00 (New York time, GMT-5)');
    expect(formatShortDateTime('2026-07-01T13:00:00Z')).toBe('Wed 1 Jul 2026, 09:00 (New York time, GMT-4)');
    expect(formatLongDateTime('2026-12-01T14:00:00Z')).toBe(
      'Tuesday 1 December 2026 at 09:00 (New York time, GMT-5)',
    );
    expect(formatClockTime('2026-12-01T14:00:00Z')).toBe('09:00');
    expect(formatShortDateTime('2026-12-01T14:00:00Z', 'Asia/Kolkata')).toBe(
      'Tue 1 Dec 2026, 19:30 (Kolkata time, GMT+5:30)',
    );
    expect(viewerZoneName('2026-12-01T14:00:00Z', 'UTC')).toBe('UTC');
    expect(viewerZoneName('2026-12-01T14:00:00Z', 'Europe/London')).toBe('London time, GMT');
  });

  it('gives "" for a missing or unreadable time', () => {
    expect(formatShortDateTime(null)).toBe('');
    expect(formatLongDateTime('not a date')).toBe('');
  });

  it('lists the zones the browser knows, with UTC and the current ones, sorted and without duplicates', () => {
    const zones = knownTimeZones('Europe/Berlin', 'Europe/Berlin', 'Mars/Olympus_Mons');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones.filter((z) => z === 'Europe/Berlin')).toHaveLength(1);
    expect(zones).not.toContain('Mars/Olympus_Mons');
    expect([...zones].sort()).toEqual(zones);
  });

  it("starts the pickers' today on the chosen zone's date, not the device's", () => {
    // 03:00 UTC on Tuesday 1 December: still Monday 30 November in New York, already Tuesday in Tokyo.
    const now = Date.parse('2026-12-01T03:00:00Z');
    setChosenTimeZone('America/New_York');
    expect(viewerToday(undefined, now)).toEqual(new Date(2026, 10, 30));
    setChosenTimeZone('Asia/Tokyo');
    expect(viewerToday(undefined, now)).toEqual(new Date(2026, 11, 1));
  });
});
