/**
 * Build step: a .br and a .gz copy beside every compressible file of the web build, so that the server
 * sends them as they are (@fastify/static preCompressed, ADR 39) instead of compressing at every request.
 * The originals stay for clients that accept neither. Runs as the last step of `vite build` (the Vite
 * plugin below) and, on a hand-made folder, in the server's tests, so both use the same code.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats only: images, fonts and archives are compressed already and would only grow. */
export const PRECOMPRESSED_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about one packet the saving is a few hundred bytes at most, not worth a file and a stat. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gzip?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompressFile(file: string, root: string): Promise<PrecompressedFile> {
  const contents = await readFile(file);
  // Highest settings: done once per build, whereas every visitor downloads the result. zlib's async
  // calls run on libuv's thread pool, so the files compress in parallel.
  const [br, gz] = await Promise.all([
    brotli(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzipAsync(contents, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: PrecompressedFile = { file: path.relative(root, file), bytes: contents.length };
  // A copy no smaller than the original is left out; the server then falls back to the original.
  if (br.length < contents.length) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < contents.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  return result;
}

/** Writes the .br and .gz copies of every compressible file under `dir`; answers what it wrote. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (PRECOMPRESSED_FILE.test(file) && (await stat(file)).size >= PRECOMPRESS_MIN_BYTES) files.push(file);
  }
  return Promise.all(files.map((file) => precompressFile(file, dir)));
}

/** The Vite plugin: after the build (public/ files included), precompresses the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'music-mentors:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const files = await precompressDir(outDir);
      const ms = Math.round(performance.now() - started);
      this.info(`precompressed ${files.length} files (.br, .gz) in ${ms} ms`);
    },
  };
}
