/**
 * One public address (ADR 53): a page opened on another loopback name goes to PUBLIC_URL with a 308; the
 * API, a hostile Host and a server without PUBLIC_URL are answered where they arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { addressToOpen, publicAddressFor } from '../src/platform/public-address.ts';
import { createTestContext, type TestContext } from './helpers.ts';

describe('a page asked for on another loopback name of the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: 'http://localhost:3800' } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url, headers: { host } });

  it.each(['127.0.0.1:3800', '[::1]:3800', '127.0.0.1'])(
    'is redirected from %s to the same path and query on PUBLIC_URL (308, not stored)',
    async (host) => {
      const res = await get('/listings?instrument=Guitar&page=2', host);
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('http://localhost:3800/listings?instrument=Guitar&page=2');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('is redirected for HEAD too, but a POST is answered where it arrived', async () => {
    expect((await get('/my-lessons', '127.0.0.1:3800', 'HEAD')).statusCode).toBe(308);
    expect((await get('/my-lessons', '127.0.0.1:3800', 'POST')).statusCode).not.toBe(308);
  });

  it.each(['/api/health', '/api/mentors/list/', '/api/payments/webhook/', '/app/some-key', '/media/x.webp'])(
    'is not redirected for %s (API, health, webhooks, realtime, files)',
    async (url) => {
      const res = await get(url, '127.0.0.1:3800');
      expect(res.statusCode).not.toBe(308);
      expect(res.headers.location).toBeUndefined();
    },
  );

  it('is answered as usual on PUBLIC_URL itself', async () => {
    const res = await get('/listings', 'localhost:3800');
    expect(res.statusCode).not.toBe(308);
  });

  it.each(['evil.example', 'evil.example:3800', 'localhost.evil.example', '127.0.0.1@evil.example', '%00'])(
    'never answers a hostile Host %s with a redirect (no open redirect)',
    async (host) => {
      const res = await get('/listings', host);
      expect(res.statusCode).not.toBe(308);
      expect(String(res.headers.location ?? '')).not.toContain('evil');
    },
  );

  it('keeps the target on PUBLIC_URL whatever the path looks like', () => {
    const on = (url: string) =>
      publicAddressFor('http://localhost:3800', { method: 'GET', host: '127.0.0.1:3800', url });
    expect(on('//evil.example/x')).toBe('http://localhost:3800//evil.example/x');
    expect(on('@evil.example/x')).toBeNull();
    expect(on('http://evil.example/x')).toBeNull();
    for (const url of ['//evil.example/x', '/\\evil.example']) {
      expect(new URL(on(url) ?? '').host).toBe('localhost:3800');
    }
  });
});

describe('without a loopback PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // An empty value is no value (config.ts): the default http://localhost:$PORT applies, unset.
    ctx = await createTestContext({ env: { PUBLIC_URL: '' } });
  });
  afterAll(() => ctx.close());

  it('answers a page on 127.0.0.1 where it arrived when PUBLIC_URL is not set', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/listings',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).not.toBe(308);
    expect(res.headers.location).toBeUndefined();
  });

  it('never redirects when PUBLIC_URL names a public host (a proxy in front, internal checks)', () => {
    const request = { method: 'GET', host: '127.0.0.1:3000', url: '/listings' };
    expect(publicAddressFor('https://mentors.example.com', request)).toBeNull();
    expect(publicAddressFor(undefined, request)).toBeNull();
  });
});

describe('the address printed at start-up', () => {
  it('is PUBLIC_URL when set, else localhost on the port actually bound', () => {
    expect(addressToOpen(loadConfig({ PUBLIC_URL: 'https://mentors.example.com/' }), 3000)).toBe(
      'https://mentors.example.com',
    );
    expect(addressToOpen(loadConfig({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
    expect(addressToOpen(loadConfig({ PORT: '3000' }), undefined)).toBe('http://localhost:3000');
  });
});
