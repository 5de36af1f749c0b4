/**
 * Requests built from the OpenAPI document, one operation at a time: plausible ones (so some reach the
 * services and the database) and broken ones (wrong types, missing and extra fields, huge and negative
 * numbers, hostile strings, bad JSON, wrong content types, junk in the path), sent as any of four people.
 * The test (fuzz-api.test.ts, through inject) and bench/fuzz.ts (over HTTP) share it.
 */
import fc from 'fast-check';
import {
  anyString,
  junkBody,
  junkSegment,
  junkValue,
  oddPath,
  timezoneHeader,
  type RawBody,
} from './junk.ts';
import { resolve, valueFor, type JsonSchema, type OpenApiDocument } from './schema-values.ts';

export const ROLES = ['visitor', 'student', 'mentor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export interface FuzzRequest {
  operation: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Leave out X-CSRFToken (the CSRF refusal is a 403, and must stay one). */
  withoutCsrf: boolean;
  /** A client address, so per-IP limits (registration, forgot-password) do not stop every later body. */
  ip: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The body schema and its declared content type, when the operation takes one. */
  body?: { contentType: string; schema: JsonSchema };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every documented operation, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(op)) continue;
      const parameters = (Array.isArray(op.parameters) ? op.parameters : [])
        .filter(isObject)
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p): Parameter => ({
          name: String(p.name),
          in: p.in as Parameter['in'],
          required: p.required === true,
          schema: isObject(p.schema) ? p.schema : {},
        }));
      const content =
        isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const body =
        contentType && isObject(media) && isObject(media.schema)
          ? { contentType, schema: media.schema }
          : undefined;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
      });
    }
  }
  return operations;
}

/** A path or query value as text: the schema's kind of value mostly, junk otherwise. */
function parameterText(doc: OpenApiDocument, parameter: Parameter): fc.Arbitrary<string> {
  const plausible = valueFor(doc, parameter.schema).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value),
  );
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: anyString });
}

function pathOf(doc: OpenApiDocument, operation: Operation): fc.Arbitrary<string> {
  const segments = operation.parameters
    .filter((p) => p.in === 'path')
    .map((parameter) =>
      fc
        .oneof(
          {
            weight: 3,
            arbitrary: parameterText(doc, parameter).map((text) =>
              encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')),
            ),
          },
          { weight: 1, arbitrary: junkSegment },
        )
        .map((text) => [parameter.name, text === '' ? '0' : text] as const),
    );
  const filled = fc
    .tuple(...segments)
    .map((pairs) => pairs.reduce((path, [name, text]) => path.replace(`{${name}}`, text), operation.path));
  return fc.oneof(
    { weight: 9, arbitrary: filled },
    { weight: 1, arbitrary: fc.tuple(filled, oddPath).map(([path, odd]) => odd(path)) },
  );
}

function queryOf(doc: OpenApiDocument, operation: Operation): fc.Arbitrary<string> {
  const fields = operation.parameters
    .filter((p) => p.in === 'query')
    .map((parameter) =>
      fc
        .option(parameterText(doc, parameter), { nil: undefined, freq: parameter.required ? 10 : 2 })
        .map((text) =>
          text === undefined
            ? ''
            : `${parameter.name}=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`,
        ),
    );
  const extras = fc.constantFrom(
    '',
    '',
    '',
    'page=1&page=2',
    'unknown=1',
    '__proto__[x]=1',
    'constructor[prototype][y]=1',
    '%ZZ=1',
    'a[]=1&a[]=2',
    '=',
    '&&&',
  );
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([parts, extra]) => [...parts, extra].filter(Boolean).join('&'));
}

/** Every string and number inside a JSON value, as paths to replace. */
function pathsIn(value: unknown, prefix: (string | number)[] = [], into: (string | number)[][] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => pathsIn(item, [...prefix, i], into));
  else if (isObject(value))
    for (const [key, inner] of Object.entries(value)) pathsIn(inner, [...prefix, key], into);
  if (prefix.length > 0) into.push(prefix);
  return into;
}

function replaceAt(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
  remove: boolean,
): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = (value as unknown[]).slice();
    if (remove && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement, remove);
    return copy;
  }
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  if (remove && rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = replaceAt(copy[String(head)], rest, replacement, remove);
  return copy;
}

