/** SQL of the catalogue: lookups, mentor cards, the search document and likes. */
import { and as both, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { refreshReplyRates } from '../conversations/index.ts';
import { languages, likes, mentors, skills, styles } from '../../db/schema/index.ts';
import { utcDayStart } from './search.ts';
import { recommendedScore } from './search-repository.ts';

const LOOKUP_TABLES = { skills, styles, languages } as const;

/** One of the filter lists (instruments, styles, languages), by name; hidden entries left out (ADR 73). */
export function listLookup(
  db: Db,
  kind: keyof typeof LOOKUP_TABLES,
): Promise<{ id: number; name: string }[]> {
  const table = LOOKUP_TABLES[kind];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(isNull(table.hiddenAt))
    .orderBy(asc(table.name), asc(table.id));
}

export async function skillIdsByName(db: Db, name: string): Promise<number[]> {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) = lower(${name})`);
  return rows.map((r) => r.id);
}

/** Everything a card needs, for a handful of mentors, in one round trip. */
export interface MentorCardRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  headline: string;
  bio: string;
  amount_cents: number;
  offer_trial: boolean;
  is_verified: boolean;
  country: string;
  timezone: string;
  review_count: number;
  rating_sum: number;
  skills: { id: number; name: string }[];
  styles: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  sessions: { id: number; session_time: number; timeout_time: number }[];
  saved: boolean;
  levels: string[];
  ages: string[];
  intro_video_url: string | null;
  member_since: string | Date;
  first_sample: { id: number; storage_path: string; title: string; duration_seconds: number } | null;
}

/** A mentor's skills, styles or languages as a JSON [{id, name}] list, inside a query over mentors `m`. */
export const lookupJson = (join: string, table: string, key: string) =>
  sql.raw(`coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name, t.id)
    FROM ${join} j JOIN ${table} t ON t.id = j.${key} WHERE j.mentor_id = m.id), '[]'::json)`);

/**
 * A mentor's session lengths [{session_time, timeout_time}] AS sessions and weekly hours
 * [{weekday, start_time 'HH:MM', end_time}] AS availability, inside a query over mentors `m`.
 */
export const sessionsAndWeeklyHoursJson = sql.raw(`coalesce((SELECT json_agg(json_build_object(
    'session_time', s.session_time, 'timeout_time', s.timeout_time) ORDER BY s.session_time)
    FROM mentor_sessions s WHERE s.mentor_id = m.id), '[]'::json) AS sessions,
  coalesce((SELECT json_agg(json_build_object('weekday', a.weekday,
    'start_time', to_char(a.start_time, 'HH24:MI'), 'end_time', to_char(a.end_time, 'HH24:MI'))
    ORDER BY a.weekday, a.start_time) FROM mentor_availability a WHERE a.mentor_id = m.id), '[]'::json)
    AS availability`);

export async function mentorCards(
  db: Db | Tx,
  ids: number[],
  viewerId: number | null,
): Promise<MentorCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<MentorCardRow>(
    db,
    sql`SELECT m.id, m.user_id, u.first_name, u.last_name, u.profile_picture, m.headline, m.bio, m.amount_cents,
      m.offer_trial, m.is_verified, m.country, m.timezone, m.review_count, m.rating_sum,
      ${lookupJson('mentor_skills', 'skills', 'skill_id')} AS skills,
      ${lookupJson('mentor_styles', 'styles', 'style_id')} AS styles,
      ${lookupJson('mentor_languages', 'languages', 'language_id')} AS languages,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'session_time', s.session_time,
        'timeout_time', s.timeout_time) ORDER BY s.session_time) FROM mentor_sessions s WHERE s.mentor_id = m.id),
        '[]'::json) AS sessions,
      EXISTS (SELECT 1 FROM likes l WHERE l.mentor_id = m.id AND l.user_id = ${viewerId ?? 0}) AS saved,
      m.levels, m.ages, m.intro_video_url, u.created_at AS member_since,
      (SELECT json_build_object('id', a.id, 'storage_path', a.storage_path, 'title', a.title,
        'duration_seconds', a.duration_seconds) FROM mentor_audio_samples a WHERE a.mentor_id = m.id
        ORDER BY a.id LIMIT 1) AS first_sample
    FROM mentors m JOIN users u ON u.id = m.user_id
    WHERE m.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findMentorById(
  db: Db | Tx,
  id: number,
): Promise<{ id: number; userId: number; isVerified: boolean } | undefined> {
  const [row] = await db
    .select({ id: mentors.id, userId: mentors.userId, isVerified: mentors.isVerified })
    .from(mentors)
    .where(eq(mentors.id, id));
  return row;
}

