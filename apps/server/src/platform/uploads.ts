/**
 * multipart/form-data uploads (photos, attachments): at most MAX_UPLOAD_BYTES per file. JSON and other
 * bodies keep Fastify's own 1 MB bodyLimit; multipart streams bypass it, so its limits live here.
 * Exceeding one throws a 413 that the error handler turns into an R1 body.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@app/contract';

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
});
