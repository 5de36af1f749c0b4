/**
 * Turns every failure into the R1 shape. Client mistakes (validation, malformed JSON, oversized bodies)
 * are 4xx and logged at info level at most; only real faults are 5xx, logged as errors and never leaking
 * internals to the client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from './errors.ts';

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const missingKey = (issue.params as { issue?: { path?: unknown[] } }).issue?.path;
    const field = segments.join('.') || (Array.isArray(missingKey) ? missingKey.join('.') : '') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ detail: error.detail, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const [field, msgs] = Object.entries(errors)[0] ?? ['request', ['Invalid value.']];
      return reply.status(400).send({ detail: `Invalid ${error.validationContext ?? 'request'}: ${field}: ${msgs[0]}`, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Malformed JSON body.'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The JSON body is empty.'
                : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
