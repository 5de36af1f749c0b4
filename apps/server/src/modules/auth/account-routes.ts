/** /api/users/*: register, confirm e-mail, resend confirmation, forgot and reset password (API-05..09). */
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  detailSchema,
  emailOnlyRequestSchema,
  messages,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenParamsSchema,
} from '@app/contract';
import type { FieldErrors } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { requestPasswordReset, resetPassword, verifyResetLink } from './password-reset.ts';
import { confirmEmail, register, registrationError, resendConfirmation } from './registration.ts';
import { texts } from './texts.ts';
import { consumeHourlyQuota } from './throttle.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Field errors of a failed schema validation, keyed like the platform's error handler keys them. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return { non_field_errors: ['Invalid request.'] };
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const missingKey = (issue.params as { issue?: { path?: unknown[] } }).issue?.path;
    const missing = Array.isArray(missingKey) ? missingKey.join('.') : '';
    // zod's "expected string, received undefined" reads better to a person as a missing field.
    const message = /received undefined$/.test(issue.message ?? '')
      ? 'This field is required.'
      : issue.message;
    (result[path || missing || 'non_field_errors'] ??= []).push(message ?? 'Invalid value.');
  }
  return result;
}

export function accountRoutes(ctx: AuthContext) {
  return (plugin: FastifyInstance, _options: unknown, done: () => void) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const perIpHourly = (bucket: string, ip: string) =>
      consumeHourlyQuota(ctx.db, bucket, ip, ctx.config.RATE_LIMIT_PER_HOUR, ctx.clock.now());

    app.post(
      '/api/users/register/',
      {
        schema: {
          tags: ['users'],
          summary: 'Create a student account and mail a confirmation link',
          body: registerRequestSchema,
          response: { 201: detailSchema, ...errors },
        },
        // Validation errors are answered here so that they get rule A1's mirrored email/password keys too.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) throw registrationError(fieldErrorsOf(request.validationError));
        await perIpHourly('register', request.ip);
        await register(ctx, request.body);
        return reply.code(201).send({ detail: texts.registered });
      },
    );

    app.get(
      '/api/users/confirm-email/:token/',
      {
        schema: {
          tags: ['users'],
          summary: 'Confirm an e-mail address (does not sign in)',
          params: tokenParamsSchema,
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        await confirmEmail(ctx, request.params.token);
        return { detail: texts.emailConfirmed };
      },
    );

    app.post(
      '/api/users/resend-confirmation/',
      {
        schema: {
          tags: ['users'],
          summary: 'Mail a new confirmation link to an unconfirmed account',
          body: emailOnlyRequestSchema,
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        await perIpHourly('resend-confirmation', request.ip);
        await resendConfirmation(ctx, request.body.email);
        return { detail: texts.confirmationResent };
      },
    );

    app.post(
      '/api/users/forgot-password/',
      {
        schema: {
          tags: ['users'],
          summary: 'Mail a password reset link (same answer whether or not the account exists)',
          body: emailOnlyRequestSchema,
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        await perIpHourly('forgot-password', request.ip);
        await requestPasswordReset(ctx, request.body.email);
        return { detail: messages.forgotPasswordSent };
      },
    );

    app.get(
      '/api/users/reset-password/:token/',
      {
        schema: {
          tags: ['users'],
          summary: 'Check that a password reset link can still be used',
          params: tokenParamsSchema,
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        await verifyResetLink(ctx, request.params.token);
        return { detail: texts.resetTokenValid };
      },
    );

    app.post(
      '/api/users/reset-password/:token/',
      {
        schema: {
          tags: ['users'],
          summary: 'Set a new password with a reset link; signs out every session of the account',
          params: tokenParamsSchema,
          body: resetPasswordRequestSchema,
          response: { 200: detailSchema, ...errors },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.params.token, request.body);
        return { detail: texts.passwordReset };
      },
    );
    done();
  };
}
