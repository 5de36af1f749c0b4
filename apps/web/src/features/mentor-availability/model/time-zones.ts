/**
 * The time zones a mentor can choose (ONBOARD-19, spec 002 §9: about 60, grouped Africa, Americas, Asia,
 * Australia, Pacific, Europe, plus UTC; the default is the browser's zone). A browser zone that is not in
 * the list is offered too, so the default is always selectable.
 */
export interface TimeZoneGroup {
  label: string;
  zones: readonly string[];
}

export const TIME_ZONE_GROUPS: readonly TimeZoneGroup[] = [
  {
    label: 'Africa',
    zones: [
      'Africa/Cairo',
      'Africa/Casablanca',
      'Africa/Johannesburg',
      'Africa/Lagos',
      'Africa/Nairobi',
      'Africa/Accra',
    ],
  },
  {
    label: 'Americas',
    zones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Halifax',
      'America/Toronto',
      'America/Vancouver',
      'America/Mexico_City',
      'America/Bogota',
      'America/Lima',
      'America/Santiago',
      'America/Sao_Paulo',
      'America/Argentina/Buenos_Aires',
    ],
  },
  {
    label: 'Asia',
    zones: [
      'Asia/Dubai',
      'Asia/Jerusalem',
      'Asia/Istanbul',
      'Asia/Tehran',
      'Asia/Karachi',
      'Asia/Kolkata',
      'Asia/Dhaka',
      'Asia/Bangkok',
      'Asia/Jakarta',
      'Asia/Singapore',
      'Asia/Hong_Kong',
      'Asia/Shanghai',
      'Asia/Seoul',
      'Asia/Tokyo',
    ],
  },
  {
    label: 'Australia',
    zones: ['Australia/Perth', 'Australia/Adelaide', 'Australia/Brisbane', 'Australia/Sydney'],
  },
  {
    label: 'Pacific',
    zones: ['Pacific/Auckland', 'Pacific/Fiji', 'Pacific/Honolulu', 'Pacific/Guam'],
  },
  {
    label: 'Europe',
    zones: [
      'Europe/London',
      'Europe/Lisbon',
      'Europe/Paris',
      'Europe/Berlin',
      'Europe/Amsterdam',
      'Europe/Brussels',
      'Europe/Madrid',
      'Europe/Rome',
      'Europe/Vienna',
      'Europe/Zurich',
      'Europe/Stockholm',
      'Europe/Oslo',
      'Europe/Copenhagen',
      'Europe/Warsaw',
      'Europe/Prague',
      'Europe/Budapest',
      'Europe/Athens',
      'Europe/Helsinki',
      'Europe/Bucharest',
      'Europe/Moscow',
    ],
  },
  { label: 'Other', zones: ['UTC'] },
];

export const TIME_ZONES: readonly string[] = TIME_ZONE_GROUPS.flatMap((g) => g.zones);

/** The browser's zone, or UTC where the browser cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The groups with `zone` added to "Other" when the list lacks it (a browser or stored zone). */
export function groupsIncluding(zone: string): readonly TimeZoneGroup[] {
  if (!zone || TIME_ZONES.includes(zone) || !isValidTimeZone(zone)) return TIME_ZONE_GROUPS;
  return TIME_ZONE_GROUPS.map((g) => (g.label === 'Other' ? { ...g, zones: [zone, ...g.zones] } : g));
}

const labels = new Map<string, string>();

/**
 * "Berlin (GMT+1)": the city in words and the offset today, so the list reads without knowing IANA names.
 * Cached: a formatter per zone is costly, and the offset of a page's lifetime is the one to show.
 */
export function timeZoneLabel(zone: string): string {
  let label = labels.get(zone);
  if (label === undefined) {
    label = labelAt(zone, new Date());
    labels.set(zone, label);
  }
  return label;
}

export function labelAt(zone: string, at: Date): string {
  const city = zone === 'UTC' ? 'UTC' : (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset && zone !== 'UTC' ? `${city} (${offset})` : city;
  } catch {
    return city;
  }
}
