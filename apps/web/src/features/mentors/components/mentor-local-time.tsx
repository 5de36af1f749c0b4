/**
 * "Germany · 16:05 local time (Berlin)" on the mentor card and the profile (issue 17 item 1); nothing for a
 * mentor without a country. The server draws the country and the zone's city with an empty time box of the
 * clock's width; the browser fills in the time once it has taken the page over and moves it every minute,
 * so the line neither differs at hydration nor shifts the card.
 */
import { mentorCardTexts } from '@app/contract';
import { useCurrentMinute } from '../hooks/use-current-minute.ts';
import { countryName, localClock, zoneCity } from '../model/local-time.ts';

const TIME_BOX =
  "inline-grid tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-['00:00']";

export function MentorLocalTime({ country, timezone }: { country: string; timezone: string }) {
  const minute = useCurrentMinute();
  if (!country) return null;
  const time = minute === null ? '' : localClock(timezone, minute);
  return (
    <p className="mt-1 text-sm text-neutral-700" data-testid="mentor-local-time">
      {countryName(country)}
      {mentorCardTexts.countrySeparator}
      {/* The box is as wide as "00:00" (an invisible sizer in the same grid cell, not in the text) whether
          the time is there yet or not, and every time is as wide with tabular figures. */}
      <time dateTime={time || undefined} className={TIME_BOX}>
        <span className="col-start-1 row-start-1">{time}</span>
      </time>
      {mentorCardTexts.localTimeAfter(zoneCity(timezone))}
    </p>
  );
}
