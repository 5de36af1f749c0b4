// The suite's web server: a fresh DATA_DIR per run (so the database is freshly migrated and seeded),
// then `node scripts/start.mjs` with the environment Playwright gave us. Removes the directory afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
console.log(`[e2e] DATA_DIR=${dataDir} PORT=${process.env.PORT}`);

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
