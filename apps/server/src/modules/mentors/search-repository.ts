/**
 * SQL of mentor search (rule C2, the rules in search.ts): the fixed fragments a list query is combined from,
 * the search words with their similar words from the lexicon, a page of results and a filter set's count and
 * price range (which of them a request needs, and their reuse: catalogue-figures.ts). Everything the client sends reaches SQL as a bound parameter; this file
 * only chooses which fixed fragments to combine.
 */
import { sql, type SQL } from 'drizzle-orm';
import { HALF_HOURS_PER_WEEK, type MentorSort } from '@app/contract';
import { queryRows, type Db } from '../../db/client.ts';
import {
  MAX_SEARCH_WORDS,
  RECOMMENDED_PRIOR_MEAN,
  RECOMMENDED_PRIOR_WEIGHT,
  type MentorFilters,
  type SearchWordGroups,
} from './search.ts';

/** The Recommended score of mentor `m` for the UTC day starting at `dayStart` (the formula: search.ts). */
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
  if (filters.freeHalfHours) {
    // One AND of two bit strings on each row the sort's index or the search's matches give (ADR 68).
    const wanted = Array.from({ length: HALF_HOURS_PER_WEEK }, () => '0');
    for (const slot of filters.freeHalfHours) wanted[slot] = '1';
    conditions.push(
      filters.freeHalfHours.length === 0
        ? sql`false`
        : sql`(m.free_half_hours & ${wanted.join('')}::bit(336)) <> ${'0'.repeat(HALF_HOURS_PER_WEEK)}::bit(336)`,
    );
  }
  if (filters.offersTrial !== undefined) conditions.push(sql`m.offer_trial = ${filters.offersTrial}`);
  if (filters.levels?.length) conditions.push(sql`m.levels && ${textArray(filters.levels)}`);
  if (filters.ages?.length) conditions.push(sql`m.ages && ${textArray(filters.ages)}`);
  if (filters.hasMedia) conditions.push(sql`m.has_media`);
  return conditions;
}

/** A bound text[] literal: ARRAY[$1, $2]::text[]. */
function textArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export function priceConditions(filters: MentorFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined) conditions.push(sql`m.amount_cents >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`m.amount_cents <= ${filters.maxPrice}`);
  return conditions;
}

export const and = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `);

/**
 * ORDER BY for a sort; every order ends with the id so that pages are deterministic. It reads mentors `m`
 * or a set of matches `m` with the same columns (searchPage); Recommended reads mentor_rank_scores `r`.
 */
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
  if (search?.length) return sql`m.relevance DESC, m.id ASC`;
  return sql`r.rank_score DESC, r.mentor_id ASC`;
}

