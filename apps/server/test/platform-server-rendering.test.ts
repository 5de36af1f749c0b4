/**
 * The server's drawing of the public pages (issue 16 item 2, ADR 44), with a stand-in for the web app's
 * server bundle (the real one is tested in the browser: e2e/tests/server-rendering.spec.ts). The bundle's
 * reads reach this server in process as a visitor, even when a signed-in browser asked for the page; it
 * may only read; the drawn markup and its data go into the page; a bundle that fails leaves the page as
 * the empty app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '@app/contract';
import { login, registerAndConfirm } from './auth-helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

// The bundle's two exports, as apps/web/src/entry-server.tsx has them.
const RENDERER = `
let setup;
export function setUpServerRendering(given) { setup = given; }
export async function renderPage(url, pageData) {
  if (url.pathname === '/broken') throw new Error('the bundle broke');
  if (url.pathname !== '/drawn') return null;
  const check = await (await setup.transport('/api/auth/check/', { method: 'GET', headers: { accept: 'application/json' } })).json();
  const list = await setup.transport('/api/mentors/list/?page_size=1', { method: 'GET' });
  const write = await setup.transport('/api/auth/logout/', { method: 'POST' }).then(() => 'sent', () => 'refused');
  const html = '<p>signed in: ' + check.is_authenticated + '</p><p>list: ' + list.status + '</p><p>write: ' + write +
    '</p><p>$& ' + setup.sanitize('<b>bold</b><script>alert(1)</script>') + '</p>';
  return { html, rendered: { queries: { banner: Array.isArray(pageData.activeMasterclasses) }, loaderData: {} } };
}
`;

function initialData(body: string): { rendered?: { queries: unknown } } {
  const match = new RegExp(
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body);
  return JSON.parse(match?.[1] ?? '{}') as { rendered?: { queries: unknown } };
}

describe('pages drawn by the web app server bundle', () => {
  let ctx: TestContext;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    mkdirSync(path.join(folder, 'dist'));
    mkdirSync(path.join(folder, 'dist-ssr'));
    writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
    ctx = await createTestContext({ env: { WEB_DIST_DIR: path.join(folder, 'dist') } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('puts the drawn page and the answers it came from into the HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/drawn' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"><p>signed in: false</p><p>list: 200</p>');
    // The server's own sanitiser of a mentor's text; `$&` stays text, not a replacement pattern.
    expect(res.body).toContain('<p>$& <strong>bold</strong></p>');
    expect(res.body).not.toContain('alert(1)');
    expect(initialData(res.body).rendered).toEqual({ queries: { banner: true }, loaderData: {} });
  });

  it('reads as a visitor when a signed-in browser asks, and never writes', async () => {
    await registerAndConfirm(ctx, 'drawn@example.com');
    const session = await login(ctx.app, 'drawn@example.com');
    const res = await session.inject({ method: 'GET', url: '/drawn' });
    expect(res.body).toContain('<p>signed in: false</p>');
    expect(res.body).toContain('<p>write: refused</p>');
    // The browser's own session is untouched by the drawing.
    const check = await session.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json<{ is_authenticated: boolean }>().is_authenticated).toBe(true);
  });

  it('sends other pages, and pages whose drawing failed, as the empty app', async () => {
    for (const url of ['/settings', '/broken']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(initialData(res.body).rendered, url).toBeUndefined();
    }
  });
});
