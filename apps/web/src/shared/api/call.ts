/**
 * The typed client (issue 15, ADR 36): every call names its endpoint, and its path, method, parameters,
 * query, body and answer all come from the contract. The route table is read at run time (it is a few
 * hundred bytes); the declarations only as types, so zod never reaches the first page (ADR 2).
 *
 * This folder is the only place in the web app that writes an API path; a unit test keeps it so.
 */
import { routeOf, type CallTypes, type EndpointName, type Endpoints } from '@app/contract';
import { apiRequest, type RequestOptions } from './client.ts';

type Types<N extends EndpointName> = CallTypes<Endpoints[N]>;
export type CallParams<N extends EndpointName> = Types<N>['params'];
/** The query as the URL carries it: the server reads strings, so a number or a flag is written as text. */
export type CallQuery<N extends EndpointName> = Loose<Types<N>['query']>;
type Loose<Q> = Q extends object
  ? { [K in keyof Q]?: Q[K] extends string | undefined ? Q[K] | number | boolean | null : Q[K] }
  : Q;
export type CallBody<N extends EndpointName> = Types<N>['body'];
export type CallAnswer<N extends EndpointName> = Types<N>['answer'];

/** Names of the calls that read (GET): the ones that get a query options factory. */
export type ReadName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

type ParamsPart<N extends EndpointName> =
  CallParams<N> extends undefined ? { params?: undefined } : { params: CallParams<N> };
type QueryPart<N extends EndpointName> =
  CallQuery<N> extends undefined ? { query?: undefined } : { query?: CallQuery<N> };
// A multipart call (profile photo, mentor application) sends the form as it is; the server reads the fields.
type BodyPart<N extends EndpointName> =
  CallBody<N> extends undefined ? { body?: undefined } : { body: CallBody<N> | FormData };

/** What identifies one answer: the path's parameters and the query. */
export type CallInput<N extends EndpointName> = ParamsPart<N> & QueryPart<N>;

export type CallOptions<N extends EndpointName> = CallInput<N> &
  BodyPart<N> &
  Pick<RequestOptions<unknown>, 'signal' | 'background' | 'timeoutMs'>;

type Rest<O> = object extends O ? [options?: O] : [options: O];

type QueryValue = string | number | boolean | undefined | null;

/** The path of a call with its `:param` parts filled in (each encoded). */
export function pathOf<N extends EndpointName>(name: N, params?: CallParams<N>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return routeOf(name).path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = values[key] as string | number | undefined | null;
    if (value === undefined || value === null) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The address of a call the browser follows itself rather than reads as JSON (a redirect to Google, a
 * file download): links are built from the same table.
 */
export function urlOf<N extends EndpointName>(name: N, ...[input]: Rest<CallInput<N>>): string {
  const path = pathOf(name, input?.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Makes one call; the answer has the contract's type (the server validates what it sends). */
export function call<N extends EndpointName>(
  name: N,
  ...[options]: Rest<CallOptions<N>>
): Promise<CallAnswer<N>> {
  const { params, query, body, signal, background, timeoutMs } = (options ?? {}) as {
    params?: CallParams<N>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    background?: boolean;
    timeoutMs?: number;
  };
  return apiRequest<CallAnswer<N>>(pathOf(name, params), {
    method: routeOf(name).method,
    query,
    body,
    signal,
    background,
    timeoutMs,
  });
}
