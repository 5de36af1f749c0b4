/**
 * Pages search engines and link previews can read (issue 20 item 5, ADR 68): the head of /, /listings and
 * /mentor/{id} in the HTML the server sends (title, description, canonical, Open Graph, Twitter, JSON-LD),
 * 404 with noindex for a mentor who is unknown or not listed, /sitemap.xml and /robots.txt. A stand-in web
 * build (as in platform-server-rendering.test.ts) so the test needs no browser build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setReviewFigures } from '../src/modules/mentors/repository.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { addMentor, seedLookups } from './catalogue-fixtures.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="The site's own description."
/>
<title>The site's own title</title></head><body><div id="root"></div></body></html>`;

// Draws every mentor page as a paragraph, so the test sees the page is still drawn under the new head.
const RENDERER = `
export function setUpServerRendering() {}
export async function renderPage(url) {
  if (!url.pathname.startsWith('/mentor/') && url.pathname !== '/listings' && url.pathname !== '/') return null;
  return { html: '<p>drawn ' + url.pathname + '</p>', rendered: { queries: {}, loaderData: {} } };
}
`;

const PUBLIC_URL = 'https://music.example';
const EVIL_NAME = 'Eve "</script><script>alert(1)</script>';

let ctx: TestContext;
let folder: string;
const ids: Record<string, number> = {};

/** The content of <meta {attr}="{key}">, unescaped as a browser reads it. */
function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  mkdirSync(path.join(folder, 'dist'));
  mkdirSync(path.join(folder, 'dist-ssr'));
  writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
  ctx = await createTestContext({ env: { WEB_DIST_DIR: path.join(folder, 'dist'), PUBLIC_URL } });
  const lk = await seedLookups(ctx.database);
  const now = ctx.clock.now();
  const [first, ...rest] = EVIL_NAME.split(' ');
  ids.eve = (
    await addMentor(
      ctx.database,
      {
        firstName: first!,
        lastName: rest.join(' '),
        headline: `Jazz & "blue" guitar </title><b>bold</b>`,
        skillIds: [lk.skill.Guitar!],
        languageIds: [lk.language.English!],
        amountCents: 4500,
        offerTrial: true,
      },
      now,
    )
  ).id;
  await setReviewFigures(ctx.database.db, ids.eve, { reviewCount: 2, ratingSum: 27 });
  await ctx.database.db.execute(
    sql`UPDATE users SET profile_picture = '/media/portraits/eve.svg' WHERE id = (SELECT user_id FROM mentors WHERE id = ${ids.eve})`,
  );
  ids.plain = (
    await addMentor(ctx.database, { firstName: 'Pia', lastName: 'Plain', skillIds: [lk.skill.Piano!] }, now)
  ).id;
  ids.pending = (
    await addMentor(ctx.database, { firstName: 'Paul', lastName: 'Pending', isVerified: false }, now)
  ).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a mentor page', () => {
  it("carries the mentor's name, headline and photo in the title, description, Open Graph and Twitter tags", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/mentor/${ids.eve}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const h = head(res.body);
    // One title, the mentor's; the built one is gone, as is the site's description.
    expect(h.match(/<title>/g)).toHaveLength(1);
    expect(h).not.toContain("The site's own");
    const title = `${EVIL_NAME}: Jazz & "blue" guitar </title><b>bold</b> | Music Mentors`;
    expect(titleOf(h)).toBe(
      title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
    expect(metaContent(h, 'property', 'og:title')).toBe(title);
    expect(metaContent(h, 'name', 'twitter:title')).toBe(title);
    expect(metaContent(h, 'property', 'og:type')).toBe('profile');
    expect(metaContent(h, 'property', 'og:url')).toBe(`${PUBLIC_URL}/mentor/${ids.eve}`);
    expect(metaContent(h, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/portraits/eve.svg`);
    expect(metaContent(h, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(h, 'name', 'description')).toContain(
      'Guitar lessons online from €45 per hour, with a trial lesson.',
    );
    expect(metaContent(h, 'name', 'description')).toContain('Rated 4.5 of 5 by 2 students.');
    expect(h).toContain(`<link rel="canonical" href="${PUBLIC_URL}/mentor/${ids.eve}" />`);
    expect(res.body).toContain(`<div id="root"><p>drawn /mentor/${ids.eve}</p></div>`);
  });

  it('escapes everything: no name or headline ends an element or adds one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/mentor/${ids.eve}` });
    const h = head(res.body);
    // The only elements in the head are the ones the server wrote: no <b>, no second script, no alert.
    expect(h).not.toMatch(/<b>|<script>alert/);
    expect(h.match(/<script/g)).toHaveLength(2); // the JSON-LD and the initial data
    expect(h.match(/<\/script>/g)).toHaveLength(2);
    expect(h.match(/<\/title>/g)).toHaveLength(1);
  });

  it('describes the mentor and their rating in JSON-LD (ProfessionalService with a Person provider)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/mentor/${ids.eve}` });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      url: `${PUBLIC_URL}/mentor/${ids.eve}`,
      name: `${EVIL_NAME}: Guitar lessons`,
      image: `${PUBLIC_URL}/media/portraits/eve.svg`,
      provider: { '@type': 'Person', name: EVIL_NAME, knowsAbout: ['Guitar'], knowsLanguage: ['English'] },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    // A mentor without reviews has no rating to claim, and no photo gives a plain summary card.
    const plain = await ctx.app.inject({ method: 'GET', url: `/mentor/${ids.plain}` });
    const plainJson = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(plain.body)?.[1];
    expect(JSON.parse(plainJson!)).not.toHaveProperty('aggregateRating');
    expect(metaContent(plain.body, 'name', 'twitter:card')).toBe('summary');
  });

  it('answers 404 with noindex for an unknown mentor and one who is not listed', async () => {
    for (const url of ['/mentor/999999', `/mentor/${ids.pending}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const h = head(res.body);
      expect(h).toContain('<meta name="robots" content="noindex" />');
      expect(titleOf(h)).toBe('Mentor not found | Music Mentors');
      expect(h).not.toContain('rel="canonical"');
      expect(h).not.toContain('Paul');
      // The app still takes over in the browser (it shows its own not-found screen); nothing is drawn.
      expect(res.body).toContain('<div id="root"></div>');
    }
    // A mentor who leaves the catalogue (unlisted, deleted) turns into a 404 at once.
    await ctx.database.db.execute(sql`UPDATE mentors SET is_verified = false WHERE id = ${ids.plain}`);
    expect((await ctx.app.inject({ method: 'GET', url: `/mentor/${ids.plain}` })).statusCode).toBe(404);
    await ctx.database.db.execute(sql`UPDATE mentors SET is_verified = true WHERE id = ${ids.plain}`);
  });
});

describe('the home and list pages', () => {
  it('have their own title, description and canonical address', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('Music Mentors | Personalized Music Lessons from Industry Professionals');
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(metaContent(home.body, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/listings?instrument=guitar&sort_by=NEWEST&days=Mon,Wed&time_of_day=evening&tz=Europe%2FBerlin&page=1&utm_source=x',
    });
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe('Guitar teachers for online lessons | Music Mentors');
    // The filters stay in the canonical address; the sort, page 1 and unknown parameters do not.
    expect(list.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/listings?instrument=guitar&amp;days=Mon%2CWed&amp;time_of_day=evening&amp;tz=Europe%2FBerlin" />`,
    );
    const plain = await ctx.app.inject({ method: 'GET', url: '/listings' });
    expect(titleOf(plain.body)).toBe('Music teachers for online lessons | Music Mentors');
  });

  it('leaves every other page with the built head', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/settings' });
    expect(titleOf(res.body)).toBe("The site's own title");
    expect(res.body).not.toContain('og:title');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the home, the list and every listed mentor page, and nobody else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/listings`,
      `${PUBLIC_URL}/mentor/${ids.eve}`,
      `${PUBLIC_URL}/mentor/${ids.plain}`,
    ]);
    expect(res.body).toMatch(
      /<url><loc>[^<]*\/mentor\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
  });

  it('robots.txt allows the pages, keeps crawlers off the API and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Allow: /\n');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