export async function findMentorByUserId(
  db: Db | Tx,
  userId: number,
): Promise<{ id: number; userId: number; isVerified: boolean } | undefined> {
  const [row] = await db
    .select({ id: mentors.id, userId: mentors.userId, isVerified: mentors.isVerified })
    .from(mentors)
    .where(eq(mentors.userId, userId));
  return row;
}

/**
 * Rewrites the search document of some mentors from their current name, headline, bio, skills and styles,
 * and adds its words to the lexicon. Called by every write that changes one of them (rule C2). Tags are
 * stripped: bios may hold simple HTML.
 */
export async function refreshSearchDocuments(db: Db | Tx, mentorIds: number[]): Promise<void> {
  if (mentorIds.length === 0) return;
  const names = (join: string, table: string, key: string) =>
    sql.raw(`coalesce((SELECT string_agg(t.name, ' ' ORDER BY t.name) FROM ${join} j
      JOIN ${table} t ON t.id = j.${key} WHERE j.mentor_id = m.id), '')`);
  const clean = (column: string) => sql.raw(`regexp_replace(m.${column}, '<[^>]*>', ' ', 'g')`);
  const idList = sql.join(
    mentorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`UPDATE mentors m SET
      search_text = lower(unaccent(concat_ws(' ', u.first_name, u.last_name, ${clean('headline')}, ${clean('bio')},
        ${names('mentor_skills', 'skills', 'skill_id')}, ${names('mentor_styles', 'styles', 'style_id')})))
    FROM users u WHERE u.id = m.user_id AND m.id IN (${idList})`);
  await db.execute(sql`INSERT INTO mentor_search_words (word)
    SELECT DISTINCT unnest(tsvector_to_array(m.search_vector)) FROM mentors m WHERE m.id IN (${idList})
    ON CONFLICT DO NOTHING`);
}

/** Rule C3: a second like is a no-op (primary key). */
export async function addLike(db: Db, userId: number, mentorId: number, now: Date): Promise<void> {
  await db.insert(likes).values({ userId, mentorId, createdAt: now }).onConflictDoNothing();
}

export async function removeLike(db: Db, userId: number, mentorId: number): Promise<void> {
  await db.delete(likes).where(both(eq(likes.userId, userId), eq(likes.mentorId, mentorId)));
}

