/**
 * The one reader of a failed settings call (SETTINGS-23): the server's `message`, then `error`, then
 * `detail`, then the first message of the field lists in the spec's order (read at the top level, as
 * the spec shows them, or inside R1's `errors`), otherwise the caller's fallback. A 5xx or an answer
 * that never came gets the fallback: those carry nothing the person can act on. The forms put the same
 * field messages under their fields with the one R1 mapper (shared/forms/server-errors.ts).
 */
import { ApiError } from '../../../shared/api/client.ts';
import { serverFieldMessages } from '../../../shared/forms/server-errors.ts';

export const SETTINGS_ERROR_FIELDS = [
  'old_password',
  'new_password',
  'profile_picture',
  'first_name',
  'last_name',
  'timezone',
  'available_times',
] as const;

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) {
    const first: unknown = value.find((v) => typeof v === 'string' && v);
    return typeof first === 'string' ? first : null;
  }
  return null;
}

export function readSettingsError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === null || error.status >= 500 || !error.body) {
    return fallback;
  }
  const body = error.body;
  for (const key of ['message', 'error', 'detail'] as const) {
    const text = firstText(body[key]);
    if (text) return text;
  }
  for (const field of SETTINGS_ERROR_FIELDS) {
    const [text] = serverFieldMessages(error, field);
    if (text) return text;
  }
  return fallback;
}
