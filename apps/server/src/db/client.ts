/**
 * The database: PGlite (PostgreSQL in WASM, files in DATA_DIR) by default, PostgreSQL when DATABASE_URL
 * is set. Both are reached through one drizzle instance and migrated by the same SQL files.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's connection string, for connections outside the pool (the realtime LISTEN connection). */
  url?: string;
  /**
   * A transaction over the driver's simple-query protocol, where one string may hold several
   * statements (migrations, fixtures). `run` answers the rows of the last statement.
   */
  rawTransaction<T>(
    work: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ): Promise<T>;
  /**
   * PGlite only: LISTEN on a channel of this one embedded database (its notifications arrive with the
   * answer of the committing statement). PostgreSQL listens on a connection of its own (`url`).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; when absent (and no url) the database lives in memory. */
  dataDir?: string | undefined;
  /** Maximum pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite: start from this dump of a data directory (see dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

/** PGlite's client behind each embedded database, for dumpDataDir. */
/**
 * The embedded database's own settings on top of PGlite's defaults. PostgreSQL's default 128 MB of shared
 * buffers live inside PGlite's WebAssembly memory, which never shrinks: a server that had read enough
 * pages kept them resident (about 400 MB at rest on the demo data). 16 MB hold the working set of a
 * school's catalogue and lessons; pages beyond it come from the operating system's file cache, as
 * PostgreSQL itself does (the server at rest: 257 MB instead of 382, ADR 41).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

const pgliteClients = new WeakMap<Database, { dumpDataDir(compression: 'none'): Promise<Blob> }>();

/**
 * The whole data directory of an embedded database as an uncompressed tar, which openDatabase's
 * loadDataDir takes back (the tests copy one migrated database this way). PGlite only.
 */
export function dumpDataDir(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('dumpDataDir needs an embedded (PGlite) database');
  return client.dumpDataDir('none');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      url: options.url,
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      rawTransaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(async (text) => {
            type Rows = Record<string, unknown>[];
            const res = (await client.query(text)) as unknown as { rows: Rows } | { rows: Rows }[];
            return (Array.isArray(res) ? res.at(-1)?.rows : res.rows) ?? [];
          });
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only here: a server on PostgreSQL never holds PGlite's module (its Emscripten glue and the
  // extensions' code stay out of the heap, part of the 300 MB a server process may use).
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const database: Database = {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async (text) => {
          const rows: Record<string, unknown>[] = (await tx.exec(text)).at(-1)?.rows ?? [];
          return rows;
        }),
      ),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}

/**
 * Rows of a raw SQL query. Both drivers answer {rows}; drizzle types the generic result as unknown,
 * so this is the one place that says what a row looks like.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
