/** Pure display rules of the mentor card (GEN-06, CONST-17, CONST-23, CONST-27). */

export const BIO_LIMIT = 2000;
export const HEADLINE_LIMIT = 500;

export { formatEuro } from '../../../shared/money.ts';

/** Cuts a text longer than `limit` characters and adds "..." (CARD-14). */
export function clampText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** Averages with one decimal (CONST-23). */
export function formatAverage(value: number | null | undefined): string {
  return (value ?? 0).toFixed(1);
}

/** CARD-02: the rating shows only above 0. */
export function showsRating(average: number | null | undefined): boolean {
  return typeof average === 'number' && average > 0;
}

/**
 * A mentor nobody has reviewed yet (ADR 46): the card, the profile and the chat pane show a "New" badge
 * where the rating would be, never 0.0. CARD-02 keeps the rating to averages above 0.
 */
export function isNewMentor(reviews: { average_rating: number; total_count: number }): boolean {
  return reviews.total_count === 0 || !showsRating(reviews.average_rating);
}

/** "Ana Lee" -> "AL"; one name gives one letter. */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A reviewer as "First L." ("Ana Maria Lee" -> "Ana L."). */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  return `${parts[0]} ${last[0]?.toUpperCase() ?? ''}.`;
}
