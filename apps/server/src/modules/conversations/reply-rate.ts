/**
 * The insights' replyRate24h (INSIGHTS-03): the share of conversations other people started with the mentor
 * in the last REPLY_RATE_WINDOW_DAYS that the mentor answered within 24 hours. A conversation younger than
 * 24 hours that is still unanswered is left out (it can still make it), so a fresh question does not pull
 * the rate down. A room is created with its first message, so its created_at is when the question came.
 */
import type { Db, Tx } from '../../db/client.ts';
import { writeReplyRates } from '../mentors/index.ts';
import { medianReplyHours, replyCounts, replyCountsOf, type ReplyWindow } from './repository.ts';

export const REPLY_RATE_WINDOW_DAYS = 90;
export const REPLY_WITHIN_HOURS = 24;

/** The window as of `now`: questions of the last REPLY_RATE_WINDOW_DAYS, settled after REPLY_WITHIN_HOURS. */
function replyWindow(now: Date): ReplyWindow {
  return {
    since: new Date(now.getTime() - REPLY_RATE_WINDOW_DAYS * 86_400_000),
    settled: new Date(now.getTime() - REPLY_WITHIN_HOURS * 3_600_000),
    withinHours: REPLY_WITHIN_HOURS,
  };
}

/** Whole percent 0-100, or null when nobody started a conversation with the mentor in the window. */
export async function replyRate24h(db: Db, mentorUserId: number, now: Date): Promise<number | null> {
  const row = await replyCountsOf(db, mentorUserId, replyWindow(now));
  const counted = Number(row?.counted ?? 0);
  if (counted === 0) return null;
  return Math.round((Number(row!.answered) / counted) * 100);
}

/**
 * The search ranking's `mentors.reply_rate` (a share 0-1, 0 without questions), rewritten for every mentor
 * by the daily ranking job just before the scores: the same figure the mentor's insights show.
 */
export async function refreshReplyRates(tx: Tx, now: Date): Promise<void> {
  await writeReplyRates(tx, replyCounts(replyWindow(now)));
}

/**
 * The profile's typical reply time (ADR 67): the median hours to the first answer over the same window's
 * conversations, rounded up to a whole hour (an answer within minutes reads "within 1 hour"); null when the
 * mentor answered none.
 */
export async function typicalReplyHours(db: Db, mentorUserId: number, now: Date): Promise<number | null> {
  const hours = await medianReplyHours(db, mentorUserId, replyWindow(now).since);
  return hours === null ? null : Math.max(1, Math.ceil(hours));
}
