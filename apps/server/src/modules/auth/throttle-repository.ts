/**
 * SQL of the abuse limits (rule A6): failed logins per e-mail (login_failures) and the counters of the
 * per-client quotas (rate_limit_counters), which the conversations module's send quota counts in too.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures, rateLimitCounters } from '../../db/schema/index.ts';

/** The advisory-lock class of one e-mail's login attempts (the second key is a hash of the e-mail). */
const LOGIN_ATTEMPTS_LOCK = 727_010;

// ---- login failures ----

/** Queues this transaction behind the other login attempts on the e-mail `key` until it ends. */
export async function lockLoginAttempts(tx: Tx, key: string): Promise<void> {
  // hashtext: the lock takes integers; two e-mails sharing a hash only queue behind each other.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ATTEMPTS_LOCK}::int, hashtext(${key}))`);
}

/** The e-mail's failures after `since`, oldest first. */
export async function loginFailuresSince(
  tx: Tx,
  key: string,
  since: Date,
): Promise<{ ip: string; attemptedAt: Date }[]> {
  return tx
    .select({ ip: loginFailures.ip, attemptedAt: loginFailures.attemptedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), gt(loginFailures.attemptedAt, since)))
    .orderBy(asc(loginFailures.attemptedAt));
}

/** Drops the e-mail's failures from before `since`. */
export async function deleteLoginFailuresBefore(tx: Tx, key: string, since: Date): Promise<void> {
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, key), lt(loginFailures.attemptedAt, since)));
}

/** Writes one attempt as a failure; answers its id (undefined if nothing came back). */
export async function insertLoginFailure(
  tx: Tx,
  key: string,
  ip: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(loginFailures)
    .values({ email: key, ip, attemptedAt: now })
    .returning({ id: loginFailures.id });
  return row?.id;
}

/** Removes one attempt's failure row. */
export async function deleteLoginFailure(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** Removes the e-mail's failures from one IP. */
export async function deleteLoginFailuresFromIp(db: Db, key: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, key), eq(loginFailures.ip, ip)));
}

// ---- quota counters ----

/**
 * Counts one call of `bucket` from `clientKey` in the window starting at `windowStart` and answers the
 * window's calls so far. The upsert increments atomically, so concurrent calls each see their own count.
 */
export async function countQuotaCall(
  db: Db,
  bucket: string,
  clientKey: string,
  windowStart: Date,
): Promise<number | undefined> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, clientKey, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.clientKey, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits;
}

/** Forgets the client's counters of `bucket` from windows before `windowStart`. */
export async function deleteEarlierQuotaWindows(
  db: Db,
  bucket: string,
  clientKey: string,
  windowStart: Date,
): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, bucket),
        eq(rateLimitCounters.clientKey, clientKey),
        lt(rateLimitCounters.windowStart, windowStart),
      ),
    );
}
