import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '@app/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { SystemClock } from '../src/platform/clock.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { openTestDatabase } from './helpers.ts';

/** pino's numeric levels: 50 is error, 60 fatal. */
const ERROR_LEVEL = 50;

function multipartBody(boundary: string, fileBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.alloc(fileBytes, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe('errors in the R1 shape, and client mistakes are not logged as errors', () => {
  const logLines: { level: number; msg?: string }[] = [];
  let app: App;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    // Built by hand rather than with createTestContext: the app needs a real logger to capture, and two
    // routes of its own (an upload and a fault) added before it is ready. The database does not matter.
    ({ database, dispose } = await openTestDatabase());
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    const clock = new SystemClock(true);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as { level: number; msg?: string });
        done();
      },
    });
    app = await buildApp({
      config,
      database,
      clock,
      mailer: new OutboxMailer(database, clock),
      logger: { level: 'trace', stream },
    });
    app.post('/api/test/upload/', async (request) => {
      const file = await request.file();
      const bytes = (await file?.toBuffer())?.length ?? 0;
      return { bytes };
    });
    app.get('/api/test/fault/', () => {
      throw new Error('SELECT secret FROM somewhere failed');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const post = (payload: string | Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: '/api/dev/clock/', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"advance_seconds": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const res = await post(
      JSON.stringify({ advance_seconds: 1, pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      'application/json',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('<advance_seconds>1</advance_seconds>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported content type.' });
  });

  it('answers a field mistake with 400 and the field in errors', async () => {
    const res = await post(JSON.stringify({ advance_seconds: 'soon' }), 'application/json');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errors: Record<string, string[]> }>();
    expect(body.detail).toMatch(/advance_seconds/);
    expect(Object.keys(body.errors)).toEqual(['advance_seconds']);
  });

  it('answers an unknown API path of any method with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nothing-here/?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: `Not found: ${method} /api/nothing-here/` });
    }
  });

  it('accepts an upload of exactly the limit and refuses one byte more with 413', async () => {
    const boundary = 'b0undary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const ok = await app.inject({
      method: 'POST',
      url: '/api/test/upload/',
      headers,
      payload: multipartBody(boundary, MAX_UPLOAD_BYTES),
    });
    expect(ok.json()).toEqual({ bytes: MAX_UPLOAD_BYTES });
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/upload/',
      headers,
      payload: multipartBody(boundary, MAX_UPLOAD_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is too large. The maximum is 5 MB.' });
  });

  it('answers a non-multipart body on an upload route with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/upload/', payload: { photo: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported content type.' });
  });

  it('logs none of those client mistakes at error level', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });

  it('answers a fault with a 500 that hides the internals, and logs it as an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/fault/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    expect(res.body).not.toMatch(/SELECT|secret|stack/);
    expect(logLines.some((line) => line.level === ERROR_LEVEL && line.msg === 'request failed')).toBe(true);
  });
});
