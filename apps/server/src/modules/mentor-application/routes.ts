/**
 * POST /api/mentors/create/ (M1, DATA-19, API-45): the mentor application, a multipart form. Who is asking
 * is settled before the form is read (401 for a visitor, whose upload is never parsed); the form is then
 * read with the photo limit and checked by the contract schema, extended here with the introduction's
 * allow-list and its length without markup.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  apiErrorSchema,
  mentorApplicationCreatedSchema,
  mentorApplicationFormSchema,
  mentorApplicationMessages as m,
  type MentorApplicationForm,
} from '@app/contract';
import { requireUser } from '../auth/session.ts';
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

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

export const mentorApplicationModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: ApplicationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
    storage: app.storage,
  };

  app.post(
    '/api/mentors/create/',
    {
      schema: {
        tags: ['mentors'],
        summary: 'Apply to become a mentor (multipart form with the profile photo); staff review it',
        consumes: ['multipart/form-data'],
        body: applicationSchema,
        response: { 201: mentorApplicationCreatedSchema, ...errors },
      },
      // The schema's refusals are answered by the handler, with the wizard's sentence as the detail.
      attachValidation: true,
      preValidation: async (request) => {
        await requireUser(request);
        // The raw fields; the schema checks and converts them right after this hook.
        request.body = (await readApplicationForm(request)) as typeof request.body;
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (request.validationError) throw formError(request.validationError);
      const form: MentorApplicationForm = request.body;
      return reply.status(201).send(await submitApplication(deps, user, form));
    },
  );
  done();
};
