/**
 * Abuse limits kept in the database so that every server process counts the same attempts (rule A6):
 * failed logins per e-mail (from one IP and from anywhere), and hourly per-IP limits for the calls that
 * send mail or create accounts.
 */
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { messages } from '@app/contract';
import {
  countQuotaCall,
  deleteEarlierQuotaWindows,
  deleteLoginFailure,
  deleteLoginFailuresBefore,
  deleteLoginFailuresFromIp,
  insertLoginFailure,
  lockLoginAttempts,
  loginFailuresSince,
} from './throttle-repository.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** More than this many failures for one e-mail from one IP inside the window blocks the next attempt. */
export const MAX_FAILURES_PER_IP = 5;
/** ...and more than this many from any IP (a distributed guess at one account). */
export const MAX_FAILURES_PER_EMAIL = 50;

const emailKey = (email: string) => email.trim().toLowerCase();

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
    await lockLoginAttempts(tx, key);
    const failures = await loginFailuresSince(tx, key, since);
    const fromIp = failures.filter((f) => f.ip === ip);
    const waits = [
      retryAfter(fromIp, MAX_FAILURES_PER_IP, now),
      retryAfter(failures, MAX_FAILURES_PER_EMAIL, now),
    ];
    const wait = Math.max(...waits.map((w) => w ?? 0));
    if (wait > 0) throw tooManyRequests(messages.tooManyAttempts, wait);
    // Old rows are useless for the rule; dropping them here keeps the table small without a job.
    await deleteLoginFailuresBefore(tx, key, since);
    const id = await insertLoginFailure(tx, key, ip, now);
    if (id === undefined) throw new Error('the login attempt was not recorded');
    return id;
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
  await deleteLoginFailure(db, attemptId);
}

/** A successful login forgives that IP's earlier failures for the account, its own reservation included. */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await deleteLoginFailuresFromIp(db, emailKey(email), ip);
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
  const hits = await countQuotaCall(db, bucket, clientKey, windowStart);
  if ((hits ?? 0) > limit) {
    const retry = (windowStart.getTime() + HOUR_MS - now.getTime()) / 1000;
    throw tooManyRequests('Too many requests. Please try again later.', retry);
  }
  if (hits === 1) {
    // First call of a new window: forget earlier windows of this client.
    await deleteEarlierQuotaWindows(db, bucket, clientKey, windowStart);
  }
}
