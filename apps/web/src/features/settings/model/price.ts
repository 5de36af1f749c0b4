/**
 * The settings lesson price (SETTINGS-15, CONST-32): whole euros per hour from 1 to 500, sent as cents.
 * The field keeps exactly what is typed and says at once when it is out of range (issue 17 item 10): the
 * spec's "out-of-range input is ignored" silently kept the old price, so a mentor who typed 600 saw 60 and
 * saved it. What is typed now stays visible with the contract's range message, and it cannot be saved.
 */
import { SETTINGS_PRICE_MAX_EUROS, SETTINGS_PRICE_MIN_EUROS, settingsMessages } from '@app/contract';

/** The range message for what the field holds, or null when it is a price that can be saved. */
export function priceProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return settingsMessages.priceOutOfRange;
  const euros = Number(trimmed);
  return euros >= SETTINGS_PRICE_MIN_EUROS && euros <= SETTINGS_PRICE_MAX_EUROS
    ? null
    : settingsMessages.priceOutOfRange;
}

/** What the field shows for a stored price: an empty field for 0, so typing starts afresh. */
export function priceText(euros: number): string {
  return euros === 0 ? '' : String(euros);
}

/** The euros of a field that passed `priceProblem`. */
export const priceOf = (text: string): number => Number(text.trim());

export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => Math.round(cents / 100);
