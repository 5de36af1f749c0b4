/**
 * Which statements answer a list request, and the reuse of a filter set's count and price range (issue 16,
 * ADR 0040). With search text, one statement over the matches answers the page and its figures. Without,
 * the figures of a filter set are the same for every page and every sort until the catalogue changes, so
 * they are kept per filter set with the catalogue version they were computed at (a trigger bumps it in the
 * transaction of every change of listing, price, skills, styles, languages, weekly hours or trial offer) and reused while it stands:
 * a request costs a one-row read instead of a pass over every listed mentor.
 */
import type { MentorSort } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { MentorFilters } from './search.ts';
import {
  catalogueVersion,
  filterSetFigures,
  listedPageIds,
  searchPage,
  type FilterSetFigures,
  type MentorSearchPage,
} from './search-repository.ts';

/** Filter sets kept per database; the oldest goes first when full (a filter set is a handful of numbers). */
const MAX_FILTER_SETS = 500;

interface Kept {
  version: string;
  figures: FilterSetFigures;
}

// Per database handle: a process (or a test file) may serve more than one database.
const keptByDatabase = new WeakMap<Db, Map<string, Kept>>();

const sortedIds = (ids: number[] | undefined) => (ids ? [...ids].sort((a, b) => a - b) : null);

function filterSetKey(filters: MentorFilters): string {
  return JSON.stringify([
    sortedIds(filters.skillIds),
    sortedIds(filters.styleIds),
    sortedIds(filters.languageIds),
    filters.minPrice ?? null,
    filters.maxPrice ?? null,
    filters.freeHalfHours ?? null,
    filters.offersTrial ?? null,
    filters.levels ? [...filters.levels].sort() : null,
    filters.ages ? [...filters.ages].sort() : null,
    filters.hasMedia ?? null,
  ]);
}

/**
 * The figures of a filter set without search text. The version is read before the figures are computed,
 * so kept figures are never older than the version they are kept with: a change committed in between
 * moves the version and the next request computes them again.
 */
async function keptFigures(db: Db, filters: MentorFilters): Promise<FilterSetFigures> {
  const version = await catalogueVersion(db);
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map<string, Kept>()));
  const key = filterSetKey(filters);
  const hit = kept.get(key);
  if (hit?.version === version) return hit.figures;
  const figures = await filterSetFigures(db, filters);
  kept.delete(key);
  if (kept.size >= MAX_FILTER_SETS) kept.delete(kept.keys().next().value!);
  kept.set(key, { version, figures });
  return figures;
}

/** A page of the catalogue with the count and price range of its filter set. */
export async function searchMentorIds(
  db: Db,
  filters: MentorFilters,
  sort: MentorSort | undefined,
  page: { limit: number; offset: number },
): Promise<MentorSearchPage> {
  // Search text without a word (only punctuation) matches nobody.
  if (filters.search?.length === 0) return { count: 0, minPrice: null, maxPrice: null, ids: [] };
  if (filters.search) {
    // Past the last page there is no row to carry the figures: then they take a statement of their own.
    return (
      (await searchPage(db, filters, sort, page)) ?? { ...(await filterSetFigures(db, filters)), ids: [] }
    );
  }
  const figures = await keptFigures(db, filters);
  const ids = page.offset < figures.count ? await listedPageIds(db, filters, sort, page) : [];
  return { ...figures, ids };
}
