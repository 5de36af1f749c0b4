/**
 * The hard-coded sample conversations of the Messages list page (CHAT-01, CHAT-14). Rule K3: they ship
 * only inside /component-catalog, never in the real Messages page. Times are offsets from "now" so every
 * format of CHAT-14 shows whenever the catalog is opened.
 */

export interface SampleConversation {
  id: number;
  name: string;
  lastMessage: string;
  sentAt: Date;
  unread: number;
  /** An image URL; a broken one shows the default avatar. */
  avatar: string | null;
  online: boolean;
}

/** CHAT-14, 2.5: the unread badge caps at 99+; no badge when nothing is unread. */
export const UNREAD_BADGE_CAP = 99;

export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * CHAT-14's list time, in the viewer's own zone: "HH:MM" (24-hour) for today, "Yesterday" for the calendar
 * day before, otherwise "Mon D" ("Mar 4"). Not K3's relative time ("5m", "3h"): that is the real Messages
 * page's, and this sample page differs from it on purpose, as the spec says.
 */
export function formatListTime(sentAt: Date, now: Date): string {
  if (Number.isNaN(sentAt.getTime())) return '';
  if (sameDay(sentAt, now)) return `${twoDigits(sentAt.getHours())}:${twoDigits(sentAt.getMinutes())}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  if (sameDay(sentAt, yesterday)) return 'Yesterday';
  return `${MONTHS[sentAt.getMonth()]} ${sentAt.getDate()}`;
}

/** A coloured circle with initials as an SVG data URL: the samples need no image files or network. */
function initialsImage(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#111">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Not an image at all: the browser fails to decode it without any request, so the fallback shows. */
export const BROKEN_AVATAR = 'data:image/png;base64,bm90IGFuIGltYWdl';

const MINUTE = 60_000;
const at = (now: Date, days: number, hours: number, minutes: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hours, minutes);

export function sampleConversations(now: Date): SampleConversation[] {
  return [
    {
      id: 1,
      name: 'Emma W.',
      lastMessage: 'See you on Thursday! Bring the Chopin nocturne.',
      sentAt: new Date(now.getTime() - 5 * MINUTE),
      unread: 2,
      avatar: initialsImage('EW', '#c7d2fe'),
      online: true,
    },
    {
      id: 2,
      name: 'Lucas M.',
      lastMessage: 'Thanks for the lesson, the new fingering really helps.',
      sentAt: at(now, 1, 18, 30),
      unread: 0,
      avatar: BROKEN_AVATAR,
      online: false,
    },
    {
      id: 3,
      name: 'Sofia R.',
      lastMessage: 'Could we move next week’s session to the evening?',
      sentAt: at(now, 9, 10, 15),
      unread: 150,
      avatar: initialsImage('SR', '#d9f99d'),
      online: true,
    },
    {
      id: 4,
      name: 'Noah K.',
      lastMessage: 'I recorded the scales you asked for.',
      sentAt: at(now, 40, 9, 0),
      unread: 0,
      avatar: null,
      online: false,
    },
  ];
}
