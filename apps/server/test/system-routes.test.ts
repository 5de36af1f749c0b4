import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, publicConfigSchema } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';

describe('the system routes with the default configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  it('answers ok after reaching the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('says Google sign-in is off when it is not configured (the default)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.json()).toMatchObject({ google_sign_in_enabled: false, app_name: 'Music Mentors' });
  });

  it('answers 503 in the R1 shape, without internals, when the database fails', async () => {
    vi.spyOn(ctx.app.db, 'execute').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'The database is unavailable.' });
  });
});

describe('GET /api/config/ with a configured app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        APP_NAME: 'Piano Pals',
        SUPPORT_EMAIL: 'help@pianopals.test',
        PUBLIC_URL: 'https://pianopals.test/',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'top-secret',
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers the public settings from configuration, and no secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    const body = publicConfigSchema.strict().parse(res.json());
    expect(body).toEqual({
      app_name: 'Piano Pals',
      support_email: 'help@pianopals.test',
      public_url: 'https://pianopals.test',
      google_sign_in_enabled: true,
      pagination_limit: 10,
      max_upload_bytes: MAX_UPLOAD_BYTES,
      feature_flags: { newUI: false, analytics: false },
      // The in-process realtime server: the page's own host, port and scheme.
      realtime: {
        key: expect.stringMatching(/^[0-9a-f]{20}$/) as string,
        host: null,
        port: null,
        tls: null,
        auth_endpoint: '/api/conversations/pusher/auth/',
      },
    });
    expect(res.body).not.toContain('top-secret');
  });
});
