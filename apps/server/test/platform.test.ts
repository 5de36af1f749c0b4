import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTestContext, type TestContext } from './helpers.ts';

describe('the platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('applies every migration once, so a second start changes nothing', async () => {
    expect(await migrate(ctx.database)).toEqual([]);
    const ext = await queryRows<{ extname: string }>(
      ctx.database.db,
      sql`SELECT extname FROM pg_extension ORDER BY 1`,
    );
    expect(ext.map((r) => r.extname)).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']));
  });

  it('answers an unknown /api path with a JSON 404 in the R1 shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found: GET /api/no-such-thing/' });
  });
});
