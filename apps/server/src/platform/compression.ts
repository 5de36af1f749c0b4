/**
 * Compressed answers (ADR 39): every route's answer of at least COMPRESS_MIN_BYTES whose type is text
 * (JSON, HTML, CSS, JavaScript, SVG, calendars) goes out as br or gzip, whichever the client's
 * Accept-Encoding prefers (q-values honoured; identity or no header: uncompressed). The built web app is
 * compressed at build time instead and arrives here with its Content-Encoding set, which @fastify/compress
 * leaves alone, as it does partial content (206). Images, PDFs and archives are compressed already: their
 * types are not in the list, and mime-db, which the plugin also asks, marks them incompressible.
 * Registered before every route: the plugin adds its hook to the routes declared after it.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below about one packet the answer travels in one round trip anyway; compressing it only costs CPU. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text formats; text/event-stream excluded, as a compressor would hold its events back. */
const COMPRESSIBLE_TYPE =
  /^text\/(?!event-stream)|^application\/(?:json|javascript|xml)(?:;|$)|\+(?:json|xml)(?:;|$)/u;

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    // No deflate (every browser that takes it takes gzip) and no zstd (Node 22.15+ only).
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    // Quality 4 for answers made per request: about the CPU and the size of gzip 6. Quality 11 costs 75 to
    // 100 times more (ADR 39), paid once for the build-time copies, never per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
