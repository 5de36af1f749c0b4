// `npm start`: builds the web app when it has never been built, compiles the server (server-command.mjs),
// then runs it in the foreground.
// Signals are forwarded so that Ctrl+C or a container stop reaches the server's graceful shutdown, and
// the server's exit code becomes ours. PORT, DATA_DIR and every other variable pass through unchanged.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverNodeArgs } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with our terminal; resolves with its exit code (128 + signal number when killed). */
function run(command, args, { forwardSignals = false, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    if (forwardSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (forwardSignals) for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

async function main() {
  // With WEB_DIST_DIR the build comes from elsewhere (a container image, a test): never rebuild it here.
  if (!process.env.WEB_DIST_DIR) {
    // The browser's files and the server's drawing of the public pages (dist-ssr, ADR 44) come together.
    const built = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
    if (!built.every((file) => existsSync(path.join(root, file)))) {
      console.log('The web app has not been built yet: running `npm run build -w apps/web` once.');
      // Always a production build: Vite follows NODE_ENV, and a server started in development (the
      // browser tests, `NODE_ENV=development npm start`) must still serve React's production build.
      const code = await run(npm, ['run', 'build', '-w', 'apps/web'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (code !== 0) return code;
    }
  }
  // The server's sources compiled into one file (see server-command.mjs: why not tsx at run time).
  const server = await buildServer();
  return run(process.execPath, [...serverNodeArgs(), server], { forwardSignals: true });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
