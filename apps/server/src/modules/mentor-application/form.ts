/**
 * Reading the application's multipart form: text fields and the one photo, with the photo limit of 2 MB
 * applied while it streams in (a larger file is never buffered whole), then the contract schema's refusals
 * turned into one R1 answer keyed by the form's field names.
 */
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { MAX_PHOTO_BYTES, mentorApplicationMessages as m, photoMessages } from '@app/contract';
import { badRequest, HttpError, type FieldErrors } from '../../platform/errors.ts';
import { photoError } from '../../platform/images.ts';
import { isFileTooLarge } from '../../platform/uploads.ts';

export const PHOTO_FIELD = 'profile_photo';

/**
 * The form as `{field: text, profile_photo: bytes}`; refuses repeated, truncated and unexpected parts. Two
 * files are let through the parser so that a second one is named in the answer; a third is a 413.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, m.notMultipart);
  const form: Record<string, unknown> = {};
  const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 2 } })) {
      if (Object.hasOwn(form, part.fieldname)) throw refuse(part.fieldname, m.repeatedField);
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) throw refuse(part.fieldname, m.unexpectedFile);
        form[PHOTO_FIELD] = await part.toBuffer();
      } else {
        if (part.valueTruncated) throw refuse(part.fieldname, m.fieldTooLong);
        form[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (isFileTooLarge(err)) throw photoError(PHOTO_FIELD, photoMessages.tooLarge);
    throw err;
  }
  return form;
}

/**
 * The schema's refusals as one R1 error: every message under its top-level form field (the wizard shows
 * them by step), and the first as the detail, which the wizard shows as the server's message (ONBOARD-30).
 */
export function formError(error: Error & { validation?: FastifySchemaValidationError[] }): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = (issue.params as { issue?: { path?: unknown[] } }).issue?.path;
    const field =
      issue.instancePath.split('/').filter(Boolean)[0] ??
      (Array.isArray(path) && path.length > 0 ? String(path[0]) : 'non_field_errors');
    const list = (errors[field] ??= []);
    const message = issue.message ?? 'Invalid value.';
    if (!list.includes(message)) list.push(message);
  }
  const first = Object.values(errors).flat()[0] ?? 'Invalid application.';
  return badRequest(first, errors);
}
