import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInitialData } from '../src/platform/web-static.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'assets', 'app-def456.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built web app', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/assets/app-abc123.js', /javascript/],
    ['/assets/app-def456.css', /text\/css/],
  ])('caches the hashed file %s for a year', async (url, type) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and other files at the root', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  // Not the public pages (/, /listings, /mentor/{id}): they carry their own head (public-pages.test.ts).
  it.each(['/login', '/mentors/12', '/bookings/5/review?step=2', '/settings/'])(
    'answers the app path %s with index.html (history fallback)',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The built page with the initial data of its first screen (platform-initial-data.test.ts).
      expect(res.body).toBe(withInitialData(INDEX_HTML, { activeMasterclasses: [] }));
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('answers HEAD on an app path like GET, without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/my-lessons' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('keeps unknown API paths and missing assets as JSON 404s', async () => {
    for (const url of ['/api/nope', '/api/', '/api', '/assets/app-old999.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: `Not found: GET ${url}` });
    }
  });

  it('does not answer other methods with the app', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/mentors/12' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found: POST /mentors/12' });
  });

  it('does not serve files outside the dist folder', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });

  it('still serves the API and the development pages', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const mail = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toContain('Mail outbox');
  });
});

describe('the web app before it is built', () => {
  let ctx: TestContext;
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(path.join(tmpdir(), 'web-empty-'));
    ctx = await createTestContext({ env: { WEB_DIST_DIR: path.join(empty, 'dist') } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers app paths with a 503 hint, as HTML for browsers and JSON otherwise', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/mentors',
      headers: { accept: 'text/html,*/*' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Web app not built: run npm run build');
    const json = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toEqual({ detail: 'Web app not built: run npm run build.' });
  });

  it('keeps the API, its 404s and the development pages working', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});
