/**
 * Who is calling, as every module sees it. The auth module sets `request.user` from the access cookie
 * for every /api request; the endpoint pipeline (endpoints.ts) turns a declaration's access into 401/403.
 */
import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, type Access } from '@app/contract';
import type { UserRow } from '../db/schema/index.ts';
import { forbidden, unauthorized, type HttpError } from './errors.ts';

/** A signed-in user as other modules see it: the account without its secrets. */
export type SignedInUser = Omit<UserRow, 'passwordHash' | 'googleSub'>;

/** A signed-in mentor: their mentor profile's id is known. */
export type SignedInMentor = SignedInUser & { mentorId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request before its handler runs. */
    user: SignedInUser | null;
  }
}

export const NOT_SIGNED_IN = 'Authentication credentials were not provided.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The caller type a handler receives for each access level. */
export type CallerOf<A extends Access> = A extends 'public'
  ? SignedInUser | null
  : A extends 'mentor'
    ? SignedInMentor
    : SignedInUser;

/**
 * The refusal for a caller who may not make a call of this access, or undefined when they may. A 401
 * says whether a session was sent and is no longer good (the web app then tries one refresh, AUTH-39).
 */
export function refusalFor(request: FastifyRequest, access: Access, refusal?: string): HttpError | undefined {
  if (access === 'public') return undefined;
  const user = request.user;
  if (!user) return unauthorized(request.cookies[ACCESS_COOKIE] ? SESSION_EXPIRED : NOT_SIGNED_IN);
  if (access === 'staff' && !user.isStaff) return forbidden(refusal);
  if (access === 'mentor' && (!user.isMentor || user.mentorId === null)) return forbidden(refusal);
  return undefined;
}
