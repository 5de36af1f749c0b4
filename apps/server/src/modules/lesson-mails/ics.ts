/**
 * The calendar invitation of a lesson (rule R6, booking confirmed): an iCalendar object (RFC 5545)
 * with one VEVENT, CRLF line endings, escaped text values and lines folded at 75 octets.
 */

export interface LessonIcsInput {
  uid: string;
  startUtc: Date;
  endUtc: Date;
  summary: string;
  description: string;
  url: string;
  organizerName: string;
  organizerEmail: string;
  attendees: { name: string; email: string }[];
  now: Date;
  /** REQUEST (default) adds or updates the event; CANCEL removes it from the calendar. */
  method?: 'REQUEST' | 'CANCEL';
  /** Raised on every change of the same event (UID), so calendars apply the newest one. */
  sequence?: number;
  /** PRODID of the producing application. */
  prodId?: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '');
}

/** A parameter value (CN): always quoted; a quoted string may not hold a double quote or control characters. */
function paramValue(value: string): string {
  return `"${value.replace(CONTROL_CHARACTERS, '').replace(/"/g, "'")}"`;
}

/** A URI value (URL, mailto:) is not escaped as text, but must stay on its logical line. */
function uriValue(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/**
 * Folds one content line: no physical line longer than 75 octets of UTF-8; a continuation line begins
 * with one space (which counts). A multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function calAddress(property: string, person: { name: string; email: string }, extra = ''): string {
  return `${property};CN=${paramValue(person.name)}${extra}:mailto:${uriValue(person.email)}`;
}

/** One lesson's VEVENT lines (unfolded). A feed event has no organizer or attendees (no meeting to answer). */
function lessonEventLines(input: LessonEventInput): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(input.uid)}`,
    `DTSTAMP:${icsUtc(input.now)}`,
    `DTSTART:${icsUtc(input.startUtc)}`,
    `DTEND:${icsUtc(input.endUtc)}`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeIcsText(input.summary)}`,
    `DESCRIPTION:${escapeIcsText(input.description)}`,
    `URL:${uriValue(input.url)}`,
    ...(input.organizerName && input.organizerEmail
      ? [calAddress('ORGANIZER', { name: input.organizerName, email: input.organizerEmail })]
      : []),
    ...(input.attendees ?? []).map((attendee) =>
      calAddress('ATTENDEE', attendee, ';CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED'),
    ),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

export interface LessonEventInput {
  uid: string;
  startUtc: Date;
  endUtc: Date;
  summary: string;
  description: string;
  url: string;
  now: Date;
  sequence?: number;
  cancelled?: boolean;
  organizerName?: string;
  organizerEmail?: string;
  attendees?: { name: string; email: string }[];
}

/**
 * A subscription calendar (issue 22 item 2): every event of a feed, no METHOD (a published calendar, not
 * an invitation), named for the calendar apps that show a name.
 */
export function feedIcs(input: { prodId: string; name: string; events: LessonEventInput[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeIcsText(input.prodId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(input.name)}`,
    ...input.events.flatMap(lessonEventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

export function lessonIcs(input: LessonIcsInput): string {
  const method = input.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeIcsText(input.prodId ?? '-//Music Mentors//Lessons//EN')}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...lessonEventLines({ ...input, cancelled: method === 'CANCEL' }),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