/** A filter set's count (price filter included) and price range (price filter left out). */
export interface FilterSetFigures {
  count: number;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface MentorSearchPage extends FilterSetFigures {
  ids: number[];
}

/**
 * The catalogue's version: bumped (by a trigger, migration 0019) by every committed change of which mentors
 * are listed, their prices, skills, styles or languages. Figures computed at this version or later may be
 * reused until it moves (catalogue-figures.ts).
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`SELECT version FROM mentor_catalogue_version`,
  );
  return String(row?.version ?? 0);
}

/** Count and price range of a filter set, over the listed mentors the filters select (index scans). */
export async function filterSetFigures(db: Db, filters: MentorFilters): Promise<FilterSetFigures> {
  const price = priceConditions(filters);
  const [row] = await queryRows<{ count: string | number; min: number | null; max: number | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${price.length ? and(price) : sql`true`}) AS count,
        min(m.amount_cents) AS min, max(m.amount_cents) AS max
      FROM mentors m WHERE ${and(filterConditions(filters))}`,
  );
  return {
    count: Number(row?.count ?? 0),
    minPrice: row?.min == null ? null : Number(row.min),
    maxPrice: row?.max == null ? null : Number(row.max),
  };
}

/** One page of listed mentors without search text: an index scan of the sort's index, LIMIT/OFFSET. */
export async function listedPageIds(
  db: Db,
  filters: MentorFilters,
  sort: MentorSort | undefined,
  page: { limit: number; offset: number },
): Promise<number[]> {
  // Recommended reads the score from its own narrow table (migration 0019), in its index's order.
  const ranked = sort === undefined ? sql`JOIN mentor_rank_scores r ON r.mentor_id = m.id` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT m.id FROM mentors m ${ranked} WHERE ${and([...filterConditions(filters), ...priceConditions(filters)])}
      ORDER BY ${orderBy(sort, undefined)} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * A page of search results with its count and price range, in one statement. The matches are taken from
 * the full-text GIN index first (MATERIALIZED, so the planner cannot walk a sort index instead and test
 * the search on every row it passes: 9,792 of 10,063 rows filtered, p95 26-34 ms), then only they are
 * sorted. Rows outside the price range sort last and are dropped.
 */
export function searchPageStatement(
  filters: MentorFilters,
  sort: MentorSort | undefined,
  page: { limit: number; offset: number },
): SQL {
  const price = priceConditions(filters);
  const priced: SQL = price.length ? and(price) : sql`true`;
  // Relevance only when it is the order: ts_rank reads every match's whole document.
  const relevance =
    sort === undefined && filters.search?.length
      ? sql`ts_rank(m.search_vector, ${searchQuery(filters.search)})`
      : sql`0::real`;
  return sql`WITH matched AS MATERIALIZED (
      SELECT m.id, m.amount_cents, m.approved_at, m.completed_lessons_90d, m.review_count,
        ${relevance} AS relevance, ${priced} AS in_range
      FROM mentors m WHERE ${and(filterConditions(filters))})
    SELECT m.id, m.in_range, count(*) FILTER (WHERE m.in_range) OVER () AS count,
      min(m.amount_cents) OVER () AS min, max(m.amount_cents) OVER () AS max
    FROM matched m
    ORDER BY ${price.length ? sql`m.in_range DESC, ` : sql``}${orderBy(sort, filters.search)}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** searchPageStatement's answer; undefined when the page is empty. */
export async function searchPage(
  db: Db,
  filters: MentorFilters,
  sort: MentorSort | undefined,
  page: { limit: number; offset: number },
): Promise<MentorSearchPage | undefined> {
  const rows = await queryRows<{
    id: number;
    in_range: boolean;
    count: string | number;
    min: number | null;
    max: number | null;
  }>(db, searchPageStatement(filters, sort, page));
  const first = rows[0];
  if (!first) return undefined;
  return {
    count: Number(first.count),
    minPrice: first.min == null ? null : Number(first.min),
    maxPrice: first.max == null ? null : Number(first.max),
    ids: rows.filter((r) => r.in_range).map((r) => Number(r.id)),
  };
}

/**
 * The words of a search text (lower-cased and unaccented by PostgreSQL) with up to 5 similar words of the
 * lexicon each (pg_trgm `%`, similarity >= 0.3, GIN trigram index): see search.ts.
 */
export async function searchWordGroups(db: Db, text: string): Promise<SearchWordGroups> {
  const [normalized] = await queryRows<{ text: string }>(
    db,
    sql`SELECT lower(unaccent(${text}::text)) AS text`,
  );
  const words = [...new Set(normalized?.text.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return [];
  const similar = await queryRows<{ i: number; word: string }>(
    db,
    sql.join(
      words.map(
        (
          word,
          i,
        ) => sql`(SELECT ${i}::int AS i, w.word FROM mentor_search_words w WHERE w.word % ${word}::text
          ORDER BY w.word <-> ${word}::text, w.word LIMIT 5)`,
      ),
      sql` UNION ALL `,
    ),
  );
  return words.map((word, i) => [
    word,
    ...similar.filter((s) => Number(s.i) === i && s.word !== word).map((s) => s.word),
  ]);
}
