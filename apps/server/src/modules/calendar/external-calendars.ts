/**
 * Busy times in from a mentor's other calendars (issue 22 item 3): adding, listing and removing the secret
 * iCalendar addresses, and syncing them on adding and every 15 minutes. The busy periods are stored and the
 * one slot engine reads them as time off (bookings/availability.ts), in listing and booking alike.
 */
import {
  EXTERNAL_CALENDAR_SYNC_MINUTES,
  EXTERNAL_CALENDARS_MAX,
  MAX_BOOKING_HORIZON_DAYS,
  externalCalendarMessages as texts,
  isoUtc,
  type ExternalCalendar,
  type ExternalCalendarRequest,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../platform/jobs.ts';
import type { SignedInMentor } from '../../platform/caller.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { busyPeriodsOf } from './external-busy.ts';
import { FeedFetchError, fetchFeed, schemeRefusal, type FetchRules } from './external-fetch.ts';
import {
  calendarById,
  calendarCount,
  calendarsOf,
  deleteCalendar,
  insertCalendar,
  mentorZone,
  recordSyncError,
  replaceBusyPeriods,
  takeDueCalendars,
  type ExternalCalendarRow,
} from './external-repository.ts';

const DAY_MS = 86_400_000;

export interface ExternalCalendarDeps {
  db: Db;
  config: Pick<Config, 'isProduction' | 'EXTERNAL_CALENDAR_ALLOW_PRIVATE'>;
  log: FastifyBaseLogger;
}

const rulesOf = (config: ExternalCalendarDeps['config']): FetchRules => ({
  httpsOnly: config.isProduction,
  allowPrivate: config.EXTERNAL_CALENDAR_ALLOW_PRIVATE,
});

function present(row: ExternalCalendarRow): ExternalCalendar {
  return {
    id: row.id,
    url: row.url,
    last_synced_at: row.lastSyncedAt ? isoUtc(row.lastSyncedAt.getTime()) : null,
    last_error: row.lastError,
  };
}

/** Fetches and reads one calendar; a failure is recorded on it and keeps its last good periods. */
async function syncCalendar(
  deps: ExternalCalendarDeps,
  calendar: { id: number; url: string; timezone: string },
  now: Date,
): Promise<void> {
  try {
    const text = await fetchFeed(calendar.url, rulesOf(deps.config));
    const from = now.getTime() - DAY_MS;
    const to = now.getTime() + (MAX_BOOKING_HORIZON_DAYS + 2) * DAY_MS;
    await replaceBusyPeriods(deps.db, calendar.id, busyPeriodsOf(text, calendar.timezone, from, to), now);
  } catch (err) {
    if (!(err instanceof FeedFetchError))
      deps.log.warn({ err, calendar: calendar.id }, 'calendar sync failed');
    const message = err instanceof FeedFetchError ? err.message : texts.unreachable;
    await recordSyncError(deps.db, calendar.id, message);
  }
}

export async function listExternalCalendars(db: Db, mentor: SignedInMentor): Promise<ExternalCalendar[]> {
  return (await calendarsOf(db, mentor.mentorId)).map(present);
}

/** Adds a calendar and reads it at once; a failed first read is answered in last_error, not as an error. */
export async function addExternalCalendar(
  deps: ExternalCalendarDeps,
  mentor: SignedInMentor,
  body: ExternalCalendarRequest,
  now: Date,
): Promise<ExternalCalendar> {
  const url = body.url.trim();
  const refusal = schemeRefusal(url, rulesOf(deps.config));
  if (refusal) throw badRequest(refusal, { url: [refusal] });
  if ((await calendarCount(deps.db, mentor.mentorId)) >= EXTERNAL_CALENDARS_MAX) {
    throw badRequest(texts.tooMany, { url: [texts.tooMany] });
  }
  const row = await insertCalendar(deps.db, mentor.mentorId, url, now);
  await syncCalendar(deps, { id: row.id, url, timezone: await mentorZone(deps.db, mentor.mentorId) }, now);
  return present((await calendarById(deps.db, row.id)) ?? row);
}

export async function removeExternalCalendar(db: Db, mentor: SignedInMentor, id: number): Promise<void> {
  if (!(await deleteCalendar(db, mentor.mentorId, id))) throw notFound(texts.notFound);
}

/**
 * The scheduled sync: takes the calendars due (last tried 15 minutes ago or more) in the job's locked
 * transaction, and fetches them after it commits (a fetch may take 10 s; the lock must not wait on it).
 */
export function syncDueCalendars(deps: ExternalCalendarDeps) {
  return async (tx: Tx, now: Date): Promise<AfterCommit | void> => {
    const dueBefore = new Date(now.getTime() - EXTERNAL_CALENDAR_SYNC_MINUTES * 60_000);
    const due = await takeDueCalendars(tx, dueBefore, now);
    if (due.length === 0) return;
    return async () => {
      for (const calendar of due) await syncCalendar(deps, calendar, now);
    };
  };
}
