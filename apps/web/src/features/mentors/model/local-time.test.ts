import { describe, expect, it } from 'vitest';
import { countryName, localClock, zoneCity } from './local-time.ts';

describe("the mentor's country and local time (issue 17 item 1)", () => {
  it('names the country in English, nothing for none', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('jp')).toBe('Japan');
    expect(countryName('')).toBe('');
  });

  it('names a zone by its city, underscores as spaces', () => {
    expect(zoneCity('Europe/Berlin')).toBe('Berlin');
    expect(zoneCity('America/Sao_Paulo')).toBe('Sao Paulo');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it("reads the wall clock in the mentor's zone, not the viewer's, on a 24-hour clock", () => {
    const at = Date.parse('2026-03-02T15:05:30Z');
    expect(localClock('Europe/Berlin', at)).toBe('16:05');
    expect(localClock('America/New_York', at)).toBe('10:05');
    expect(localClock('Asia/Kolkata', at)).toBe('20:35');
    // Summer time, and midnight as 00, never 24.
    expect(localClock('Europe/Berlin', Date.parse('2026-07-01T22:00:00Z'))).toBe('00:00');
  });

  it('gives no time for a zone the runtime does not know', () => {
    expect(localClock('Mars/Olympus_Mons', 0)).toBe('');
  });
});
