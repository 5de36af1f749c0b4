/** Money as the app shows it: integer cents in, euros with two decimals out (2500 -> "€25.00"). */
export function formatEuro(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}
