/**
 * Stored files (portraits, uploaded photos, lesson attachments), behind one FileStorage chosen at start-up (ADR 33): a folder
 * `${DATA_DIR}/uploads` by default, an S3-compatible bucket when S3_BUCKET is set, so that several server
 * processes share what any of them stored. Either way they are served read-only at GET /media/<path>, except
 * those under PRIVATE_PREFIX, which only their module serves.
 * Names are chosen by the server, never by a client, and a stored file never changes under its name, so
 * answers are cached for a year.
 */
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from './errors.ts';

export const MEDIA_PREFIX = '/media/';
/**
 * Files under this folder are never served by /media/: lesson attachments (ADR 60) are for the lesson's two
 * people only, and their module serves them itself after checking who asks.
 */
export const PRIVATE_PREFIX = 'private/';
const SAFE_PATH =
  /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(svg|png|jpe?g|webp|pdf|mp3|m4a|aac|ogg|wav)$/;
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** A stored file being read: its bytes as a stream, and their count when the storage knows it. */
export interface StoredFile {
  body: Readable;
  size?: number;
}

export interface FileStorage {
  /** Writes a file under a server-chosen relative path ("portraits/12.svg") and answers its public URL. */
  put(relativePath: string, contents: string | Buffer): Promise<string>;
  /** The stored file, or undefined when there is none (or the path is not one we would have stored). */
  read(relativePath: string): Promise<StoredFile | undefined>;
  /** Removes a stored file; removing one that is not there is no error. */
  remove(relativePath: string): Promise<void>;
}

/** Whether a relative path is one the server could have chosen: no "..", no odd characters, a known type. */
export const isStoragePath = (relativePath: string): boolean => SAFE_PATH.test(relativePath);

export function checkedStoragePath(relativePath: string): string {
  if (!isStoragePath(relativePath)) throw new Error(`Unsafe storage path: ${relativePath}`);
  return relativePath;
}

export const contentTypeOf = (relativePath: string): string =>
  CONTENT_TYPES[relativePath.slice(relativePath.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The embedded default: one folder on this machine, enough for one server process. */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  async put(relativePath: string, contents: string | Buffer): Promise<string> {
    const file = path.join(this.root, checkedStoragePath(relativePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
    return `${MEDIA_PREFIX}${relativePath}`;
  }

  async read(relativePath: string): Promise<StoredFile | undefined> {
    if (!isStoragePath(relativePath)) return undefined;
    const handle = await open(path.join(this.root, relativePath), 'r').catch(() => undefined);
    if (!handle) return undefined;
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    // The stream closes the handle when it ends or is destroyed (a client that hung up).
    return { body: handle.createReadStream(), size: stats.size };
  }

  async remove(relativePath: string): Promise<void> {
    await rm(path.join(this.root, checkedStoragePath(relativePath)), { force: true });
  }
}

/** The storage the configuration chooses: the bucket of S3_BUCKET, else the folder in DATA_DIR. */
export async function openFileStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return new LocalStorage(config.DATA_DIR);
  // Imported when needed, as s3-storage.ts imports this module's helpers.
  const { openS3Storage } = await import('./s3-storage.ts');
  return openS3Storage(config.s3);
}

/** GET /media/<path>: stored files, read-only. An SVG can never run script (own CSP, no sniffing). */
export const mediaRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { '*': string } }>(
    `${MEDIA_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const relative = request.params['*'];
      const file = relative.startsWith(PRIVATE_PREFIX) ? undefined : await app.storage.read(relative);
      if (!file) throw notFound('File not found.');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-type', contentTypeOf(relative))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
  done();
};
