/**
 * The rules of GET /api/mentors/list/ (rule C2): the filters, the search and the Recommended order. The SQL
 * that applies them is search-repository.ts; everything the client sends reaches it as a bound parameter.
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
  /** UTC half hours of the week (wantedHalfHours): the mentor's weekly hours touch one of them. */
  freeHalfHours?: number[] | undefined;
  offersTrial?: boolean | undefined;
  /** ADR 67: any of these levels / ages (array overlap on GIN), and only mentors with a video or sample. */
  levels?: string[] | undefined;
  ages?: string[] | undefined;
  hasMedia?: true | undefined;
}

/**
 * Recommended order (no sort_by), a score in [0, 1]:
 *   0.55 * bayes / 5                          Bayesian average rating: (5 * 3.5 + sum of review means) / (5 + n)
 * + 0.20 * min(1, ln(1 + completed) / ln(51)) completed lessons (0 until bookings exist)
 * + 0.10 * reply_rate                          share of conversations answered within 24 h (refreshed daily)
 * + 0.15 * exp(-age_days / 90)                 recency of approval (exponent capped: float8 exp underflows)
 * age_days is counted from the start of the current UTC day. The score is stored (mentor_rank_scores, indexed,
 * a narrow table of its own so that the daily job does not rewrite the mentors rows: ADR 0040): rewritten for
 * a mentor on every write that changes an input (creation, reviews) and for everyone by the daily job, so the
 * order is stable all day long, paging never repeats or skips a mentor, and listing is an index scan. Ties
 * go to the lower id.
 */
export const RECOMMENDED_PRIOR_MEAN = 3.5;
export const RECOMMENDED_PRIOR_WEIGHT = 5;

export const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
