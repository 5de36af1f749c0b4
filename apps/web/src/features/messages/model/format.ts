/** Display rules of the chat (K3, CHAT-10/11/12): names, relative times and the unread badge. */
import { chatMessages, localParts, UNREAD_BADGE_CAP } from '@app/contract';
import { shortName } from '../../mentors/index.ts';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';

/** CHAT-10: "John Doe" -> "John D."; a single name stays as it is. */
export function displayName(fullName: string): string {
  return shortName(fullName);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The calendar day of an instant in the viewer's zone (decision 0049), as a day number. */
function dayNumber(ms: number, zone: string): number {
  const { year, month, day } = localParts(zone, ms);
  return Date.UTC(year, month - 1, day) / (24 * HOUR);
}

/**
 * K3/CHAT-11: "Just now" under a minute, "5m", "3h" (same day or under 24 hours), "Yesterday", the weekday
 * under 7 days ("Mon"), then the date ("Mar 4"). `now` is the server's clock (shared/time/server-clock.ts)
 * so a device with a wrong clock still reads right. A time slightly in the future counts as now.
 */
export function relativeTime(iso: string | null | undefined, now: number): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed < MINUTE) return chatMessages.justNow;
  const zone = viewerTimeZone();
  const days = dayNumber(now, zone) - dayNumber(at, zone);
  if (days === 0) {
    return elapsed < HOUR ? `${Math.floor(elapsed / MINUTE)}m` : `${Math.floor(elapsed / HOUR)}h`;
  }
  if (days === 1) return chatMessages.yesterday;
  if (days < 7) return new Date(at).toLocaleDateString('en-US', { weekday: 'short', timeZone: zone });
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: zone });
}

/** CHAT-12: nothing for 0, the count up to 99, then "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** The counter under the composer appears near the limit (the last 10 %). */
export function composerCounter(length: number, max: number): string | null {
  return length >= max * 0.9 ? `${length}/${max}` : null;
}

/** CHAT-15: whitespace alone cannot be sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}
