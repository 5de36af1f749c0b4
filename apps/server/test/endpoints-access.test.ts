/**
 * Issue 15: every endpoint is declared once, with who may call it. The OpenAPI document shows that as
 * `x-access` on every operation; the pipeline answers a visitor 401 on every non-public call before it
 * reads anything of the request (so even a malformed one), and a student 403 on every staff and mentor call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, endpoints, type EndpointName } from '@app/contract';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

interface Operation {
  'x-access'?: string;
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

/** Path parameters filled with something no schema accepts: a 401 must come before that 400. */
const withBadParams = (path: string) => path.replace(/\{[^}]+\}/g, 'not-valid');

const documented = (Object.keys(apiRoutes) as EndpointName[]).filter((n) => !endpoints[n].development);
const operations = documented.map((name) => {
  const { method, path, access } = endpoints[name];
  return { name, method, path: path.replace(/:(\w+)/g, '{$1}'), access };
});

describe('who may call what (x-access, 401 before 400, 403 for the wrong role)', () => {
  let ctx: TestContext;
  let paths: Paths;
  let student: Session;
  beforeAll(async () => {
    ctx = await createTestContext();
    paths = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Paths }>()
      .paths;
    await registerAndConfirm(ctx, 'access-student@example.com');
    student = await login(ctx.app, 'access-student@example.com');
  });
  afterAll(() => ctx.close());

  it('documents every declared operation, and nothing undeclared, each with its x-access', () => {
    const listed = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        path,
        method: method.toUpperCase(),
        access: op['x-access'],
      })),
    );
    const sort = (a: { path: string; method: string }, b: { path: string; method: string }) =>
      `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);
    expect(listed.sort(sort)).toEqual(
      operations.map(({ path, method, access }) => ({ path, method, access })).sort(sort),
    );
  });

  it('names the session cookie on exactly the operations that need a signed-in caller', () => {
    for (const { path, method, access } of operations) {
      const security = paths[path]?.[method.toLowerCase()]?.security;
      expect(security, `${method} ${path}`).toEqual(access === 'public' ? undefined : [{ session: [] }]);
    }
  });

  const nonPublic = operations.filter((op) => op.access !== 'public');
  it.each(nonPublic)('answers a visitor 401 on $method $path, even with a malformed request', async (op) => {
    const response = await ctx.app.inject({
      method: op.method,
      url: `${withBadParams(op.path)}?page=-1`,
      ...(op.method === 'GET'
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: '{"broken":' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  const forStaffOrMentors = operations.filter((op) => op.access === 'staff' || op.access === 'mentor');
  it.each(forStaffOrMentors)('answers a student 403 on $method $path ($access)', async (op) => {
    const response = await student.inject({
      method: op.method,
      url: withBadParams(op.path),
      ...(op.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toHaveProperty('detail');
  });

  it('has staff and mentor operations to check at all', () => {
    expect(forStaffOrMentors.filter((op) => op.access === 'staff').length).toBeGreaterThanOrEqual(10);
    expect(forStaffOrMentors.filter((op) => op.access === 'mentor').length).toBeGreaterThanOrEqual(5);
  });
});
