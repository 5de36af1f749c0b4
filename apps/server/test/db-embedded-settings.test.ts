/**
 * The embedded database (PGlite) runs with a small buffer pool (ADR 41): its buffers live in WebAssembly
 * memory that never shrinks, and with PostgreSQL's default of 128 MB a server at rest stayed above the
 * 300 MB budget. This file opens PGlite itself, whichever database the other tests use.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';

const database = await openDatabase({});
afterAll(() => database.close());

describe('the embedded database', () => {
  it('keeps 16 MB of shared buffers', async () => {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
    expect(row?.shared_buffers).toBe('16MB');
  });

  it('keeps PGlite’s own settings (one process: no parallel workers)', async () => {
    const [row] = await queryRows<{ max_parallel_workers: string }>(
      database.db,
      sql`SHOW max_parallel_workers`,
    );
    expect(row?.max_parallel_workers).toBe('0');
  });
});
