/**
 * The network stub of the web tests, typed by the contract (ADR 36): routes are endpoint names, a success
 * answer must have the endpoint's answer type, and at run time it is parsed with the endpoint's declared
 * response schema. A stub that drifts from the contract fails the unit test that uses it, not only a
 * browser journey.
 */
import { afterEach, vi } from 'vitest';
import type { ZodType } from 'zod';
import { apiRoutes, endpoints, type EndpointName, type EndpointSpec } from '@app/contract';
import type { CallAnswer } from '../src/shared/api/call.ts';

type SuccessStatus = 200 | 201 | 202 | 204;
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503 | 504;

/** A success answer (status defaults to the endpoint's declared one), an error, or no answer at all. */
export type ApiReply<N extends EndpointName> =
  | { status?: SuccessStatus; body: CallAnswer<N> }
  | { status: ErrorStatus; body?: unknown }
  | 'network-error'
  | 'never';

export interface ApiRequest {
  url: URL;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

/** A function answer sees the request (as fetch got it, and read: path parameters, query, JSON body). */
export type ApiHandler<N extends EndpointName> =
  ApiReply<N> | ((url: URL, init: RequestInit, request: ApiRequest) => ApiReply<N>);
export type ApiRoutes = { [N in EndpointName]?: ApiHandler<N> };

export interface ApiCall {
  name: EndpointName | null;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

interface Matcher {
  name: EndpointName;
  method: string;
  pattern: RegExp;
  keys: string[];
}

// Fixed paths before parameterised ones, so /api/mentors/list/ is never read as /api/mentors/:id/.
const matchers: Matcher[] = (Object.entries(apiRoutes) as [EndpointName, string][])
  .map(([name, entry]) => {
    const [method = 'GET', path = ''] = entry.split(' ');
    const keys: string[] = [];
    const source = path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    return { name, method, pattern: new RegExp(`^${source}$`), keys };
  })
  .sort((a, b) => a.keys.length - b.keys.length);

/** Which endpoint a request is, with its path parameters. */
export function endpointOf(
  method: string,
  path: string,
): { name: EndpointName; params: Record<string, string> } | null {
  for (const m of matchers) {
    if (m.method !== method) continue;
    const found = m.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    m.keys.forEach((key, i) => (params[key] = decodeURIComponent(found[i + 1] ?? '')));
    return { name: m.name, params };
  }
  return null;
}

function declaredStatus(name: EndpointName): SuccessStatus {
  const statuses = Object.keys((endpoints[name] as EndpointSpec).responses).map(Number);
  return (statuses.find((s) => s < 300) ?? 200) as SuccessStatus;
}

/** Parses a success body with the endpoint's response schema; the message names the endpoint and the field. */
export function checkAnswer(name: EndpointName, status: number, body: unknown): string | null {
  const responses = (endpoints[name] as EndpointSpec).responses as Record<number, ZodType>;
  const schema = responses[status] ?? responses[declaredStatus(name)];
  if (!schema) return null;
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  return `The stubbed answer of ${name} does not match the contract: ${issues.join('; ')}`;
}

// A drifted answer inside a fetch would only reach the client as a network error; the test fails here.
const drifted: string[] = [];
afterEach(() => {
  const found = drifted.splice(0);
  if (found.length) throw new Error(found.join('\n'));
});

/** Records a drifted answer for the test's end; the fetch itself fails with the same words. */
export function reportDrift(problem: string): TypeError {
  drifted.push(problem);
  return new TypeError(problem);
}

function resolve<N extends EndpointName>(name: N, reply: ApiReply<N>): Promise<Response> {
  if (reply === 'never') return new Promise<Response>(() => undefined);
  if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  const status = reply.status ?? declaredStatus(name);
  if (status < 300) {
    const problem = checkAnswer(name, status, reply.body);
    if (problem) return Promise.reject(reportDrift(problem));
  }
  const text = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
  return Promise.resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

/** Stubs fetch by endpoint name; any other request answers 404. Returns the calls made, in order. */
export function mockApi(routes: ApiRoutes): ApiCall[] {
  // A static answer is checked now, so the test fails at the line that wrote it.
  for (const [name, handler] of Object.entries(routes) as [EndpointName, ApiHandler<EndpointName>][]) {
    if (!(name in endpoints)) throw new Error(`mockApi: ${name} is not an endpoint name`);
    if (typeof handler === 'object' && (handler.status ?? 200) < 300) {
      const problem = checkAnswer(name, handler.status ?? declaredStatus(name), handler.body);
      if (problem) throw new Error(problem);
    }
  }
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const query = Object.fromEntries(url.searchParams);
      const found = endpointOf(method, url.pathname);
      const params = found?.params ?? {};
      calls.push({ name: found?.name ?? null, method, path: url.pathname, params, query, body });
      const handler = found ? (routes[found.name] as ApiHandler<EndpointName> | undefined) : undefined;
      if (!found || handler === undefined) {
        return Promise.resolve(new Response('{"detail":"Not found."}', { status: 404 }));
      }
      const reply =
        typeof handler === 'function' ? handler(url, init, { url, params, query, body, init }) : handler;
      return resolve(found.name, reply);
    }),
  );
  return calls;
}

/** An answer or handler built for more than one endpoint (a helper's parameter): checked when served. */
export type Reply = ApiReply<EndpointName>;
export type Handler = ApiHandler<EndpointName>;

/**
 * Answers only where the path parameters are `params` (as a stub keyed by one exact path does); any other
 * request of the endpoint answers 404. The answer is checked when served.
 */
export function atParams<N extends EndpointName>(
  params: Record<string, string>,
  reply: ApiReply<N> | (() => ApiReply<N>),
): ApiHandler<N> {
  return (_url, _init, request) => {
    const matches = Object.entries(params).every(([key, value]) => request.params[key] === value);
    if (!matches) return { status: 404, body: { detail: 'Not found.' } };
    return typeof reply === 'function' ? reply() : reply;
  };
}
