/** Shared pieces of the table declarations. Not re-exported by index.ts: they are not tables. */
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * An index column in PostgreSQL's plain DESC order (nulls first). drizzle's bare .desc() stands for
 * DESC NULLS LAST (drizzle-kit renders it so, and test/schema-compare.ts follows drizzle-kit), so the
 * migrations' `x DESC` is .desc().nullsFirst(), and `x DESC NULLS LAST` is .desc().
 */
export function desc(column: ExtraConfigColumn): Partial<ExtraConfigColumn> {
  return column.desc().nullsFirst();
}
