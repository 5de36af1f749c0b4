/**
 * PAYOUT-10: what a refused payout says, read from the server's answer in the spec's order - errors[]
 * joined by a period, else detail, message, error, amount[0], else the fixed fallback sentence.
 */
import { payoutMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const firstText = (value: unknown): string | null =>
  Array.isArray(value) ? (value.map(text).find((item) => item !== null) ?? null) : null;

/**
 * Joins sentences with a period, without doubling the one a sentence already ends with (the server's
 * texts are whole sentences; the spec's join was written for fragments).
 */
export function joinWithPeriod(items: string[]): string {
  return items.reduce((joined, item, index) => {
    if (index === 0) return item;
    return /[.!?]$/.test(joined) ? `${joined} ${item}` : `${joined}. ${item}`;
  }, '');
}

/** The sentence for a refused payout, from an answer body (a 400's, or a 2xx with success: false). */
export function payoutErrorFromBody(body: unknown): string {
  if (!body || typeof body !== 'object') return payoutMessages.payoutFailed;
  const answer = body as Record<string, unknown>;
  if (Array.isArray(answer.errors)) {
    const items = answer.errors.map(text).filter((item): item is string => item !== null);
    if (items.length) return joinWithPeriod(items);
  }
  // The R1 shape keeps field errors under errors.{field}; a bare amount[] is the older shape.
  const fieldErrors =
    answer.errors && typeof answer.errors === 'object' && !Array.isArray(answer.errors)
      ? (answer.errors as Record<string, unknown>)
      : {};
  return (
    text(answer.detail) ??
    text(answer.message) ??
    text(answer.error) ??
    firstText(answer.amount) ??
    firstText(fieldErrors.amount) ??
    payoutMessages.payoutFailed
  );
}

/** The sentence for whatever the payout call threw (a refusal, a network failure, a time-out). */
export function payoutErrorMessage(error: unknown): string {
  if (error instanceof PayoutRefused) return payoutErrorFromBody(error.body);
  if (error instanceof ApiError) return payoutErrorFromBody(error.body);
  return payoutMessages.payoutFailed;
}

/** A 2xx answer that still says success: false. */
export class PayoutRefused extends Error {
  constructor(readonly body: unknown) {
    super('The payout was refused.');
    this.name = 'PayoutRefused';
  }
}
