/**
 * Texts of the mentor card and profile beyond the spec's quoted ones (issue 17 item 1), without zod: the
 * public pages' first chunk imports them.
 */
export const mentorCardTexts = {
  /** "Germany · 16:05 local time (Berlin)": the mentor's country and wall clock, the zone's city named. */
  countryAndLocalTime: (country: string, time: string, city: string) =>
    `${country} · ${time} local time (${city})`,
  /** Its parts, so that the time can sit in a box of its own (it arrives only after hydration). */
  countrySeparator: ' · ',
  localTimeAfter: (city: string) => ` local time (${city})`,
} as const;
