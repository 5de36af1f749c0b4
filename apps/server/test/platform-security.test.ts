import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each(['/', '/api/health', '/api/no-such-thing/'])('are sent on %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('serves the API documentation page and every file it loads under that policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);

    // script-src 'self' allows a script only when it is a same-origin file: no inline code at all.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, code] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(code?.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/<style\b|\son[a-z]+=/i);

    const base = new URL('http://localhost/api/docs/');
    const references = [...page.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(
      ([, ref]) => new URL(ref!, base),
    );
    expect(references.length).toBeGreaterThanOrEqual(5);
    for (const url of [...references, new URL('json', base)]) {
      expect(url.origin).toBe(base.origin);
      const res = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(res.statusCode, url.pathname).toBe(200);
    }
  });

  it('serves the documentation without a trailing slash too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const [, firstScript] = /<script src="([^"]+)"/.exec(res.body) ?? [];
    expect((await ctx.app.inject({ method: 'GET', url: firstScript! })).statusCode).toBe(200);
  });
});

describe('security headers in production with Google sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://lessons.example.com',
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
      },
    });
  });
  afterAll(() => ctx.close());

  it('adds HSTS, upgrades insecure requests, allows wss and the issuer as a form target', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://lessons.example.com']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://accounts.google.com']);
  });
});
