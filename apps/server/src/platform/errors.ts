/**
 * Errors a service throws to answer a client in the R1 shape:
 * {"detail": "<sentence>", "errors": {"<field>": ["<msg>"]}, ...extra}.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
    /** Extra top-level keys the spec names, such as `error` on a login 403. */
    readonly extra?: Record<string, unknown>,
    /** Headers to send with the error, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, errors?: FieldErrors, extra?: Record<string, unknown>) =>
  new HttpError(400, detail, errors, extra);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, detail);
export const forbidden = (
  detail = 'You do not have permission to perform this action.',
  extra?: Record<string, unknown>,
) => new HttpError(403, detail, undefined, extra);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, undefined, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
