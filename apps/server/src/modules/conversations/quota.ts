/**
 * A light flood guard for sending messages: at most SEND_LIMIT_PER_MINUTE per sender in a clock minute,
 * counted in the database (rate_limit_counters, like the hourly quotas of auth/throttle.ts) so every server
 * process counts the same messages. The upsert increments atomically.
 */
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { countQuotaCall, deleteEarlierQuotaWindows } from '../auth/index.ts';

export const SEND_LIMIT_PER_MINUTE = 30;
export const SEND_QUOTA_BUCKET = 'chat-message';
export const TOO_MANY_MESSAGES = 'You are sending messages too quickly. Please wait a moment.';
const MINUTE_MS = 60_000;

export async function consumeSendQuota(db: Db, userId: number, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const clientKey = `user:${userId}`;
  const hits = (await countQuotaCall(db, SEND_QUOTA_BUCKET, clientKey, windowStart)) ?? 0;
  if (hits > SEND_LIMIT_PER_MINUTE) {
    throw tooManyRequests(TOO_MANY_MESSAGES, (windowStart.getTime() + MINUTE_MS - now.getTime()) / 1000);
  }
  if (hits === 1) {
    // A new minute: the sender's earlier windows are of no use any more.
    await deleteEarlierQuotaWindows(db, SEND_QUOTA_BUCKET, clientKey, windowStart);
  }
}
