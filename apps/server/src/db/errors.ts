/**
 * What a refused write was, read from the database's SQLSTATE. drizzle wraps driver errors: the code is on
 * the error's cause with pg, on the error itself with PGlite. Services turn these into the R1 answers of
 * their own words (a taken slot, an e-mail already used).
 */

/** The SQLSTATE of a driver error, whichever driver raised it. */
export function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; cause?: { code?: unknown } | null };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23505: a unique index refused a second equal row. */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/** 23P01: an exclusion constraint refused an overlapping range (a slot already held). */
export const isExclusionViolation = (err: unknown): boolean => sqlState(err) === '23P01';
