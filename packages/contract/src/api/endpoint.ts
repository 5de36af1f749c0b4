/**
 * What an endpoint declaration says: who may call it, how it is protected, what it takes and answers.
 * The server registers every route from its declaration (apps/server/src/platform/endpoints.ts), the
 * OpenAPI document shows it, and the web client takes its types from it.
 */
import type { z } from 'zod';
import { apiRoutes, routeOf, type EndpointName, type RouteMethod, type RoutePath } from './routes.ts';

/**
 * Who may call: anyone; any signed-in user; a signed-in mentor (an approved mentor with a profile); staff.
 * Anything stricter (only the booking's student, only the room's members) is the `owner` rule, which the
 * service enforces with the caller's id in its queries.
 */
export type Access = 'public' | 'user' | 'mentor' | 'staff';

type Schema = z.ZodType;

export interface EndpointSpec {
  access: Access;
  /** For access 'mentor': the 403 sentence for a signed-in non-mentor (the module's own text). */
  refusal?: string;
  /** The object the caller must be party to, when there is one ("the booking's student or mentor"). */
  owner?: string;
  /** Why this unsafe call needs no CSRF token (rule R2); absent means it is checked. */
  csrfExempt?: string;
  /** The rate limit or quota that applies, in words (enforced where it is counted). */
  quota?: string;
  summary: string;
  tags: readonly string[];
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The body's media types when it is not JSON (a multipart form with a file). */
  consumes?: readonly string[];
  /** The success answer's media types when it is not JSON (a CSV statement). */
  produces?: readonly string[];
  /** Success answers by status; error answers (R1) are added by the server's pipeline. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302, Schema>>;
  /** Error statuses beyond the pipeline's usual 400/401/403/404 (409, 429, 503...). */
  errors?: readonly number[];
  /** Error answers that carry more than R1 (a refused payout's `success: false`), by status. */
  errorBodies?: Partial<Record<number, Schema>>;
  /** A development helper: never registered in production, not in the OpenAPI document. */
  development?: boolean;
  /**
   * A visitor's 200 answer is the same for every visitor and may be served from the server's short-lived
   * in-process cache (ADR 43): `url` when the request URL decides it, `url+timezone` when X-Timezone does
   * too. Only for public calls; a signed-in caller's answer is personal and never cached.
   */
  publicCache?: 'url' | 'url+timezone';
}

export type Endpoint<N extends EndpointName = EndpointName, S extends EndpointSpec = EndpointSpec> = S & {
  name: N;
  method: RouteMethod<N>;
  path: RoutePath<N>;
};

/** Declares a group of endpoints by name; each takes its method and path from the route table. */
export function declareEndpoints<const T extends { [N in EndpointName]?: EndpointSpec }>(
  specs: T,
): { [N in keyof T & EndpointName]: Endpoint<N, T[N] & EndpointSpec> } {
  const declared: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in apiRoutes)) throw new Error(`Unknown endpoint ${name}`);
    declared[name] = { ...spec, name, ...routeOf(name as EndpointName) };
  }
  return declared as { [N in keyof T & EndpointName]: Endpoint<N, T[N] & EndpointSpec> };
}

// A declaration is its own spec intersected with EndpointSpec, where every input is optional: only a
// property the declaration gives is required, so that is the test for "declared".
type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends Schema }
  ? z.input<S>
  : undefined;
type SuccessStatus = 200 | 201 | 202 | 204 | 302;
type Answer<R> = {
  [K in SuccessStatus]: R extends { [P in K]: infer S extends Schema } ? z.output<S> : never;
}[SuccessStatus];

/** What a call sends and gets, as the web client sees them (JSON in, JSON out). */
export interface CallTypes<E extends EndpointSpec> {
  params: Input<E, 'params'>;
  query: Input<E, 'query'>;
  body: Input<E, 'body'>;
  answer: Answer<E['responses']>;
}
