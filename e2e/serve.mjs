// One of the suite's web servers (one per Playwright worker): a fresh DATA_DIR, so its embedded database
// is freshly migrated and seeded; with DATABASE_URL, a fresh PostgreSQL database named after it and the
// port instead, on the same server. Then `node scripts/start.mjs` with the environment Playwright gave us.
// Removes the directory (and drops the database) afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const env = { ...process.env, DATA_DIR: dataDir };
let database; // { server, name } of the PostgreSQL database made for this server

async function admin(server, statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1) || 'e2e'}_p${process.env.PORT}`.replace(/[^a-z0-9_]/gi, '_');
  database = { server: process.env.DATABASE_URL, name };
  await admin(database.server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(database.server, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}
console.log(
  `[e2e] DATA_DIR=${dataDir} PORT=${process.env.PORT}${database ? ` DATABASE=${database.name}` : ''}`,
);

const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });

const cleanup = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await admin(database.server, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  void cleanup()
    .catch((error) => console.error(`[e2e] cleanup: ${error.message}`))
    .finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
