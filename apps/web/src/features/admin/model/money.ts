/** Money in cents with its currency named, as the back office shows figures ("€1,234.50 EUR" is "€1,234.50"). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
