/**
 * multipart/form-data uploads (photos, attachments): at most MAX_UPLOAD_BYTES per file. JSON and other
 * bodies keep Fastify's own 1 MB bodyLimit; multipart streams bypass it, so its limits live here.
 * Exceeding one throws a 413 that the error handler turns into an R1 body.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@app/contract';
import { badRequest } from './errors.ts';

/** A part over its route's fileSize limit: @fastify/multipart's error, which each upload route words itself. */
export const isFileTooLarge = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

export const BAD_BOUNDARY =
  'The multipart form needs a boundary of 1 to 70 characters in its Content-Type header.';
export const UNFINISHED_FORM = 'The multipart form ended before its last part was complete.';

/** The boundary parameter of a Content-Type header, quoted or not; undefined when there is none. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * A multipart body needs a boundary to be split into parts (RFC 2046: 1 to 70 characters). Without one
 * busboy throws a plain Error the moment a route starts reading the form, and with one over 252 characters
 * its search fails the same way: both would be a 500 for a client's mistake. Checked once here, before any
 * route's own preValidation hook reads the form.
 */
function refuseUnreadableMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return Promise.resolve();
  const boundary = boundaryOf(request.headers['content-type'] ?? '');
  if (boundary !== undefined && boundary.length >= 1 && boundary.length <= 70) return Promise.resolve();
  return Promise.reject(badRequest(BAD_BOUNDARY, { non_field_errors: [BAD_BOUNDARY] }));
}

/**
 * Whether an error raised while reading a multipart form means the body itself was cut short: busboy's
 * "unexpected end of multipart data", or a file stream closed before its end. A client's truncated
 * request (or one that hung up mid-upload), answered 400 by the error handler.
 */
export function isUnfinishedMultipart(error: { code?: unknown; message?: unknown }): boolean {
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (typeof error.message === 'string' && /unexpected end of multipart data/i.test(error.message))
  );
}

export const uploads = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      // A form of this product has a handful of fields and a few files; more is abuse, not a use case.
      files: 5,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 60,
    },
    // Truncating silently would store half a photo: an oversized file fails the request instead.
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', refuseUnreadableMultipart);
});
