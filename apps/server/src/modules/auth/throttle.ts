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

/**
 * Refuses a login attempt (429 with Retry-After) once an e-mail collected its quota of failures. Checked
 * before the password, so a blocked attacker learns nothing even with the right password; the wait is the
 * time until enough failures leave the window.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const failures = await db
    .select({ ip: loginFailures.ip, attemptedAt: loginFailures.attemptedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, emailKey(email)), gt(loginFailures.attemptedAt, since)))
    .orderBy(asc(loginFailures.attemptedAt));
  const fromIp = failures.filter((f) => f.ip === ip);
  const waits = [
    retryAfter(fromIp, MAX_FAILURES_PER_IP, now),
    retryAfter(failures, MAX_FAILURES_PER_EMAIL, now),
  ];
  const wait = Math.max(...waits.map((w) => w ?? 0));
  if (wait > 0) throw tooManyRequests(messages.tooManyAttempts, wait);
}

/** Seconds until fewer than `limit` failures remain in the window, or undefined when under the limit. */
function retryAfter(failures: { attemptedAt: Date }[], limit: number, now: Date): number | undefined {
  if (failures.length < limit) return undefined;
  const freeing = failures[failures.length - limit];
  if (!freeing) return undefined;
  return (freeing.attemptedAt.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000;
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  // Old rows are useless for the rule; dropping them here keeps the table small without a job.
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, emailKey(email)), lt(loginFailures.attemptedAt, since)));
  await db.insert(loginFailures).values({ email: emailKey(email), ip, attemptedAt: now });
}

/** A successful login forgives that IP's earlier typos for the account. */
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
