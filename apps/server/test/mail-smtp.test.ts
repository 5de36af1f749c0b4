import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../src/platform/mail/layout.ts';
import { SmtpMailer } from '../src/platform/mail/mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const ANSWERS: Record<string, string> = {
  EHLO: '250 localhost',
  HELO: '250 localhost',
  MAIL: '250 OK',
  RCPT: '250 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  RSET: '250 OK',
  NOOP: '250 OK',
  QUIT: '221 Bye',
};

/** Just enough of an SMTP server (RFC 5321) to receive what nodemailer sends: no TLS, no auth. */
function smtpServer(received: Received[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Dot-stuffing: a line that starts with "." was sent as "..".
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        reply(ANSWERS[verb] ?? '502 Command not implemented');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
}

describe('SmtpMailer against a real SMTP listener', () => {
  const received: Received[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers one message with text and HTML parts, the app name and an attachment', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Music Mentors <no-reply@mentors.test>');
    const content = renderEmail('Music Mentors', {
      subject: 'Confirm your email',
      heading: 'Welcome, Ann',
      paragraphs: ['Please confirm your address.'],
      action: { label: 'Confirm email', url: 'https://mentors.test/confirm/abc' },
    });
    await mailer.send({
      to: 'ann@example.test',
      ...content,
      attachments: [
        {
          filename: 'lesson.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar',
        },
      ],
    });

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('MAIL FROM:<no-reply@mentors.test>');
    expect(message!.to).toEqual(['RCPT TO:<ann@example.test>']);
    const data = message!.data;
    expect(data).toMatch(/^From: Music Mentors <no-reply@mentors\.test>$/m);
    expect(data).toMatch(/^To: ann@example\.test$/m);
    expect(data).toMatch(/^Subject: Confirm your email \| Music Mentors$/m);
    expect(data).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(data).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(data).toMatch(/^Content-Type: text\/calendar; name=lesson\.ics$/m);
    // Both parts carry the app name and the link (quoted-printable may wrap the long HTML lines).
    const unwrapped = data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(unwrapped).toContain('Confirm email: https://mentors.test/confirm/abc');
    expect(unwrapped).toContain('href="https://mentors.test/confirm/abc"');
    expect(unwrapped.match(/Music Mentors/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
