/**
 * Pages search engines can read (issue 20 item 5, ADR 68): the head of /, /listings and /mentor/{id}
 * (given to the web app plugin, which draws the page: ADR 44), /sitemap.xml of every listed mentor's page
 * and /robots.txt. Reads only what a visitor may see: a mentor who is not listed is a 404 with noindex.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/html.ts';
import { listLookup, listedMentorCard, listedMentorPages } from '../mentors/index.ts';
import { headHtml, mentorHead, type PageHead } from './head.ts';

const HOME_DESCRIPTION =
  'Personalized music lessons from industry professionals. Find a mentor for guitar, piano, drums, voice, music production and more, and take a trial lesson online.';

/** The list page's filters that change what it shows (the sort does not): kept in its canonical address. */
const LISTING_PARAMS = [
  'search',
  'instrument',
  'style',
  'language',
  'min_price',
  'max_price',
  'level',
  'age',
  'days',
  'time_of_day',
  'tz',
  'has_media',
  'offers_trial',
  'page',
] as const;

/**
 * Search engines may read the public pages (home, mentor list and profiles, become a mentor, support, the
 * legal pages); the API and every signed-in, staff, payment or one-time page stay out of their index. Served
 * by the server (it was the web build's static file until ADR 68) so it can name the sitemap's address.
 */
const ROBOTS_RULES = [
  'User-agent: *',
  ...[
    '/api/',
    '/dev/',
    '/admin',
    '/auth/',
    '/booking-confirmation',
    '/bookings/',
    '/calendar',
    '/callback',
    '/chat',
    '/checkout/',
    '/component-catalog',
    '/connect/',
    '/dashboard',
    '/insights',
    '/students',
    '/lesson',
    '/messages',
    '/my-lessons',
    '/saved',
    '/settings',
  ].map((path) => `Disallow: ${path}`),
  'Allow: /',
].join('\n');

const MENTOR_PATH = /^\/mentor\/(\d{1,9})\/?$/;

function canonicalListing(publicUrl: string, params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of LISTING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return `${publicUrl}/listings${query ? `?${query}` : ''}`;
}

/** "Guitar teachers" when the list is filtered on one instrument the catalogue knows. */
async function instrumentName(app: FastifyInstance, instrument: string | null): Promise<string | null> {
  const value = instrument?.trim();
  if (!value || value.includes(',')) return null;
  const skills = await listLookup(app.db, 'skills');
  const found = skills.find((s) => String(s.id) === value || s.name.toLowerCase() === value.toLowerCase());
  return found?.name ?? null;
}

/** The head of a page the server draws; null for every other page (it goes out as built). */
export async function pageHead(app: FastifyInstance, request: FastifyRequest): Promise<PageHead | null> {
  const siteName = app.config.APP_NAME;
  const publicUrl = app.config.publicUrl;
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/') {
    return {
      status: 200,
      html: headHtml(siteName, {
        title: `${siteName} | Personalized Music Lessons from Industry Professionals`,
        description: HOME_DESCRIPTION,
        canonical: `${publicUrl}/`,
      }),
    };
  }
  if (url.pathname === '/listings' || url.pathname === '/listings/') {
    const instrument = await instrumentName(app, url.searchParams.get('instrument'));
    const subject = instrument ? `${instrument} teachers` : 'Music teachers';
    return {
      status: 200,
      html: headHtml(siteName, {
        title: `${subject} for online lessons | ${siteName}`,
        description: `Compare ${instrument ? `${instrument} teachers` : 'music teachers'} by price, reviews, language and the times they teach, and book a lesson or a trial online.`,
        canonical: canonicalListing(publicUrl, url.searchParams),
      }),
    };
  }
  const mentorPath = MENTOR_PATH.exec(url.pathname);
  if (mentorPath) {
    const mentor = await listedMentorCard(app.db, Number(mentorPath[1]));
    if (mentor) return { status: 200, html: mentorHead({ siteName, publicUrl, mentor }) };
    return {
      status: 404,
      html: headHtml(siteName, {
        title: `Mentor not found | ${siteName}`,
        description: 'This mentor profile does not exist or is not public.',
        noindex: true,
      }),
    };
  }
  return null;
}

export function publicPagesModule(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const entry = (loc: string, lastmod?: Date | null) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const mentors = await listedMentorPages(app.db);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry(`${base}/`),
      entry(`${base}/listings`),
      ...mentors.map((m) => entry(`${base}/mentor/${m.id}`, m.approvedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const text = `${ROBOTS_RULES}\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
  done();
}
