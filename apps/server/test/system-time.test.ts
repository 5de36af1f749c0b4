import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

const START = '2026-03-01T10:00:00.123Z';

describe('GET /api/time/ (the clock the lesson room metronome follows)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: START });
  });
  afterAll(() => ctx.close());

  it("answers the app clock's instant to the millisecond, to anyone", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/time/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ now_ms: Date.parse(START) });
  });

  it('follows the clock when it is moved (development), like X-Server-Time', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/dev/clock/', payload: { advance_seconds: 3600 } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/time/' });
    expect(res.json()).toEqual({ now_ms: Date.parse(START) + 3_600_000 });
    expect(res.headers['x-server-time']).toBe('2026-03-01T11:00:00.123Z');
  });
});
