/**
 * Query building for GET /api/mentors/list/ (rule C2). Everything the client sends reaches SQL as a bound
 * parameter; this file only chooses which fixed fragments to combine.
 *
 * Search (typo-tolerant, accent-insensitive, index-backed):
 *   1. PostgreSQL lower-cases and unaccents the text (unaccent() also folds ł, ø, ß, which JavaScript's NFD
 *      does not) and the words are taken out of it (at most MAX_SEARCH_WORDS).
 *   2. Each word is completed with up to 5 similar words of the catalogue's lexicon (mentor_search_words,
 *      pg_trgm similarity >= 0.3 on a GIN trigram index): "gutar" -> guitar, "jose" -> jose.
 *   3. A mentor matches when its full-text document (name, headline, bio, skills, styles; 'simple' config)
 *      holds, for every word, the word or one of its alternatives: one GIN lookup on search_vector, exact,
 *      so no row has to be re-checked (a trigram test per row cost 15-45 ms for 1,000 candidates).
 * With search text and no sort_by, results are ordered by ts_rank, then id.
 *
 * Filters inside one list (e.g. style=1,2) mean "any of"; different filters combine with AND.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MentorSort } from '@app/contract';

export const MAX_SEARCH_WORDS = 8;

/** For every word of the search text: the word itself and its similar words from the lexicon. */
export type SearchWordGroups = string[][];

export interface MentorFilters {
  search?: SearchWordGroups | undefined;
  skillIds?: number[] | undefined;
  styleIds?: number[] | undefined;
  languageIds?: number[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/**
 * Recommended order (no sort_by), a score in [0, 1]:
 *   0.55 * bayes / 5                          Bayesian average rating: (5 * 3.5 + sum of review means) / (5 + n)
 * + 0.20 * min(1, ln(1 + completed) / ln(51)) completed lessons (0 until bookings exist)
 * + 0.10 * reply_rate                          share of conversations answered within 24 h (refreshed daily)
 * + 0.15 * exp(-age_days / 90)                 recency of approval (exponent capped: float8 exp underflows)
 * age_days is counted from the start of the current UTC day. The score is stored (mentors.rank_score, indexed):
 * rewritten for a mentor on every write that changes an input (creation, reviews) and for everyone by the
 * daily job, so the order is stable all day long, paging never repeats or skips a mentor, and listing is
 * an index scan. Ties go to the lower id.
 */
export const RECOMMENDED_PRIOR_MEAN = 3.5;
export const RECOMMENDED_PRIOR_WEIGHT = 5;

export function recommendedScore(dayStart: Date): SQL {
  const weight = sql.raw(String(RECOMMENDED_PRIOR_WEIGHT));
  const prior = sql.raw(String(RECOMMENDED_PRIOR_WEIGHT * RECOMMENDED_PRIOR_MEAN));
  return sql`(
    0.55 * ((${prior} + m.rating_sum / 3.0::float8) / (${weight} + m.review_count)) / 5
    + 0.20 * least(1.0, ln(1 + m.completed_lessons::float8) / ln(51::float8))
    + 0.10 * m.reply_rate
    + 0.15 * exp(-least(700.0, greatest(0, extract(epoch FROM (${dayStart.toISOString()}::timestamptz
      - coalesce(m.approved_at, m.created_at)))::float8 / 86400.0) / 90.0))
  )`;
}

/** (w1 | w1' | ...) & (w2 | ...): every group must match; parameters only, folded to a constant tsquery. */
export function searchQuery(groups: SearchWordGroups): SQL {
  return sql.join(
    groups.map(
      (group) =>
        sql`(${sql.join(
          group.map((word) => sql`plainto_tsquery('simple'::regconfig, ${word}::text)`),
          sql` || `,
        )})`,
    ),
    sql` && `,
  );
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** The conditions every filter but price adds: price_statistics are computed over exactly these. */
export function filterConditions(filters: MentorFilters): SQL[] {
  const conditions: SQL[] = [sql`m.is_verified`];
  if (filters.search) {
    conditions.push(
      filters.search.length ? sql`m.search_vector @@ (${searchQuery(filters.search)})` : sql`false`,
    );
  }
  if (filters.skillIds) {
    conditions.push(
      filters.skillIds.length === 0
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM mentor_skills f WHERE f.mentor_id = m.id AND f.skill_id IN (${idList(filters.skillIds)}))`,
    );
  }
  if (filters.styleIds?.length) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM mentor_styles f WHERE f.mentor_id = m.id AND f.style_id IN (${idList(filters.styleIds)}))`,
    );
  }
  if (filters.languageIds?.length) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM mentor_languages f WHERE f.mentor_id = m.id AND f.language_id IN (${idList(filters.languageIds)}))`,
    );
  }
  return conditions;
}

export function priceConditions(filters: MentorFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined) conditions.push(sql`m.amount_cents >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`m.amount_cents <= ${filters.maxPrice}`);
  return conditions;
}

export const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export const and = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `);

/** ORDER BY for a sort; every order ends with the id so that pages are deterministic. */
export function orderBy(sort: MentorSort | undefined, search: SearchWordGroups | undefined): SQL {
  switch (sort) {
    case 'NEWEST':
      return sql`m.approved_at DESC NULLS LAST, m.id DESC`;
    case 'LOW_PRICE':
      return sql`m.amount_cents ASC, m.id ASC`;
    case 'HIGH_PRICE':
      return sql`m.amount_cents DESC, m.id DESC`;
    case 'MOST_POPULAR':
      // Completed lessons in the last 90 days (maintained by the booking issue), then reviews.
      return sql`m.completed_lessons_90d DESC, m.review_count DESC, m.id ASC`;
    case undefined:
      break;
  }
  if (search?.length) return sql`ts_rank(m.search_vector, ${searchQuery(search)}) DESC, m.id ASC`;
  return sql`m.rank_score DESC, m.id ASC`;
}
