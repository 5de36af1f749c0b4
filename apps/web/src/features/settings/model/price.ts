/**
 * The settings lesson price (SETTINGS-15, CONST-32): whole euros per hour from 1 to 500. Typing that
 * would leave the range (or is not a whole number) is ignored, an emptied field means 0, and the server
 * receives cents.
 */
import { SETTINGS_PRICE_MAX_EUROS, SETTINGS_PRICE_MIN_EUROS } from '@app/contract';

/** The price after the field changed to `text`, given the price before the change. */
export function nextPrice(text: string, previous: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return previous;
  const euros = Number(trimmed);
  return euros >= SETTINGS_PRICE_MIN_EUROS && euros <= SETTINGS_PRICE_MAX_EUROS ? euros : previous;
}

/** What the field shows: an empty field for 0, so typing starts afresh. */
export function priceText(euros: number): string {
  return euros === 0 ? '' : String(euros);
}

export function isValidPrice(euros: number): boolean {
  return Number.isInteger(euros) && euros >= SETTINGS_PRICE_MIN_EUROS && euros <= SETTINGS_PRICE_MAX_EUROS;
}

export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => Math.round(cents / 100);
