/**
 * AUTH-17: the text shown when registration fails: the spec puts the field errors in the alert, named,
 * rather than under the fields. They are read by the forms' one R1 reader.
 */
import { messages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { serverFieldMessages } from '../../../shared/forms/server-errors.ts';

export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === null) return messages.registerNoResponse;
  const body = error.body;
  const email = serverFieldMessages(error, 'email');
  if (email.length) return `Email: ${email.join(' ')}`;
  const password = serverFieldMessages(error, 'password');
  if (password.length) return `Password: ${password.join(' ')}`;
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof body?.detail === 'string' && body.detail) return body.detail;
  return messages.registerFailed;
}