type Mutation = { kind: 'replace' | 'remove' | 'add'; pick: number; key: string; junk: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'remove', 'add'),
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom('extra', '__proto__', 'constructor', 'is_staff', 'id'), anyString),
  junk: junkValue,
});

/** A plausible body with a few fields replaced by junk, removed, or added. */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  let current = value;
  for (const change of mutations) {
    const paths = pathsIn(current);
    if (change.kind === 'add' || paths.length === 0) {
      current = isObject(current) ? { ...current, [change.key]: change.junk } : change.junk;
      continue;
    }
    const path = paths[change.pick % paths.length]!;
    current = replaceAt(current, path, change.junk, change.kind === 'remove');
  }
  return current;
}

/** A multipart/form-data body of text fields and at most one file of junk bytes. */
export function multipartBody(
  fields: Record<string, unknown>,
  file?: { name: string; bytes: Buffer },
): RawBody & { payload: Buffer } {
  const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
);

/** Names of the binary fields of a multipart schema (the files to attach). */
function fileFields(doc: OpenApiDocument, schema: JsonSchema): string[] {
  const properties = resolve(doc, schema).properties;
  if (!isObject(properties)) return [];
  return Object.entries(properties)
    .filter(([, property]) => isObject(property) && property.format === 'binary')
    .map(([name]) => name);
}

function bodyOf(doc: OpenApiDocument, operation: Operation): fc.Arbitrary<RawBody | undefined> {
  if (!operation.body) {
    // Bodies nobody asked for, on calls that take none.
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: junkBody });
  }
  const { schema, contentType } = operation.body;
  const plausible = valueFor(doc, schema);
  const mutated = fc
    .tuple(plausible, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => mutate(value, changes));
  const value = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: mutated });
  const files = fileFields(doc, schema);
  // Every body also goes as a multipart form sometimes: the upload routes (profile photo) take both.
  // Some forms are cut short at a random byte: a client that hung up mid-upload, or a truncated request.
  const asForm = fc
    .tuple(value, fc.option(fileBytes, { nil: undefined }), fc.option(fc.nat(), { nil: undefined, freq: 4 }))
    .map(([fields, bytes, cut]) => {
      const form = multipartBody(
        isObject(fields) ? fields : { value: fields },
        bytes ? { name: files[0] ?? 'profile_picture', bytes } : undefined,
      );
      return cut === undefined
        ? form
        : { ...form, payload: form.payload.subarray(0, cut % form.payload.length) };
    });
  const asJson = value.map((v): RawBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(v) ?? '',
  }));
  const declared = contentType === 'multipart/form-data' ? asForm : asJson;
  return fc.oneof(
    { weight: 6, arbitrary: declared },
    { weight: 1, arbitrary: contentType === 'multipart/form-data' ? asJson : asForm },
    { weight: 2, arbitrary: junkBody },
  );
}

/** One request for one operation, as one of the four people. */
export function requestFor(doc: OpenApiDocument, operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      path: pathOf(doc, operation),
      query: queryOf(doc, operation),
      body: bodyOf(doc, operation),
      timezone: timezoneHeader,
      // One request in twenty leaves X-CSRFToken out: most must reach validation, a few test the refusal.
      csrfDraw: fc.integer({ min: 0, max: 19 }),
      ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
    })
    .map(({ role, path, query, body, timezone, csrfDraw, ip }) => {
      const headers: Record<string, string> = {};
      if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
      if (timezone !== undefined) headers['x-timezone'] = timezone;
      return {
        operation: operation.id,
        role,
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body ? { payload: body.payload } : {}),
        withoutCsrf: csrfDraw === 0,
        ip,
      };
    });
}

/** Any documented operation, each as likely as the next. */
export function fuzzRequests(doc: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operationsOf(doc).map((operation) => requestFor(doc, operation)));
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The request as one line (long addresses and bodies cut short), for the failure report. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? request.payload
        : request.payload.toString('latin1');
  return `${request.method} ${cut(request.url, 400)} as ${request.role}${request.withoutCsrf ? ' (no CSRF header)' : ''} headers ${JSON.stringify(request.headers)} body ${JSON.stringify(cut(payload, 600))}`;
}
