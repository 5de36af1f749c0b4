/**
 * Every page of the web app carries the answers its first screen needs (issue 16): the navbar's banner
 * reads the classes ahead from the HTML, so the page is drawn once, complete, and does not move when they
 * arrive. The data is the API's own answer, escaped so that no text in it can end its element.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DISMISSED_MASTERCLASS_COOKIE, INITIAL_DATA_ELEMENT_ID } from '@app/contract';
import { webApp, withInitialData, withPageHead } from '../src/platform/web-static.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import { insertClass } from './masterclass-fixtures.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Music Mentors</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-initial-'));
writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const world = useBookingWorld({ env: { WEB_DIST_DIR: dist } });
const ELEMENT = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`);
const HOSTILE = 'Jazz </script><script>alert(1)</script><!-- night';

describe('the initial data in the page', () => {
  // A listed mentor's page (an unknown one answers 404, public-pages.test.ts).
  it.each(['/', '/listings?instrument=Guitar', '/mentor/{maya}'])(
    '%s carries the classes ahead exactly as the API lists them, and is the built page otherwise',
    async (route) => {
      const url = route.replace('{maya}', String(world.maya.id));
      await insertClass(world, { name: HOSTILE, start: '2026-12-01T18:00:00Z' });
      const res = await world.ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const element = ELEMENT.exec(res.body);
      expect(element, res.body).not.toBeNull();
      const api = await world.ctx.app.inject({
        method: 'GET',
        url: '/api/webinars/meet-and-greets/?is_active=true',
      });
      const data = JSON.parse(element![1]!) as { activeMasterclasses: { name: string }[] };
      expect(data).toEqual({ activeMasterclasses: api.json<unknown>() });
      expect(data.activeMasterclasses.map((c) => c.name)).toContain(HOSTILE);
      // The hostile name cannot close the element or open a comment: it is in the page escaped only.
      expect(res.body).not.toContain('</script><script>alert');
      expect(res.body).not.toContain('<!-- night');
      // Otherwise the built page, its title replaced by the page's own head (ADR 68).
      const page = res.body.replace(element![0], '');
      const head = page.slice(page.indexOf('</script>') + '</script>'.length, page.indexOf('</head>'));
      expect(head).toMatch(/^<title>[^<]+<\/title>[\s\S]*<link rel="canonical"/);
      expect(page).toBe(withPageHead(INDEX_HTML, head));
    },
  );

  it.each([
    ['12', { dismissedMasterclassId: 12 }],
    ['12; x', {}],
    ['-1', {}],
    ['1e3', {}],
  ])(
    'echoes the banner this browser dismissed (cookie %j), so the page is drawn without it (ADR 52)',
    async (cookie, expected) => {
      const res = await world.ctx.app.inject({
        method: 'GET',
        url: '/listings',
        cookies: { [DISMISSED_MASTERCLASS_COOKIE]: cookie },
      });
      const data = JSON.parse(ELEMENT.exec(res.body)![1]!) as Record<string, unknown>;
      expect({ dismissedMasterclassId: data.dismissedMasterclassId }).toEqual({
        dismissedMasterclassId: undefined,
        ...expected,
      });
    },
  );

  it('is in the element before </head>, so it is there before the app starts', () => {
    const html = withInitialData(INDEX_HTML, { activeMasterclasses: [] });
    expect(html).toContain(
      `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">{"activeMasterclasses":[]}</script></head>`,
    );
  });

  it('leaves the page as built when the data cannot be read', async () => {
    const app = Fastify();
    app.decorate('config', { WEB_DIST_DIR: dist } as never);
    await app.register(webApp, { initialData: () => Promise.reject(new Error('database gone')) });
    try {
      const res = await app.inject({ method: 'GET', url: '/listings' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await app.close();
    }
  });
});
