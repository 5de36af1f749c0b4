/**
 * The OpenAPI document lists every account call of this release (API-01..10 and resend), with the request
 * body of each POST and an R1 error answer, so the contract the web app relies on is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const accountCalls = [
  ['post', '/api/auth/login/', true], // API-01
  ['post', '/api/auth/refresh/', false], // API-02
  ['get', '/api/auth/check/', false], // API-03
  ['post', '/api/auth/logout/', true], // API-04
  ['post', '/api/users/register/', true], // API-05
  ['post', '/api/users/forgot-password/', true], // API-06
  ['get', '/api/users/reset-password/{token}/', false], // API-07
  ['post', '/api/users/reset-password/{token}/', true], // API-08
  ['get', '/api/users/confirm-email/{token}/', false], // API-09
  ['get', '/api/users/auth/link/{provider}/', false], // API-10
  ['post', '/api/users/resend-confirmation/', true],
] as const;

describe('the OpenAPI document covers the account calls', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(() => ctx.close());

  it.each(accountCalls)('documents %s %s with a 200 answer', (method, path) => {
    expect(Object.keys(doc.paths)).toContain(path);
    expect(doc.paths[path]).toHaveProperty(method);
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining([expect.stringMatching(/^20[01]$/)]));
  });

  it.each(accountCalls.filter(([, , body]) => body))('documents the JSON body of %s %s', (method, path) => {
    const op = doc.paths[path]?.[method];
    expect(op?.requestBody?.content).toHaveProperty(['application/json', 'schema']);
  });

  it.each(accountCalls)('documents at least one 4xx answer of %s %s in the R1 shape', (method, path) => {
    const responses = doc.paths[path]?.[method]?.responses ?? {};
    const clientErrors = Object.entries(responses).filter(([status]) => /^4\d\d$/.test(status));
    expect(clientErrors.length).toBeGreaterThan(0);
    for (const [, answer] of clientErrors) {
      const schema = JSON.stringify(answer.content?.['application/json']?.schema ?? {});
      expect(schema).toMatch(/detail|ApiError/);
    }
  });
});
