/**
 * Turns every failure into the R1 shape. Client mistakes (validation, malformed JSON, oversized bodies)
 * are 4xx and logged at info level at most; only real faults are 5xx, logged as errors and never leaking
 * internals to the client.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@app/contract';
import { HttpError, type FieldErrors } from './errors.ts';
import { isUnfinishedMultipart, UNFINISHED_FORM } from './uploads.ts';

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const missingKey = (issue.params as { issue?: { path?: unknown[] } }).issue?.path;
    const field =
      segments.join('.') || (Array.isArray(missingKey) ? missingKey.join('.') : '') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

const MEGABYTE = 1024 * 1024;

/**
 * A sentence for a client mistake detected by Fastify or a plugin before any route code ran. Their own
 * messages are written for developers ("reach files limit"), so the common ones are rephrased.
 */
function clientErrorDetail(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return `The file is too large. The maximum is ${MAX_UPLOAD_BYTES / MEGABYTE} MB.`;
    case 'FST_FILES_LIMIT':
      return 'Too many files in one request.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON body.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
  }
  if (status === 413) return 'Request body is too large.';
  if (error instanceof SyntaxError) return 'Malformed JSON body.';
  return error.message;
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, a path parameter over the length
 * limit) never reach setErrorHandler; this gives them the R1 shape too. Passed as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, error.message);
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A value in the address is too long.'
      : 'Malformed request address.';
  void reply.status(error.statusCode ?? 400).send({ detail });
}

const CONNECTION_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers (or its address) are too large.',
  ],
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers over 16 KB, a malformed request
 * line, a timeout) are written straight to the socket; Fastify's own answer is JSON without `detail`. This
 * writes the R1 shape instead. Passed as `clientErrorHandler`.
 */
export function answerConnectionError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = CONNECTION_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed HTTP request.',
  ];
  this.log.info({ code: error.code }, error.message);
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
      return reply
        .status(400)
        .send({ detail: `Invalid ${error.validationContext ?? 'request'}: ${field}: ${msgs[0]}`, errors });
    }
    if (request.isMultipart() && isUnfinishedMultipart(error)) {
      request.log.info({ code: error.code }, error.message);
      return reply
        .status(400)
        .send({ detail: UNFINISHED_FORM, errors: { non_field_errors: [UNFINISHED_FORM] } });
    }
    // @fastify/multipart answers a non-multipart body on an upload route with 406; it is a 415.
    const status = error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send({ detail: clientErrorDetail(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
