/**
 * CSV writing for the monthly statement (RFC 4180), by hand: one quoting rule and one guard are all it needs,
 * fewer lines than wiring a library (ADR 54).
 *
 * - A field with a comma, a quote, a carriage return or a newline is quoted, its quotes doubled.
 * - Formula injection (OWASP "CSV Injection"): a text cell starting with =, +, -, @, tab or carriage return
 *   is prefixed with a single quote, so a spreadsheet shows it as text instead of running it. Our own
 *   numbers (negative amounts such as -21.25) are written as numbers and left alone: only text that came
 *   from people (names, references) is guarded.
 */
/** A cell: text from people, which is guarded, or an amount this server wrote, which is not. */
export type Cell = string | { amount: string };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: Cell): string {
  let text = typeof value === 'string' ? value : value.amount;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 writes them, ending with one. */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as a decimal amount cell: 4250 -> 42.50, -2125 -> -21.25 (never guarded: it is ours). */
export function decimalMoney(cents: number): Cell {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}
