/**
 * Input that no field of this product may hold. PostgreSQL cannot store a NUL character in text and
 * answers with an encoding error, so a NUL anywhere in the query, path or body is refused up front
 * (400, rule R1) for every route, current and future, instead of surfacing as a 500.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string that holds a NUL character, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'request' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return path || 'request';
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A preValidation hook: runs after parsing, before the contract schemas. */
export function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part, '');
    if (field) {
      const message = 'Text must not contain NUL characters.';
      return Promise.reject(badRequest(message, { [field]: [message] }));
    }
  }
  return Promise.resolve();
}
