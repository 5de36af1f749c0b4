/** Money and dates as the staff area shows them (UTC, so every staff member reads the same time). */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** "25 Nov 2026, 10:00 UTC" */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} UTC`;
}

export { formatEuro } from '../../../shared/money.ts';