/** The viewer's saved mentors that are still listed, newest like first. */
export async function likedMentorIds(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; ids: number[] }> {
  const [total] = await queryRows<{ count: string | number }>(
    db,
    sql`SELECT count(*) AS count FROM likes l JOIN mentors m ON m.id = l.mentor_id
      WHERE l.user_id = ${userId} AND m.is_verified`,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT l.mentor_id AS id FROM likes l JOIN mentors m ON m.id = l.mentor_id
      WHERE l.user_id = ${userId} AND m.is_verified
      ORDER BY l.created_at DESC, l.mentor_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { count: Number(total?.count ?? 0), ids: rows.map((r) => Number(r.id)) };
}

/** Keeps users.is_mentor / users.mentor_id in step with the mentors rows (the one place that sets them). */
export async function linkUsersToMentors(db: Db | Tx, mentorIds: number[], now: Date): Promise<void> {
  if (mentorIds.length === 0) return;
  await db.execute(sql`UPDATE users u SET is_mentor = true, mentor_id = m.id, updated_at = ${now.toISOString()}
    FROM mentors m WHERE m.user_id = u.id AND m.id IN (${sql.join(
      mentorIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * Writes the Recommended score of some mentors (or all of them) for the current UTC day into
 * mentor_rank_scores: only rows whose score changed are updated (an update of an indexed column is never
 * HOT, so an unchanged row rewritten would only leave a dead row behind), and a mentor without a row gets
 * one. Returns how many rows were updated and inserted.
 */
export async function refreshRankScores(
  db: Db | Tx,
  mentorIds: number[] | 'all',
  now: Date,
): Promise<{ updated: number; inserted: number }> {
  if (mentorIds !== 'all' && mentorIds.length === 0) return { updated: 0, inserted: 0 };
  const which =
    mentorIds === 'all'
      ? sql`true`
      : sql`m.id IN (${sql.join(
          mentorIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const [row] = await queryRows<{ updated: string | number; inserted: string | number }>(
    db,
    sql`WITH scores AS (SELECT m.id, ${recommendedScore(utcDayStart(now))} AS score FROM mentors m WHERE ${which}),
      updated AS (
        UPDATE mentor_rank_scores r SET rank_score = s.score FROM scores s
        WHERE r.mentor_id = s.id AND r.rank_score IS DISTINCT FROM s.score RETURNING r.mentor_id),
      inserted AS (
        INSERT INTO mentor_rank_scores (mentor_id, rank_score)
        SELECT s.id, s.score FROM scores s
        WHERE NOT EXISTS (SELECT 1 FROM mentor_rank_scores r WHERE r.mentor_id = s.id)
        ON CONFLICT (mentor_id) DO NOTHING RETURNING mentor_id)
    SELECT (SELECT count(*) FROM updated) AS updated, (SELECT count(*) FROM inserted) AS inserted`,
  );
  return { updated: Number(row?.updated ?? 0), inserted: Number(row?.inserted ?? 0) };
}

/**
 * The free half hours (migration 0035, mentors.free_half_hours) of mentors whose zone's offset from UTC is no longer the one they
 * were computed with: daylight saving began or ended there. Returns how many mentors were recomputed.
 */
export async function refreshFreeSlotsOfMovedZones(db: Db | Tx): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM mentors
      WHERE free_half_hours IS NOT NULL AND free_hours_offset_minutes <> zone_offset_minutes(timezone)`,
  );
  if (moved.length === 0) return 0;
  const ids = moved.map((r) => Number(r.id));
  await db.execute(sql`SELECT refresh_mentor_free_half_hours(${`{${ids.join(',')}}`}::integer[])`);
  return ids.length;
}

/**
 * The daily job (run every time the scheduler calls it): first the free half hours of zones that changed
 * their offset (whenever that happens in the day), then, when the UTC day changed since the last run, every
 * score moves on (recency).
 */
export async function refreshDailyRanks(tx: Tx, now: Date): Promise<void> {
  await refreshFreeSlotsOfMovedZones(tx);
  const day = utcDayStart(now).toISOString().slice(0, 10);
  const [state] = await queryRows<{ ranked_for: string | Date }>(
    tx,
    sql`SELECT ranked_for FROM mentor_rank_state`,
  );
  const current = state ? new Date(state.ranked_for).toISOString().slice(0, 10) : undefined;
  if (current === day) return;
  await refreshReplyRates(tx, now);
  await refreshRankScores(tx, 'all', now);
  await tx.execute(sql`INSERT INTO mentor_rank_state (id, ranked_for) VALUES (true, ${day}::date)
    ON CONFLICT (id) DO UPDATE SET ranked_for = EXCLUDED.ranked_for`);
}

/** Staff approved the application: the mentor is listed from now on (search and rank follow). */
export async function markApproved(tx: Tx, mentorId: number, now: Date): Promise<void> {
  await tx.update(mentors).set({ isVerified: true, approvedAt: now }).where(eq(mentors.id, mentorId));
}

/** Staff rejected the application, with the reason the applicant is mailed. */
export async function markRejected(tx: Tx, mentorId: number, reason: string, now: Date): Promise<void> {
  await tx.update(mentors).set({ rejectedAt: now, rejectionReason: reason }).where(eq(mentors.id, mentorId));
}

/** Lessons a mentor completed (the lifecycle job): the figures search and ranking read. */
export async function addCompletedLessons(tx: Tx, mentorId: number, count: number): Promise<void> {
  await tx.execute(
    sql`UPDATE mentors SET completed_lessons = completed_lessons + ${count},
          completed_lessons_90d = completed_lessons_90d + ${count} WHERE id = ${mentorId}`,
  );
}

/** A mentor's review figures as the reviews module counted them. */
export async function setReviewFigures(
  tx: Db | Tx,
  mentorId: number,
  figures: { reviewCount: number; ratingSum: number },
): Promise<void> {
  await tx
    .update(mentors)
    .set({ reviewCount: figures.reviewCount, ratingSum: figures.ratingSum })
    .where(eq(mentors.id, mentorId));
}
