/** /api/users/*: register, confirm e-mail, resend confirmation, forgot and reset password (API-05..09). */
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { endpoints, messages } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import type { FieldErrors } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { requestPasswordReset, resetPassword, verifyResetLink } from './password-reset.ts';
import { confirmEmail, register, registrationError, resendConfirmation } from './registration.ts';
import { texts } from './texts.ts';
import { consumeHourlyQuota } from './throttle.ts';

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
    const perIpHourly = (bucket: string, ip: string) =>
      consumeHourlyQuota(ctx.db, bucket, ip, ctx.config.RATE_LIMIT_PER_HOUR, ctx.clock.now());

    // Validation errors are answered here so that they get rule A1's mirrored email/password keys too.
    handle(
      plugin,
      endpoints['users.register'],
      async ({ request, reply, body }) => {
        if (request.validationError) throw registrationError(fieldErrorsOf(request.validationError));
        await perIpHourly('register', request.ip);
        await register(ctx, body);
        return reply.code(201).send({ detail: texts.registered });
      },
      { attachValidation: true },
    );

    handle(plugin, endpoints['users.confirmEmail'], async ({ params }) => {
      await confirmEmail(ctx, params.token);
      return { detail: texts.emailConfirmed };
    });

    handle(plugin, endpoints['users.resendConfirmation'], async ({ request, body }) => {
      await perIpHourly('resend-confirmation', request.ip);
      await resendConfirmation(ctx, body.email);
      return { detail: texts.confirmationResent };
    });

    handle(plugin, endpoints['users.forgotPassword'], async ({ request, body }) => {
      await perIpHourly('forgot-password', request.ip);
      await requestPasswordReset(ctx, body.email);
      return { detail: messages.forgotPasswordSent };
    });

    handle(plugin, endpoints['users.checkResetLink'], async ({ params }) => {
      await verifyResetLink(ctx, params.token);
      return { detail: texts.resetTokenValid };
    });

    handle(plugin, endpoints['users.resetPassword'], async ({ params, body }) => {
      await resetPassword(ctx, params.token, body);
      return { detail: texts.passwordReset };
    });
    done();
  };
}
