/**
 * POST /api/mentors/create/ (M1, DATA-19, API-45), declared in packages/contract/src/api/mentors.ts: the
 * mentor application, a multipart form. Who is asking is settled before the form is read (401 for a
 * visitor, whose upload is never parsed); the form is then read with the photo limit and checked by the
 * contract schema, extended here with the introduction's allow-list and its length without markup.
 */
import type { FastifyPluginCallback } from 'fastify';
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  endpoints,
  mentorApplicationFormSchema,
  mentorApplicationMessages as m,
} from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { formError, readApplicationForm } from './form.ts';
import { introductionLength, sanitizeIntroduction } from './introduction.ts';
import { submitApplication, type ApplicationDeps } from './service.ts';

/** The bio is stored as sanitised HTML, and its 100-2000 characters are counted on that, without markup. */
const applicationSchema = mentorApplicationFormSchema.extend({
  bio: mentorApplicationFormSchema.shape.bio.transform(sanitizeIntroduction).superRefine((html, ctx) => {
    const length = introductionLength(html);
    if (length < BIO_MIN_CHARS) ctx.addIssue({ code: 'custom', message: m.bioTooShort });
    else if (length > BIO_MAX_CHARS) ctx.addIssue({ code: 'custom', message: m.bioTooLong });
  }),
});

export const mentorApplicationModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: ApplicationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
    storage: app.storage,
  };

  // The declaration with the server's stricter bio (the sanitiser lives here, not in the contract).
  const apply = { ...endpoints['mentors.apply'], body: applicationSchema };
  handle(
    app,
    apply,
    async ({ user, body, request, reply }) => {
      if (request.validationError) throw formError(request.validationError);
      return reply.status(201).send(await submitApplication(deps, user, body));
    },
    {
      // The schema's refusals are answered by the handler, with the wizard's sentence as the detail.
      attachValidation: true,
      // The raw fields; the schema checks and converts them right after this hook.
      preValidation: async (request) => {
        request.body = await readApplicationForm(request);
      },
    },
  );
  done();
};
