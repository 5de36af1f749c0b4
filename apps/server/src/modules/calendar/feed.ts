/**
 * The calendar subscription feed (issue 22 item 2). Each user has one private address
 * `/api/calendar/feed/{token}.ics`; token = base64url(HMAC-SHA256(server secret, nonce)), 256 bits. The row
 * keeps the nonce (so the address can be shown again) and SHA-256(token) (to find the user from an
 * address); rotating replaces both, so the old address is dead at once. A wrong, rotated or malformed
 * token is the same 404 as any unknown address. The iCalendar text comes from the lesson-mails module's
 * writer, the one that makes the mailed invitations: same UID, SEQUENCE = moves (+1 once cancelled).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { loadServerSecret } from '../../platform/secrets.ts';
import { feedIcs, formatLessonTime, lessonUid, type LessonEventInput } from '../lesson-mails/index.ts';
import { feedLessons, feedOf, feedOwner, storeFeed } from './feed-repository.ts';

const SECRET_NAME = 'calendar-feed';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface FeedDeps {
  db: Db;
  config: Config;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function tokenFor(deps: FeedDeps, nonce: string, now: Date): Promise<string> {
  const secret = await loadServerSecret(deps.db, SECRET_NAME, now);
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

function addressOf(config: Config, token: string): { url: string } {
  return { url: `${config.publicUrl}/api/calendar/feed/${token}.ics` };
}

async function newAddress(deps: FeedDeps, userId: number, now: Date): Promise<{ url: string }> {
  const nonce = randomBytes(32).toString('base64url');
  const token = await tokenFor(deps, nonce, now);
  await storeFeed(deps.db, userId, nonce, hashOf(token), now);
  return addressOf(deps.config, token);
}

/** GET /api/users/calendar-feed/: the caller's address, made on first use. */
export async function feedAddress(deps: FeedDeps, userId: number, now: Date): Promise<{ url: string }> {
  const stored = await feedOf(deps.db, userId);
  if (!stored) return newAddress(deps, userId, now);
  return addressOf(deps.config, await tokenFor(deps, stored.nonce, now));
}

/** POST /api/users/calendar-feed/rotate/: a new address; the old one answers 404 from now on. */
export function rotateFeed(deps: FeedDeps, userId: number, now: Date): Promise<{ url: string }> {
  return newAddress(deps, userId, now);
}

const STATUS_WORDS: Record<string, string> = { canceled: 'Cancelled', completed: 'Completed' };

/** GET /api/calendar/feed/{token}.ics: the feed's iCalendar text, or 404. */
export async function feedText(deps: FeedDeps, token: string, now: Date): Promise<string> {
  if (!TOKEN_SHAPE.test(token)) throw notFound('Not found.');
  const owner = await feedOwner(deps.db, hashOf(token));
  if (!owner) throw notFound('Not found.');
  const app = deps.config.APP_NAME;
  const events: LessonEventInput[] = (await feedLessons(deps.db, owner.userId)).map((lesson) => {
    const start = new Date(lesson.start_at);
    const cancelled = lesson.status === 'canceled';
    const other = lesson.other_name || (lesson.as_mentor ? 'your student' : 'your mentor');
    return {
      uid: lessonUid(deps.config, lesson.id),
      startUtc: start,
      endUtc: new Date(lesson.end_at),
      summary: `${lesson.skill_name} lesson with ${other}`,
      description: [
        `${lesson.session_minutes}-minute ${lesson.skill_name} lesson on ${app} (LES-${lesson.id}).`,
        `Starts: ${formatLessonTime(start, owner.timezone)}`,
        ...(STATUS_WORDS[lesson.status] ? [`Status: ${STATUS_WORDS[lesson.status]}`] : []),
        `Join from My Lessons: ${deps.config.publicUrl}/my-lessons`,
      ].join('\n'),
      url: `${deps.config.publicUrl}/my-lessons`,
      now,
      sequence: lesson.moves + (cancelled ? 1 : 0),
      cancelled,
    };
  });
  return feedIcs({ prodId: `-//${app}//Lessons//EN`, name: `${app} lessons`, events });
}
