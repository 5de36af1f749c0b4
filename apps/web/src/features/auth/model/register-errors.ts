/**
 * AUTH-17: the text shown when registration fails. Field errors are read from the top-level keys or
 * from `errors` (rule A1 mirrors them in both places).
 */
import { messages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string' && value) return [value];
  return [];
}

export function fieldErrors(body: ApiError['body'], field: string): string[] {
  if (!body) return [];
  const top = stringList(body[field]);
  if (top.length) return top;
  const nested = body.errors;
  return nested && typeof nested === 'object' ? stringList((nested as Record<string, unknown>)[field]) : [];
}

export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === null) return messages.registerNoResponse;
  const body = error.body;
  const email = fieldErrors(body, 'email');
  if (email.length) return `Email: ${email.join(' ')}`;
  const password = fieldErrors(body, 'password');
  if (password.length) return `Password: ${password.join(' ')}`;
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (typeof body?.detail === 'string' && body.detail) return body.detail;
  return messages.registerFailed;
}
