/**
 * Stored files (portraits now, uploaded photos and attachments later): a folder `${DATA_DIR}/uploads`,
 * served read-only at GET /media/<path>. Names are chosen by the server, never by a client, and a stored
 * file never changes under its name, so answers are cached for a year.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { notFound } from './errors.ts';

export const MEDIA_PREFIX = '/media/';
const SAFE_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(svg|png|jpe?g|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export class LocalStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  /** Writes a file under a server-chosen relative path ("portraits/12.svg") and answers its public URL. */
  async put(relativePath: string, contents: string | Buffer): Promise<string> {
    if (!SAFE_PATH.test(relativePath)) throw new Error(`Unsafe storage path: ${relativePath}`);
    const file = path.join(this.root, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
    return `${MEDIA_PREFIX}${relativePath}`;
  }

  async read(relativePath: string): Promise<Buffer | undefined> {
    if (!SAFE_PATH.test(relativePath)) return undefined;
    try {
      return await readFile(path.join(this.root, relativePath));
    } catch {
      return undefined;
    }
  }
}

/** GET /media/<path>: stored files, read-only. An SVG can never run script (own CSP, no sniffing). */
export const mediaRoutes: FastifyPluginCallback = (app, _options, done) => {
  const storage = new LocalStorage(app.config.DATA_DIR);
  app.get<{ Params: { '*': string } }>(
    `${MEDIA_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const relative = request.params['*'];
      const contents = await storage.read(relative);
      if (!contents) throw notFound('File not found.');
      const extension = relative.slice(relative.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(contents);
    },
  );
  done();
};
