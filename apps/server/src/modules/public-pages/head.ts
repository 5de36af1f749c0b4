/**
 * The head of a public page as search engines and link previews read it (issue 20 item 5, ADR 68): title,
 * description, canonical address, Open Graph and Twitter tags and, for a mentor, a JSON-LD description with
 * their rating. Every value goes through escapeHtml (attributes and text) or, inside the JSON-LD element,
 * through JSON with `<` escaped, so no name or headline can end an element or an attribute.
 */
import type { Mentor } from '@app/contract';
import { escapeHtml } from '../../platform/html.ts';

export interface PageHead {
  /** 200, or 404 for an unknown or hidden mentor (then the page says noindex). */
  status: number;
  /** The elements that replace the built page's <title> and description. */
  html: string;
}

interface HeadFields {
  title: string;
  description: string;
  /** Absolute; none on a 404. */
  canonical?: string;
  image?: string | null;
  type?: 'website' | 'profile';
  noindex?: boolean;
  jsonLd?: object;
}

const DESCRIPTION_MAX = 300;

/** One line at most `max` characters (runs of white space become one space). */
export function oneLine(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A mentor's formatted bio as one line of text: its tags go (a headline is plain text and keeps all). */
export const bioText = (html: string, max = DESCRIPTION_MAX) => oneLine(html.replace(/<[^>]*>/g, ' '), max);

/** A JSON-LD element: JSON cannot leave the element, since every `<` is written \u003c. */
export function jsonLdElement(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

export function headHtml(siteName: string, f: HeadFields): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(f.title)}</title>`,
    meta('name', 'description', f.description),
    f.noindex ? meta('name', 'robots', 'noindex') : '',
    f.canonical ? `<link rel="canonical" href="${escapeHtml(f.canonical)}" />` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', f.title),
    meta('property', 'og:description', f.description),
    meta('property', 'og:type', f.type ?? 'website'),
    f.canonical ? meta('property', 'og:url', f.canonical) : '',
    f.image ? meta('property', 'og:image', f.image) : '',
    meta('name', 'twitter:card', f.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', f.title),
    meta('name', 'twitter:description', f.description),
    f.image ? meta('name', 'twitter:image', f.image) : '',
    f.jsonLd ? jsonLdElement(f.jsonLd) : '',
  ];
  return tags.filter(Boolean).join('');
}

/** Whole euros when the price is, else two decimals ("€45", "€42.50"). */
const euros = (cents: number) => `€${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/**
 * schema.org ProfessionalService rather than Person: a Person may not carry an aggregateRating for search
 * engines' review snippets, a service may; the mentor is its provider (ADR 68).
 */
export function mentorJsonLd(mentor: Mentor, url: string, image: string | null): object {
  const name = mentor.user.full_name;
  const subjects = mentor.skills.map((s) => s.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': url,
    url,
    name: subjects.length ? `${name}: ${subjects.join(', ')} lessons` : `${name}: music lessons`,
    description: mentor.headline ? oneLine(mentor.headline) : bioText(mentor.bio),
    ...(image ? { image } : {}),
    priceRange: `${euros(mentor.amount_cents)} per hour`,
    ...(mentor.country
      ? { areaServed: 'Online', address: { '@type': 'PostalAddress', addressCountry: mentor.country } }
      : {}),
    provider: {
      '@type': 'Person',
      name,
      ...(image ? { image } : {}),
      ...(mentor.headline ? { jobTitle: oneLine(mentor.headline, 120) } : {}),
      knowsAbout: [...subjects, ...mentor.styles.map((s) => s.name)],
      knowsLanguage: mentor.languages.map((l) => l.name),
    },
    ...(mentor.reviews.total_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: mentor.reviews.average_rating,
            reviewCount: mentor.reviews.total_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface MentorHeadInput {
  siteName: string;
  publicUrl: string;
  mentor: Mentor;
}

export function mentorHead({ siteName, publicUrl, mentor }: MentorHeadInput): string {
  const url = `${publicUrl}/mentor/${mentor.id}`;
  const photo = mentor.user.profile_photo;
  const image = photo ? new URL(photo, `${publicUrl}/`).href : null;
  const name = mentor.user.full_name;
  const subjects = mentor.skills.map((s) => s.name).join(', ');
  const rating =
    mentor.reviews.total_count > 0
      ? ` Rated ${mentor.reviews.average_rating} of 5 by ${mentor.reviews.total_count} student${mentor.reviews.total_count === 1 ? '' : 's'}.`
      : '';
  const offer = `${subjects ? `${subjects} lessons` : 'Music lessons'} online from ${euros(mentor.amount_cents)} per hour${mentor.offer_trial ? ', with a trial lesson' : ''}.`;
  return headHtml(siteName, {
    title: `${name}${mentor.headline ? `: ${oneLine(mentor.headline, 90)}` : ''} | ${siteName}`,
    description: oneLine(`${mentor.headline ? `${mentor.headline}. ` : ''}${offer}${rating}`),
    canonical: url,
    image,
    type: 'profile',
    jsonLd: mentorJsonLd(mentor, url, image),
  });
}
