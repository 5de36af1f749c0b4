/**
 * Development-only surfaces: the movable clock, the mail outbox as JSON and as a page, a booking's ledger.
 * app.ts registers this module only when config.devRoutes (never with NODE_ENV=production); the /api/dev/*
 * calls are declared in packages/contract/src/api/dev.ts (development: hidden from the OpenAPI document).
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devEmailsQuerySchema, endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { notFound } from '../../platform/errors.ts';
import { bookingLedger } from '../ledger/index.ts';
import { MAIL_PAGE_STYLESHEET, renderMailPage } from './mail-page.ts';
import { presentDevEmail } from './outbox.ts';
import { findOutboxEmail, listOutbox } from './repository.ts';

/** The page shows the latest messages only; the JSON call answers all of them. */
const MAIL_PAGE_LIMIT = 100;

/**
 * A stored e-mail is shown as its own document under a policy stricter than the app's: `sandbox`
 * without allow-scripts makes it an opaque origin that cannot run code, whatever a message contains.
 */
const STORED_EMAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'; sandbox";

/** An attachment is only ever downloaded, never rendered as a page of this origin. */
const ATTACHMENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Content-Disposition with a plain ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_') || 'attachment';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const devModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  handle(fastify, endpoints['dev.clock'], () => ({ now: app.clock.now().toISOString() }));

  handle(fastify, endpoints['dev.moveClock'], async ({ body }) => {
    app.clock.advance(body.advance_seconds);
    // What became due at the new time happens before the answer, so a test can check it at once.
    await app.scheduler.runAll();
    return { now: app.clock.now().toISOString() };
  });

  handle(fastify, endpoints['dev.ledger'], ({ query }) => bookingLedger(app.db, query.booking_id));

  handle(fastify, endpoints['dev.emails'], async ({ query }) =>
    (await listOutbox(app.db, { to: query.to })).map(presentDevEmail),
  );

  // The outbox as pages for people: not API calls, so not declared.
  app.get('/dev/mail', { schema: { querystring: devEmailsQuerySchema } }, async (request, reply) => {
    const to = request.query.to?.trim() || undefined;
    const emails = await listOutbox(app.db, { to, limit: MAIL_PAGE_LIMIT });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailPage(app.config.APP_NAME, emails, to));
  });

  app.get('/dev/mail/style.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(MAIL_PAGE_STYLESHEET),
  );

  app.get('/dev/mail/:id', { schema: { params: z.object({ id: idParam }) } }, async (request, reply) => {
    const email = await findOutboxEmail(app.db, request.params.id);
    if (!email) throw notFound('No such message in the outbox.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', STORED_EMAIL_CSP)
      .send(email.htmlBody);
  });

  app.get(
    '/dev/mail/:id/attachments/:index',
    { schema: { params: z.object({ id: idParam, index: z.coerce.number().int().min(0).max(1000) }) } },
    async (request, reply) => {
      const email = await findOutboxEmail(app.db, request.params.id);
      const attachment = email?.attachments[request.params.index];
      if (!attachment) throw notFound('No such attachment in the outbox.');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.filename))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', ATTACHMENT_CSP)
        .send(attachment.content);
    },
  );
  done();
};
