/**
 * The one reader of a refused call for the forms (rule R1: `{"detail": ..., "errors": {field: [msgs]}}`;
 * register's lists are also mirrored at the top level, rule A1). Field messages go onto the form's own
 * fields through react-hook-form's setError; what no field shown can carry becomes one form-level error
 * under `root.server`, which handleSubmit clears again at the next submit.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, serverMessage } from '../api/client.ts';

/** The form-level error's name: read it as `formState.errors.root?.server?.message`. */
export const ROOT_SERVER_ERROR = 'root.server' as const;

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string' && value) return [value];
  return [];
}

function errorLists(error: unknown): Record<string, unknown> {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? errors : {};
}

/** The server's messages for one field: at the top level (A1's mirror) or inside R1's `errors`. */
export function serverFieldMessages(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const top = stringList(error.body[field]);
  return top.length ? top : stringList(errorLists(error)[field]);
}

/** What the mapping found, for a form whose form-level sentence depends on it. */
export interface MappedServerErrors {
  /** At least one field of the form took a message. */
  fieldsTaken: boolean;
  /** The messages of fields this form does not show, in the server's order. */
  unmatched: string[];
}

export interface ServerErrorMapping<T extends FieldValues> {
  /**
   * The server's field names this form shows, each with the form field that carries its messages. Two
   * server names may share one form field (their messages are then joined).
   */
  fields: Readonly<Record<string, FieldPath<T>>>;
  /** Every message of a field joined by a space; by default only the first, as most forms show it. */
  allMessages?: boolean;
  /**
   * The form-level sentence, or null for none. By default: the server's own words (message, detail),
   * else the messages of fields the form does not show, else `fallback`.
   */
  root?: (found: MappedServerErrors) => string | null;
  fallback?: string;
}

/** Maps a failed call onto the form and says what it found. Nothing is focused (the forms did not). */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapping: ServerErrorMapping<T>,
): MappedServerErrors {
  const byField = new Map<FieldPath<T>, string[]>();
  for (const [server, field] of Object.entries(mapping.fields)) {
    const messages = serverFieldMessages(error, server);
    if (messages.length) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
  }
  for (const [field, messages] of byField) {
    setError(field, { type: 'server', message: mapping.allMessages ? messages.join(' ') : messages[0] });
  }
  const unmatched = Object.entries(errorLists(error))
    .filter(([server]) => !Object.hasOwn(mapping.fields, server))
    .flatMap(([, messages]) => stringList(messages));
  const found = { fieldsTaken: byField.size > 0, unmatched };
  const root = mapping.root
    ? mapping.root(found)
    : (serverMessage(error) ?? (unmatched.length ? unmatched.join(' ') : (mapping.fallback ?? null)));
  if (root) setError(ROOT_SERVER_ERROR, { type: 'server', message: root });
  return found;
}
