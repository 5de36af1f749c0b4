/**
 * Abuse limits kept in the database so that every server process counts the same attempts (rule A6):
 * failed logins per e-mail (from one IP and from anywhere), and hourly per-IP limits for the calls that
 * send mail or create accounts.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, rateLimitCounters } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { messages } from '@app/contract';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** More than this many failures for one e-mail from one IP inside the window blocks the next attempt. */
export const MAX_FAILURES_PER_IP = 5;
/** ...and more than this many from any IP (a distributed guess at one account). */
export const MAX_FAILURES_PER_EMAIL = 50;

const emailKey = (email: string) => email.trim().toLowerCase();

/** The advisory-lock class of one e-mail's login attempts (the second key is a hash of the e-mail). */
const LOGIN_ATTEMPTS_LOCK = 727_010;

/**
 * Counts one login attempt before its password is checked, or refuses it (429 with Retry-After) once the
 * e-mail has used its quota. The attempt is written as a failure up front, under a per-e-mail lock held
 * for this short transaction only: parallel attempts on one account queue here, each sees the ones before
 * it, and no more passwords are verified than the quota allows. The caller takes the row back when the
 * password proves right (`releaseLoginAttempt`, `clearLoginFailures`). Refused attempts write nothing, and
 * the wait is the time until enough failures leave the window, so a blocked guesser learns nothing even
 * with the right password. Answers the id of the row that stands for this attempt.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<number> {
  const key = emailKey(email);
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  return db.transaction(async (tx) => {
    // hashtext: the lock takes integers; two e-mails sharing a hash only queue behind each other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ATTEMPTS_LOCK}::int, hashtext(${key}))`);
    const failures = await tx
      .select({ ip: loginFailures.ip, attemptedAt: loginFailures.attemptedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, key), gt(loginFailures.attemptedAt, since)))
      .orderBy(asc(loginFailures.attemptedAt));
    const fromIp = failures.filter((f) => f.ip === ip);
    const waits = [
      retryAfter(fromIp, MAX_FAILURES_PER_IP, now),
      retryAfter(failures, MAX_FAILURES_PER_EMAIL, now),
    ];
    const wait = Math.max(...waits.map((w) => w ?? 0));
    if (wait > 0) throw tooManyRequests(messages.tooManyAttempts, wait);
    // Old rows are useless for the rule; dropping them here keeps the table small without a job.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, key), lt(loginFailures.attemptedAt, since)));
    const [row] = await tx
      .insert(loginFailures)
      .values({ email: key, ip, attemptedAt: now })
      .returning({ id: loginFailures.id });
    if (!row) throw new Error('the login attempt was not recorded');
    return row.id;
  });
}

/** Seconds until fewer than `limit` failures remain in the window, or undefined when under the limit. */
function retryAfter(failures: { attemptedAt: Date }[], limit: number, now: Date): number | undefined {
  if (failures.length < limit) return undefined;
  const freeing = failures[failures.length - limit];
  if (!freeing) return undefined;
  return (freeing.attemptedAt.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000;
}

/** The reserved attempt had the right password (the account is not usable yet): it is no failure. */
export async function releaseLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** A successful login forgives that IP's earlier failures for the account, its own reservation included. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, emailKey(email)), eq(loginFailures.ip, ip)));
}

const HOUR_MS = 3600 * 1000;

/**
 * Counts one call of `bucket` from `clientKey` in the current clock hour and refuses it (429) past the
 * limit. The upsert increments atomically, so concurrent calls cannot both slip under the limit.
 */
export async function consumeHourlyQuota(
  db: Db,
  bucket: string,
  clientKey: string,
  limit: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, clientKey, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.clientKey, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  if ((row?.hits ?? 0) > limit) {
    const retry = (windowStart.getTime() + HOUR_MS - now.getTime()) / 1000;
    throw tooManyRequests('Too many requests. Please try again later.', retry);
  }
  if (row?.hits === 1) {
    // First call of a new window: forget earlier windows of this client.
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
}
