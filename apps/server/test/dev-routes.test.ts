import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevEmail } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';

const START = '2026-03-01T10:00:00.000Z';

describe('the development clock and outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: START });
  });
  afterAll(() => ctx.close());

  const advance = (seconds: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/dev/clock/', payload: { advance_seconds: seconds } });

  it('tells the time of the app clock', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/clock/' });
    expect(res.json()).toEqual({ now: START });
  });

  it('moves the clock forward and runs the scheduled work that became due before answering', async () => {
    const seen: string[] = [];
    ctx.app.scheduler.register({
      name: 'test-recorder',
      run: (_tx, now) => {
        seen.push(now.toISOString());
        return Promise.resolve();
      },
    });
    const res = await advance(90 * 60);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ now: '2026-03-01T11:30:00.000Z' });
    expect(seen).toEqual(['2026-03-01T11:30:00.000Z']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/clock/' })).json()).toEqual({
      now: '2026-03-01T11:30:00.000Z',
    });
  });

  it('states the app clock on every API answer, so the browser follows it (X-Server-Time)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    // The clock was moved forward by the test above: the header tells the moved time, not the wall clock.
    expect(res.headers['x-server-time']).toBe('2026-03-01T11:30:00.000Z');
    const later = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(later.statusCode).toBe(404);
    expect(later.headers['x-server-time']).toBe('2026-03-01T11:30:00.000Z');
  });

  it('refuses to move the clock backwards', async () => {
    const res = await advance(-60);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('errors.advance_seconds');
  });

  describe('with mail in the outbox', () => {
    beforeAll(async () => {
      const send = (to: string, subject: string) =>
        ctx.app.mailer.send({ to, subject, text: `Text of ${subject}`, html: `<p>${subject}</p>` });
      await send('Ann@Example.test', 'first');
      ctx.clock.advance(60);
      await send('bob@example.test', 'second');
      ctx.clock.advance(60);
      await send('ann@example.test', 'third');
      // Same instant as "third": the later one still comes first.
      await send(
        'ann@example.test',
        'fourth <script>alert(1)</script> & https://app.test/confirm/abc?x=1&y=2.',
      );
    });

    const list = async (query = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/emails/${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<DevEmail[]>();
    };

    it('lists every message newest first', async () => {
      const emails = await list();
      expect(emails.map((e) => e.subject.split(' ')[0])).toEqual(['fourth', 'third', 'second', 'first']);
      expect(emails[2]).toEqual({
        to: 'bob@example.test',
        subject: 'second',
        text: 'Text of second',
        html: '<p>second</p>',
        created_at: '2026-03-01T11:31:00.000Z',
        attachments: [],
      });
    });

    it('filters by recipient, ignoring case', async () => {
      const emails = await list('?to=ANN%40example.TEST');
      expect(emails.map((e) => e.subject.split(' ')[0])).toEqual(['fourth', 'third', 'first']);
      expect(await list('?to=nobody%40example.test')).toEqual([]);
    });

    it('shows the outbox as an escaped page with clickable links and no inline code', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const page = res.body;
      expect(page).not.toContain('<script');
      expect(page).not.toMatch(/<style|\sstyle=/);
      expect(page).toContain('fourth &lt;script&gt;alert(1)&lt;/script&gt; &amp;');
      // The sentence's full stop is not part of the link; the ampersands are escaped inside it.
      expect(page).toContain(
        '<a href="https://app.test/confirm/abc?x=1&amp;y=2">https://app.test/confirm/abc?x=1&amp;y=2</a>.',
      );
      const order = ['fourth', 'third', 'second', 'first'].map((s) => page.indexOf(`>${s}`));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const stylesheet = await ctx.app.inject({ method: 'GET', url: '/dev/mail/style.css' });
      expect(stylesheet.statusCode).toBe(200);
      expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    });

    it('filters the page by recipient', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail?to=bob%40example.test' });
      expect(res.body).toContain('>second<');
      expect(res.body).not.toContain('>first<');
      expect(res.body).toContain('value="bob@example.test"');
    });

    it('shows a message as HTML in a sandbox that cannot run scripts', async () => {
      const page = (await ctx.app.inject({ method: 'GET', url: '/dev/mail?to=bob%40example.test' })).body;
      const [, href] = /href="(\/dev\/mail\/\d+)"/.exec(page) ?? [];
      const res = await ctx.app.inject({ method: 'GET', url: href! });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<p>second</p>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/(^|; )sandbox$/);
      expect(csp).toContain("default-src 'none'");
    });

    it('answers an unknown or malformed message id in the R1 shape', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail/999999' })).json()).toEqual({
        detail: 'No such message in the outbox.',
      });
      const bad = await ctx.app.inject({ method: 'GET', url: '/dev/mail/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('errors.id');
    });
  });

  describe('with an attachment', () => {
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Guitar <b>lesson</b> & more\r\nEND:VCALENDAR\r\n';
    beforeAll(() =>
      ctx.app.mailer.send({
        to: 'cal@example.test',
        subject: 'booked',
        text: 'Your lesson is booked.',
        html: '<p>booked</p>',
        attachments: [
          {
            filename: 'lesson-LES-1.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ics,
          },
        ],
      }),
    );

    it('lists it with filename, content type and content', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/emails/?to=cal%40example.test' });
      expect(res.json<DevEmail[]>()[0]).toMatchObject({
        subject: 'booked',
        attachments: [
          {
            filename: 'lesson-LES-1.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ics,
          },
        ],
      });
    });

    it('shows its name with a download link and its text on the page, escaped', async () => {
      const page = (await ctx.app.inject({ method: 'GET', url: '/dev/mail?to=cal%40example.test' })).body;
      const [, href] =
        /<a href="(\/dev\/mail\/\d+\/attachments\/0)" download="lesson-LES-1\.ics">lesson-LES-1\.ics<\/a>/.exec(
          page,
        ) ?? [];
      expect(href).toBeDefined();
      expect(page).toContain('SUMMARY:Guitar &lt;b&gt;lesson&lt;/b&gt; &amp; more');
      expect(page).not.toMatch(/<style|\sstyle=|<script/);

      const file = await ctx.app.inject({ method: 'GET', url: href! });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(ics);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="lesson-LES-1.ics"; filename*=UTF-8''lesson-LES-1.ics`,
      );
      expect(String(file.headers['content-security-policy'])).toMatch(/(^|; )sandbox$/);
      const missing = await ctx.app.inject({ method: 'GET', url: href!.replace(/0$/, '1') });
      expect(missing.json()).toEqual({ detail: 'No such attachment in the outbox.' });
    });
  });
});

describe('the development surfaces in production', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    // A built app is present, so a 404 proves the paths are not swallowed by the history fallback.
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    ctx = await createTestContext({ env: { NODE_ENV: 'production', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/dev/clock/'],
    ['POST', '/api/dev/clock/'],
    ['GET', '/api/dev/emails/'],
    ['GET', '/dev/mail'],
    ['GET', '/dev/mail/1'],
    ['GET', '/dev/mail/1/attachments/0'],
  ] as const)('do not exist: %s %s answers 404', async (method, url) => {
    const res = await ctx.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { advance_seconds: 60 } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: `Not found: ${method} ${url}` });
  });

  it('while the app itself is served', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/mentors' })).statusCode).toBe(200);
  });
});
