import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { APP_NAME: 'Guitar Guild' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(() => ctx.close());

  it('is titled after the configured app name', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Guitar Guild API');
  });

  it('lists the routes declared with schemas, with their answers', () => {
    expect(doc.paths['/api/health']).toHaveProperty('get.responses.200');
    expect(doc.paths['/api/config/']).toHaveProperty('get.responses.200.content.application/json.schema');
  });

  it('hides development helpers, the docs themselves and the web app', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toEqual([]);
  });

  it('shares named contract schemas as components, and every reference resolves', () => {
    const schemas = doc.components?.schemas ?? {};
    expect(doc.paths['/api/config/']).toHaveProperty(
      'get.responses.200.content.application/json.schema.$ref',
      '#/components/schemas/PublicConfig',
    );
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      ([, name]) => name!,
    );
    for (const name of refs) expect(schemas, name).toHaveProperty(name);
    // Only referenced components are kept, without JSON Schema's own $id/$schema keywords.
    expect(Object.keys(schemas).sort()).toEqual([...new Set(refs)].sort());
    for (const schema of Object.values(schemas)) {
      expect(schema).not.toHaveProperty('$id');
      expect(schema).not.toHaveProperty('$schema');
    }
  });

  it('is what the documentation page reads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json<OpenApiDocument>().paths).toEqual(doc.paths);
  });
});
