import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { lessonIcs, type LessonIcsInput } from '../src/modules/lesson-mails/ics.ts';
import {
  sendBookingConfirmedMails,
  sendCheckoutExpiredMail,
  sendLatePaymentRefundedMail,
  sendLessonReminderMails,
  type LessonMailView,
} from '../src/modules/lesson-mails/mails.ts';
import type { MailMessage, Mailer } from '../src/platform/mail/mailer.ts';
import type { DevEmailWithAttachments } from '../src/modules/dev/outbox.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://mentors.test' });
const NOW = new Date('2026-11-20T08:00:00Z');

const icsInput: LessonIcsInput = {
  uid: 'booking-7@mentors.test',
  startUtc: new Date('2026-11-23T09:00:00Z'),
  endUtc: new Date('2026-11-23T10:00:00Z'),
  summary: 'Guitar; jazz, blues \\ more',
  description: `Line one\nLine two, with a comma; and a semicolon. ${'Lorem ipsum '.repeat(6)}Grüße aus Köln 🎸 ${'x'.repeat(40)}`,
  url: 'https://mentors.test/my-lessons',
  organizerName: 'Music Mentors',
  organizerEmail: 'no-reply@mentors.test',
  attendees: [
    { name: 'Sam "the" Student', email: 'sam@example.test' },
    { name: 'Mia Mentor', email: 'mia@example.test' },
  ],
  now: NOW,
};

/** Unfolds and splits an iCalendar text into [name;params, value] pairs, unescaping TEXT values. */
function parseIcs(ics: string): [string, string][] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_m, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
      return [line.slice(0, colon), value];
    });
}

describe('lessonIcs', () => {
  const ics = lessonIcs(icsInput);

  it('is a calendar with CRLF line endings and no line longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description is folded: continuation lines start with one space, and a line filled to
    // the limit shows the fold is by octets (the multi-byte characters are not split).
    const start = lines.findIndex((l) => l.startsWith('DESCRIPTION:'));
    expect(Buffer.byteLength(lines[start]!, 'utf8')).toBe(75);
    expect(lines[start + 1]!.startsWith(' ')).toBe(true);
    // Every folded line is as full as it can be without splitting the next character.
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (!next?.startsWith(' ')) return;
      const nextChar = [...next.slice(1)][0]!;
      expect(Buffer.byteLength(line + nextChar, 'utf8')).toBeGreaterThan(75);
    });
    expect(lines.some((l) => l.startsWith(' ') && /[üö🎸]/u.test(l))).toBe(true);
  });

  it('folds by octets, not characters, and never splits a multi-byte character', () => {
    const lines = lessonIcs({ ...icsInput, description: 'é'.repeat(100) }).split('\r\n');
    const start = lines.findIndex((l) => l.startsWith('DESCRIPTION:'));
    expect(lines.slice(start, start + 3)).toEqual([
      `DESCRIPTION:${'é'.repeat(31)}`,
      ` ${'é'.repeat(37)}`,
      ` ${'é'.repeat(32)}`,
    ]);
    expect(lines.slice(start, start + 3).map((l) => Buffer.byteLength(l, 'utf8'))).toEqual([74, 75, 65]);
  });

  it('has the required properties, UTC times and escaped text, and parses back', () => {
    const props = parseIcs(ics);
    const get = (name: string) => props.find(([key]) => key.split(';')[0] === name)?.[1];
    // prettier-ignore
    expect(props.map(([key]) => key.split(';')[0])).toEqual([
      'BEGIN', 'PRODID', 'VERSION', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND',
      'SEQUENCE', 'STATUS', 'SUMMARY', 'DESCRIPTION', 'URL', 'ORGANIZER', 'ATTENDEE', 'ATTENDEE',
      'TRANSP', 'END', 'END',
    ]);
    expect(get('VERSION')).toBe('2.0');
    expect(get('CALSCALE')).toBe('GREGORIAN');
    expect(get('METHOD')).toBe('REQUEST');
    expect(get('STATUS')).toBe('CONFIRMED');
    expect(get('SEQUENCE')).toBe('0');
    expect(get('DTSTAMP')).toBe('20261120T080000Z');
    expect(get('DTSTART')).toBe('20261123T090000Z');
    expect(get('DTEND')).toBe('20261123T100000Z');
    expect(ics).toContain('SUMMARY:Guitar\\; jazz\\, blues \\\\ more\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\, with a comma\\; and');
    expect(get('SUMMARY')).toBe(icsInput.summary);
    expect(get('DESCRIPTION')).toBe(icsInput.description);
    expect(get('URL')).toBe('https://mentors.test/my-lessons');
    expect(get('ORGANIZER')).toBe('mailto:no-reply@mentors.test');
    expect(ics).toContain('ORGANIZER;CN="Music Mentors":mailto:no-reply@mentors.test');
    expect(ics.replace(/\r\n /g, '')).toMatch(
      /ATTENDEE;CN="Sam 'the' Student";[^:]*PARTSTAT=ACCEPTED:mailto:sam@example\.test\r\n/,
    );
    expect(props.filter(([key]) => key.startsWith('ATTENDEE')).map(([, v]) => v)).toEqual([
      'mailto:sam@example.test',
      'mailto:mia@example.test',
    ]);
  });

  it('cancels with a higher sequence', () => {
    const props = parseIcs(lessonIcs({ ...icsInput, method: 'CANCEL', sequence: 2 }));
    expect(props).toContainEqual(['METHOD', 'CANCEL']);
    expect(props).toContainEqual(['STATUS', 'CANCELLED']);
    expect(props).toContainEqual(['SEQUENCE', '2']);
  });
});

