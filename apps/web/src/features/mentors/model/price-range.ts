/**
 * The price slider's bounds (SEARCH-05, SEARCH-06, SEARCH-16, CONST-18): 1 to 1000 euro by default, fitted
 * to the server's price statistics and kept in local storage for the next visit.
 */
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';

export interface Range {
  min: number;
  max: number;
}

export const DEFAULT_RANGE: Range = { min: 1, max: 1000 };

export function readStoredRange(): Range {
  const stored = readStored<Range>(storageKeys.priceRange);
  return stored && Number.isFinite(stored.min) && Number.isFinite(stored.max) && stored.min < stored.max
    ? stored
    : DEFAULT_RANGE;
}

export function storeRange(range: Range): void {
  writeStored(storageKeys.priceRange, range);
}

/** Whole euros covering the cheapest and dearest mentor; the default when the statistics are empty. */
export function rangeFromStatistics(stats: {
  min_price_cents: number | null;
  max_price_cents: number | null;
}): Range {
  const { min_price_cents: lo, max_price_cents: hi } = stats;
  if (lo == null || hi == null) return DEFAULT_RANGE;
  const min = Math.max(0, Math.floor(lo / 100));
  const max = Math.max(min + 1, Math.ceil(hi / 100));
  return { min, max };
}

/** SEARCH-06: rounded integers within the bounds, the lower never above the upper. */
export function clampSelection(values: [number, number], bounds: Range): [number, number] {
  const fit = (v: number) => Math.min(bounds.max, Math.max(bounds.min, Math.round(v)));
  const a = fit(values[0]);
  const b = fit(values[1]);
  return a <= b ? [a, b] : [b, a];
}
