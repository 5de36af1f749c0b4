// How the server process is started, shared by `npm start` (scripts/start.mjs) and the benches that run the
// server as a child process (bench/server-process.ts), so both start it the same way.
//
// The TypeScript sources are compiled into one ES module by esbuild at every start (about half a second),
// and plain node runs that file. Running them through tsx's loader instead cost about 80 MB of resident
// memory for the server's whole life (measured with bench/memory-under-load.ts: 225 MB idle through tsx,
// 145 MB compiled): the loader hooks run in a second V8 isolate on their own thread, and every module's
// transpiled text and inline source map stay in memory next to the compiled code. The budget is 300 MB per
// server process under load. Compiling at start keeps "no separate server build step to forget".
import { readFile } from 'node:fs/promises';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags of the server process.
 *
 * --max-old-space-size=256: V8 sizes its heap from the machine, not from the server's budget (300 MB
 * resident per process). On a machine with several GB, the old generation may reach about 4 GB, and V8 then
 * lets it grow to 4 times the live heap before a full collection; under 50 connections the garbage of requests
 * that outlived two scavenges (promoted while queued for a database connection) piled up to 150-200 MB of
 * heap above a live set of 40-70 MB (bench/memory-under-load.ts). At 256 MB or less, V8 uses its smallest
 * growing factor (1.3 instead of 4), so full collections come sooner and the peak stayed near 160 MB. 256 is
 * 4 times the live heap seen under load: a larger live heap would be over the budget anyway.
 *
 * No --enable-source-maps: stack traces name lines of apps/server/dist/main.mjs, whose comments name each
 * source file; `NODE_OPTIONS=--enable-source-maps npm start` maps them to the TypeScript lines, at the price of
 * about 13 MB of heap (node then parses the map of every package that ships one, PGlite's too).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256'];

/**
 * The flags for a server on this database: with no DATABASE_URL (the embedded PGlite, whose WebAssembly
 * memory shares the 300 MB) also --max-semi-space-size=4. Each request's short-lived garbage (and, since
 * ADR 44, the drawing of public pages) fills the young generation, which V8 lets grow to 3 x 16 MB; kept
 * at 3 x 4 MB, the embedded server's peak under load (bench:embedded-memory) fell from 309-317 MB to
 * 278 MB, for more frequent scavenges. PostgreSQL servers keep V8's default for throughput.
 */
export function serverNodeArgs(databaseUrl = process.env.DATABASE_URL) {
  return databaseUrl ? SERVER_NODE_ARGS : [...SERVER_NODE_ARGS, '--max-semi-space-size=4'];
}
export const SERVER_ENTRY = 'apps/server/src/main.ts';

/**
 * Compiles `entry` (relative to the repository) and its sources into apps/server/dist/<name>.mjs and returns
 * that path. Packages stay outside the bundle (node loads them from node_modules as before), except the
 * workspace's own @app/* packages, which are TypeScript too. `import.meta.url` keeps the URL of the source
 * file it is written in, so paths next to a source (migrations/, common-passwords.txt, the web app's
 * dist/) resolve as they do under tsx. Written under a temporary name and renamed, so that two servers
 * starting at once never load a half-written file.
 */
export async function buildServer(entry = SERVER_ENTRY) {
  const outfile = path.join(root, 'apps/server/dist', `${path.basename(entry, '.ts')}.mjs`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'server-sources',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replace(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
          });
        },
      },
    ],
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // The map first: by the time the code appears under its name, its map is there.
  const maps = result.outputFiles.filter((file) => file.path.endsWith('.map'));
  for (const file of [...maps, ...result.outputFiles.filter((file) => !maps.includes(file))]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return outfile;
}