class MemoryMailer implements Mailer {
  sent: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}

const person = (name: string, email: string, timezone: string) => ({
  name,
  email,
  timezone,
  lessonMails: true,
});
const view = (overrides: Partial<LessonMailView> = {}): LessonMailView => ({
  bookingId: 7,
  reference: 'LES-7',
  skillName: 'Guitar',
  sessionMinutes: 60,
  freeTrial: false,
  startAt: new Date('2026-11-23T09:00:00Z'),
  endAt: new Date('2026-11-23T10:00:00Z'),
  amountCents: 4550,
  currency: 'EUR',
  student: person('Sam', 'sam@example.test', 'America/New_York'),
  mentor: person('Mia', 'mia@example.test', 'Europe/Berlin'),
  ...overrides,
});
const BERLIN = 'Monday, 23 November 2026 at 10:00 (Berlin time, GMT+1)';
const NEW_YORK = 'Monday, 23 November 2026 at 04:00 (New York time, GMT-5)';

describe('the booking confirmed mails', () => {
  it('go to both people, each in their own time zone, with the .ics and the My Lessons button', async () => {
    const mailer = new MemoryMailer();
    await sendBookingConfirmedMails(mailer, config, view(), NOW);
    const [toStudent, toMentor] = mailer.sent;
    expect(mailer.sent).toHaveLength(2);
    expect(toStudent!.to).toBe('sam@example.test');
    expect(toStudent!.subject).toBe('Your lesson with Mia is booked | Music Mentors');
    expect(toStudent!.text).toContain(`When: ${NEW_YORK}`);
    expect(toStudent!.text).toContain('Paid: €45.50');
    expect(toStudent!.text).toContain('Open My Lessons: https://mentors.test/my-lessons');
    expect(toStudent!.html).toContain('href="https://mentors.test/my-lessons"');
    expect(toMentor!.to).toBe('mia@example.test');
    expect(toMentor!.subject).toBe('New lesson booked: Sam, Guitar | Music Mentors');
    expect(toMentor!.text).toContain(`When: ${BERLIN}`);
    expect(toMentor!.text).not.toContain('New York');
    for (const mail of mailer.sent) {
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments!;
      expect(ics!.filename).toBe('lesson-LES-7.ics');
      expect(ics!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(ics!.content).toContain('UID:booking-7@mentors.test\r\n');
      expect(ics!.content).toContain('DTSTART:20261123T090000Z\r\n');
      expect(ics!.content).toContain('mailto:sam@example.test');
      expect(ics!.content).toContain('mailto:mia@example.test');
    }
  });

  it('say "Free trial" instead of an amount', async () => {
    const mailer = new MemoryMailer();
    await sendBookingConfirmedMails(mailer, config, view({ freeTrial: true, amountCents: 0 }), NOW);
    expect(mailer.sent.map((m) => m.text.includes('Free trial'))).toEqual([true, true]);
    expect(mailer.sent.some((m) => m.text.includes('€'))).toBe(false);
  });

  it('respect the lesson-mail setting and skip a deleted person', async () => {
    const mailer = new MemoryMailer();
    const optedOut = { ...person('Mia', 'mia@example.test', 'Europe/Berlin'), lessonMails: false };
    await sendBookingConfirmedMails(mailer, config, view({ mentor: optedOut }), NOW);
    await sendBookingConfirmedMails(mailer, config, view({ student: null }), NOW);
    expect(mailer.sent.map((m) => m.to)).toEqual(['sam@example.test', 'mia@example.test']);
    // The deleted student is named neutrally; the invitation only lists the people who still exist.
    expect(mailer.sent[1]!.subject).toBe('New lesson booked: A student, Guitar | Music Mentors');
    expect(mailer.sent[1]!.attachments![0]!.content).not.toContain('sam@example.test');
  });
});

describe('the lesson reminders', () => {
  it.each([
    [24, 'Reminder: your lesson starts in 24 hours | Music Mentors'],
    [1, 'Reminder: your lesson starts in 1 hour | Music Mentors'],
  ] as const)('%i hours before go to both people in their zones', async (hours, subject) => {
    const mailer = new MemoryMailer();
    await sendLessonReminderMails(mailer, config, view(), NOW, hours);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['sam@example.test', subject],
      ['mia@example.test', subject],
    ]);
    expect(mailer.sent[0]!.text).toContain(NEW_YORK);
    expect(mailer.sent[0]!.text).toContain('with Mia');
    expect(mailer.sent[1]!.text).toContain(BERLIN);
    expect(mailer.sent[1]!.text).toContain('with Sam');
    for (const mail of mailer.sent) {
      expect(mail.text).toContain('the button opens 15 minutes before the start');
      expect(mail.text).toContain('https://mentors.test/my-lessons');
      expect(mail.attachments).toBeUndefined();
    }
  });

  it('are not sent to someone who turned lesson mails off or was deleted', async () => {
    const mailer = new MemoryMailer();
    const optedOut = { ...person('Sam', 'sam@example.test', 'America/New_York'), lessonMails: false };
    await sendLessonReminderMails(mailer, config, view({ student: optedOut }), NOW, 1);
    await sendLessonReminderMails(mailer, config, view({ mentor: null }), NOW, 1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['mia@example.test', 'sam@example.test']);
    expect(mailer.sent[1]!.text).toContain('with your mentor');
  });
});

