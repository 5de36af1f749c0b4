/**
 * How a payments history row reads (PAYOUT-01, PAYOUT-02): the date, the amount in euros and the status
 * capitalised, coloured completed green, pending yellow, anything else grey. The colours are dark text on
 * a light tint so they pass contrast; the word, not the colour, carries the meaning.
 */
import { formatEuro } from '../../../shared/money.ts';

export type StatusTone = 'green' | 'yellow' | 'grey';

export function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'grey';
}

export const STATUS_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  grey: 'bg-neutral-200 text-neutral-800',
};

/** "partially_refunded" -> "Partially refunded". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

export function paymentAmount(cents: number): string {
  return cents < 0 ? `−${formatEuro(-cents)}` : formatEuro(cents);
}

/** The date in the viewer's zone, e.g. "21 Nov 2026". */
export function paymentDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale ?? 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** The payment-account links of the settings page (PAYOUT-05): back to the Payments tab either way. */
export function connectLinkUrls(origin: string): { refresh_url: string; return_url: string } {
  return {
    refresh_url: `${origin}/settings?tab=payments&stripe_error=true`,
    return_url: `${origin}/settings?tab=payments`,
  };
}
