/**
 * Applies the hand-written SQL files of db/migrations in name order, each once, all in one transaction.
 * On PostgreSQL an advisory lock makes concurrent starts of several processes safe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001;

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

export async function migrate(database: Database): Promise<string[]> {
  return database.rawTransaction(async (run) => {
    if (database.kind === 'postgres') await run(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await run('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
    const added: string[] = [];
    for (const file of migrationFiles()) {
      if (applied.has(file)) continue;
      await run(readFileSync(path.join(migrationsDir, file), 'utf8'));
      // File names are checked against a strict pattern above, so inlining is safe.
      await run(`INSERT INTO schema_migrations (name) VALUES ('${file}')`);
      added.push(file);
    }
    return added;
  });
}