describe('the reminders each person chose (issue 22 item 5)', () => {
  it('leaves out the reminder a person switched off, and sends the other', async () => {
    const mailer = new MemoryMailer();
    const noDay = {
      ...person('Sam', 'sam@example.test', 'America/New_York'),
      reminders: { day: false, hour: true },
    };
    await sendLessonReminderMails(mailer, config, view({ student: noDay }), NOW, 24);
    expect(mailer.sent.map((m) => m.to)).toEqual(['mia@example.test']);
    await sendLessonReminderMails(mailer, config, view({ student: noDay }), NOW, 1);
    expect(mailer.sent.map((m) => m.to)).toEqual([
      'mia@example.test',
      'sam@example.test',
      'mia@example.test',
    ]);
  });
});

describe('the payment mails to the student', () => {
  it('checkout expired: the time was released; a link to the listings', async () => {
    const mailer = new MemoryMailer();
    await sendCheckoutExpiredMail(mailer, config, view(), NOW);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.to).toBe('sam@example.test');
    expect(mail!.subject).toBe('Your lesson booking was not completed | Music Mentors');
    expect(mail!.text).toContain('released');
    expect(mail!.text).toContain(NEW_YORK);
    expect(mail!.text).toContain('Find a lesson: https://mentors.test/listings');
  });

  it('late payment refunded: the full amount', async () => {
    const mailer = new MemoryMailer();
    await sendLatePaymentRefundedMail(mailer, config, view(), NOW);
    const [mail] = mailer.sent;
    expect(mail!.to).toBe('sam@example.test');
    expect(mail!.subject).toBe('Your payment of €45.50 has been refunded | Music Mentors');
    expect(mail!.text).toContain('after the booking had already been cancelled');
    expect(mail!.text).toContain('refunded the full amount of €45.50');
    expect(mail!.html).toContain('€45.50');
  });

  it('are not sent to a deleted or opted-out student, and never to the mentor', async () => {
    const mailer = new MemoryMailer();
    const optedOut = { ...person('Sam', 'sam@example.test', 'America/New_York'), lessonMails: false };
    for (const student of [null, optedOut]) {
      await sendCheckoutExpiredMail(mailer, config, view({ student }), NOW);
      await sendLatePaymentRefundedMail(mailer, config, view({ student }), NOW);
    }
    expect(mailer.sent).toEqual([]);
  });
});

describe('the booking confirmation in the development outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW.toISOString() });
  });
  afterAll(() => ctx.close());

  it('stores the .ics, and GET /api/dev/emails/ shows it', async () => {
    await sendBookingConfirmedMails(ctx.app.mailer, ctx.config, view(), ctx.clock.now());
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/emails/?to=mia%40example.test' });
    const emails = res.json<DevEmailWithAttachments[]>();
    expect(emails).toHaveLength(1);
    const [attachment] = emails[0]!.attachments;
    expect(attachment).toMatchObject({
      filename: 'lesson-LES-7.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(attachment!.content).toContain('UID:booking-7@localhost\r\n');
    expect(attachment!.content).toContain(`ORGANIZER;CN="Music Mentors":mailto:no-reply@localhost\r\n`);
    expect(parseIcs(attachment!.content)).toContainEqual(['DTSTART', '20261123T090000Z']);
  });
});
