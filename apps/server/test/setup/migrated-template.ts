/**
 * Vitest global setup of the server tests: migrates one database per run, and every test file starts from a
 * copy of it instead of migrating its own (most of a file's set-up time was PGlite's initdb and the
 * migrations). On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`; on PGlite it is a dump of the migrated
 * data directory that each file loads (loading is several times faster than PGlite's first start).
 * test/helpers.ts reads what this provides through `inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpDataDir, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated database each test file copies. */
    templateDatabase: string | undefined;
    /** PGlite: the file holding the migrated data directory (an uncompressed tar). */
    templateDump: string | undefined;
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      // A template must have no connection open while it is copied.
      await database.close();
    }
    project.provide('templateDatabase', name);
    project.provide('templateDump', undefined);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({});
  try {
    await migrate(database);
    writeFileSync(file, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('templateDatabase', undefined);
  project.provide('templateDump', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
