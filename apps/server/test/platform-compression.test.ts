/**
 * Compressed answers (ADR 39): API answers compressed per request by @fastify/compress, the web app's
 * files sent from the .br and .gz copies the build step made, images never compressed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { withInitialData } from '../src/platform/web-static.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { addMentor, seedLookups } from './catalogue-fixtures.ts';

const LIST = '/api/mentors/list/';
/** What a browser sends (Chromium, Firefox, Safari all offer br and gzip). */
const BROWSER = 'gzip, deflate, br, zstd';

/** Random bytes behind a PNG signature: incompressible, as a real photo is. */
const fakePng = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(8 * 1024)]);

describe('API answers', () => {
  let ctx: TestContext;
  let plain: string;
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-01T12:00:00Z' });
    const lk = await seedLookups(ctx.database);
    for (const [i, name] of ['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn'].entries()) {
      await addMentor(
        ctx.database,
        {
          firstName: name,
          lastName: 'Mentor',
          skillIds: [lk.skill.Guitar!],
          styleIds: [lk.style.Rock!],
          languageIds: [lk.language.English!],
          amountCents: 3000 + i * 100,
          approvedAt: new Date('2026-01-10T00:00:00Z'),
        },
        ctx.clock.now(),
      );
    }
    const res = await get(LIST);
    plain = res.body;
  });
  afterAll(() => ctx.close());

  it('answers the list uncompressed without Accept-Encoding, and it is over the threshold', async () => {
    const res = await get(LIST);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain)).toBeGreaterThan(1024);
    expect(res.json<{ results: unknown[] }>().results).toHaveLength(6);
  });

  it('answers brotli to a browser, decompressing to exactly the plain JSON', async () => {
    const res = await get(LIST, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
  });

  it('answers gzip when only gzip is accepted', async () => {
    const res = await get(LIST, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
  });

  it('follows the q-values of Accept-Encoding', async () => {
    expect((await get(LIST, 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
    expect((await get(LIST, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it.each(['identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'answers uncompressed to Accept-Encoding: %s',
    async (acceptEncoding) => {
      const res = await get(LIST, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain);
    },
  );

  it('leaves an answer under 1 KB uncompressed', async () => {
    const res = await get('/api/health', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('never compresses a stored photo', async () => {
    const png = fakePng();
    await ctx.app.storage.put('photos/compression-test.png', png);
    const res = await get('/media/photos/compression-test.png', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});

/** A web build in miniature, precompressed by the same build step as `vite build`. */
async function builtDist(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  const meta = '<meta name="description" content="Music lessons from industry professionals." />\n';
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${meta.repeat(30)}<script type="module" src="/assets/index-abc123.js"></script></head></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("a lesson");\n'.repeat(200));
  writeFileSync(path.join(dir, 'assets', 'hero-abc123.png'), fakePng());
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(dir);
  return dir;
}

describe('the built web app, precompressed', () => {
  let ctx: TestContext;
  let dist: string;
  /** A listed mentor's page (an unknown mentor's page answers 404 with noindex, ADR 68). */
  let mentorPage: string;
  const onDisk = (file: string) => readFileSync(path.join(dist, file));
  const get = (url: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    dist = await builtDist();
    ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
    const lk = await seedLookups(ctx.database);
    mentorPage = `/mentor/${
      (
        await addMentor(
          ctx.database,
          {
            firstName: 'Ada',
            lastName: 'Mentor',
            skillIds: [lk.skill.Guitar!],
            styleIds: [lk.style.Rock!],
            languageIds: [lk.language.English!],
            approvedAt: new Date('2026-01-10T00:00:00Z'),
          },
          ctx.clock.now(),
        )
      ).id
    }`;
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('made .br and .gz copies of the large text files only', () => {
    const js = onDisk('assets/index-abc123.js');
    expect(brotliDecompressSync(onDisk('assets/index-abc123.js.br')).equals(js)).toBe(true);
    expect(gunzipSync(onDisk('index.html.gz')).equals(onDisk('index.html'))).toBe(true);
    expect(() => onDisk('favicon.svg.br')).toThrow(/ENOENT/);
    expect(() => onDisk('assets/hero-abc123.png.gz')).toThrow(/ENOENT/);
  });

  it.each([
    ['br', BROWSER],
    ['gz', 'gzip'],
  ])('sends an asset from its .%s copy', async (extension, acceptEncoding) => {
    const res = await get('/assets/index-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(extension === 'gz' ? 'gzip' : 'br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(onDisk(`assets/index-abc123.js.${extension}`))).toBe(true);
  });

  // The page of a client route carries its initial data (platform-initial-data.test.ts) and its own head
  // (public-pages.test.ts), so it is made per request and compressed as it goes: the compressed page is
  // exactly the page sent to a client that accepts no compression.
  const page = async (url: string) => {
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(
      withInitialData('</head>', { activeMasterclasses: [] }).replace('</head>', ''),
    );
    return plain.body;
  };

  it.each(['/', '/listings', '{mentor}'])('sends the page of %s compressed with br', async (route) => {
    const url = route.replace('{mentor}', mentorPage);
    const res = await get(url, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(await page(url));
  });

  it('answers HEAD of a deep link with the headers of its GET and no body', async () => {
    const res = await get(mentorPage, BROWSER, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('sends the original file to a client that accepts no compression', async () => {
    const js = await get('/assets/index-abc123.js', 'identity');
    expect(js.headers['content-encoding']).toBeUndefined();
    expect(js.rawPayload.equals(onDisk('assets/index-abc123.js'))).toBe(true);
    const html = await get('/listings', 'identity');
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(html.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html.body).toBe(await page('/listings'));
  });

  it('never compresses an image', async () => {
    const res = await get('/assets/hero-abc123.png', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(onDisk('assets/hero-abc123.png'))).toBe(true);
  });
});
