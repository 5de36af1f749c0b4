/**
 * The mentor's country and wall clock on the card and the profile (issue 17 item 1): names from the
 * runtime's Intl data (no package), the same in Node, where the public pages are drawn, and in the browser.
 */

let regionNames: Intl.DisplayNames | null | undefined;
const clocks = new Map<string, Intl.DateTimeFormat | null>();

/** "DE" -> "Germany"; '' stays '' (nothing is shown); a code Intl does not know shows as it is. */
export function countryName(code: string): string {
  if (!code) return '';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The city a zone is named after: "Europe/Berlin" -> "Berlin", "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** The wall clock in `zone` at `atMs` as "16:05" (24-hour, as the spec's times); '' for a zone Intl refuses. */
export function localClock(zone: string, atMs: number): string {
  let format = clocks.get(zone);
  if (format === undefined) {
    try {
      // h23, not hour12: false, which prints midnight as 24 in some engines.
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    clocks.set(zone, format);
  }
  return format ? format.format(atMs) : '';
}
