/**
 * SQL of a mentor's settings (the settings module's rules, rule M4): the settings read (DATA-20), the
 * referring mentor, and the writes of a mentor's profile, lookups, weekly hours and session lengths.
 */
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  languages,
  mentorAvailability,
  mentorLanguages,
  mentorSessions,
  mentorSkills,
  mentorStyles,
  mentors,
  skills,
  styles,
} from '../../db/schema/index.ts';
import { lookupJson, sessionsAndWeeklyHoursJson } from './repository.ts';
import { MEDIA_PREFIX } from '../../platform/storage.ts';

type Conn = Db | Tx;

export interface ReferralMentorRow {
  id: number;
  first_name: string;
  last_name: string;
}

/** The referring mentor (rule L5) of a user, or undefined. */
export async function referralMentor(
  db: Conn,
  mentorId: number | null,
): Promise<ReferralMentorRow | undefined> {
  if (mentorId === null) return undefined;
  const [row] = await queryRows<ReferralMentorRow>(
    db,
    sql`SELECT m.id, u.first_name, u.last_name FROM mentors m JOIN users u ON u.id = m.user_id
        WHERE m.id = ${mentorId}`,
  );
  return row;
}

export interface MentorSettingsRow {
  id: number;
  headline: string;
  bio: string;
  offer_trial: boolean;
  is_verified: boolean;
  amount_cents: number;
  different_call_platform: boolean;
  different_call_platform_name: string | null;
  different_call_platform_url: string | null;
  referral_code: string;
  timezone: string;
  skills: { id: number; name: string }[];
  styles: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  sessions: { session_time: number; timeout_time: number }[];
  availability: { weekday: number; start_time: string; end_time: string }[];
  intro_video_url: string | null;
  levels: string[];
  ages: string[];
  audio_samples: { id: number; url: string; title: string; duration_seconds: number }[];
}

/** A mentor's whole settings (profile, lookups, session lengths, weekly hours) in one round trip. */
export async function mentorSettings(db: Conn, mentorId: number): Promise<MentorSettingsRow | undefined> {
  const [row] = await queryRows<MentorSettingsRow>(
    db,
    sql`SELECT m.id, m.headline, m.bio, m.offer_trial, m.is_verified, m.amount_cents, m.different_call_platform,
      m.different_call_platform_name, m.different_call_platform_url, m.referral_code, m.timezone,
      ${lookupJson('mentor_skills', 'skills', 'skill_id')} AS skills,
      ${lookupJson('mentor_styles', 'styles', 'style_id')} AS styles,
      ${lookupJson('mentor_languages', 'languages', 'language_id')} AS languages,
      ${sessionsAndWeeklyHoursJson},
      m.intro_video_url, m.levels, m.ages,
      coalesce((SELECT json_agg(json_build_object('id', a.id, 'url', ${MEDIA_PREFIX}::text || a.storage_path,
        'title', a.title, 'duration_seconds', a.duration_seconds) ORDER BY a.id)
        FROM mentor_audio_samples a WHERE a.mentor_id = m.id), '[]'::json) AS audio_samples
    FROM mentors m WHERE m.id = ${mentorId}`,
  );
  return row;
}

/** Locks the mentor row for a settings write, so two saves of one mentor run one after the other. */
export async function lockMentorForSettings(tx: Tx, mentorId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM mentors WHERE id = ${mentorId} FOR UPDATE`);
}

const LOOKUPS = {
  skills: { table: skills, join: mentorSkills, key: 'skillId' },
  styles: { table: styles, join: mentorStyles, key: 'styleId' },
  languages: { table: languages, join: mentorLanguages, key: 'languageId' },
} as const;
export type LookupKind = keyof typeof LOOKUPS;

/**
 * The ids of a list that name no row of the lookup table, or a hidden one (ADR 73) that is not already
 * among the choices of the mentor `heldBy`: a hidden entry takes no new choice, and whoever chose it keeps it.
 */
export async function unknownLookupIds(
  db: Conn,
  kind: LookupKind,
  ids: number[],
  heldBy?: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table, join, key } = LOOKUPS[kind];
  const chosen = (join as typeof mentorSkills)[key as 'skillId'];
  const offered =
    heldBy === undefined
      ? isNull(table.hiddenAt)
      : or(
          isNull(table.hiddenAt),
          sql`${table.id} IN (SELECT ${chosen} FROM ${join} WHERE ${join.mentorId} = ${heldBy})`,
        );
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), offered));
  const known = new Set(found.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** Replaces a mentor's skills, styles or languages. */
export async function replaceLookups(
  tx: Tx,
  kind: LookupKind,
  mentorId: number,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (kind === 'skills') {
    await tx.delete(mentorSkills).where(eq(mentorSkills.mentorId, mentorId));
    if (unique.length) await tx.insert(mentorSkills).values(unique.map((skillId) => ({ mentorId, skillId })));
  } else if (kind === 'styles') {
    await tx.delete(mentorStyles).where(eq(mentorStyles.mentorId, mentorId));
    if (unique.length) await tx.insert(mentorStyles).values(unique.map((styleId) => ({ mentorId, styleId })));
  } else {
    await tx.delete(mentorLanguages).where(eq(mentorLanguages.mentorId, mentorId));
    if (unique.length)
      await tx.insert(mentorLanguages).values(unique.map((languageId) => ({ mentorId, languageId })));
  }
}

/** Replaces the weekly hours (weekday 0 = Monday, times 'HH:MM' in the mentor's zone). */
export async function replaceWeeklyHours(
  tx: Tx,
  mentorId: number,
  hours: { weekday: number; startTime: string; endTime: string }[],
): Promise<void> {
  await tx.delete(mentorAvailability).where(eq(mentorAvailability.mentorId, mentorId));
  if (hours.length) await tx.insert(mentorAvailability).values(hours.map((h) => ({ mentorId, ...h })));
}

/**
 * Replaces the session lengths. A length that stays keeps its row (and id), only its break changes, so
 * links and open booking pages that name it keep working; a removed length's row is deleted, which leaves
 * bookings intact (bookings.session_id is ON DELETE SET NULL and every booking keeps its own snapshot of
 * the length and break).
 */
export async function replaceSessions(
  tx: Tx,
  mentorId: number,
  sessions: { sessionTime: 30 | 60 | 90 | 120; timeoutTime: number }[],
): Promise<void> {
  const times = sessions.map((s) => s.sessionTime);
  await tx
    .delete(mentorSessions)
    .where(and(eq(mentorSessions.mentorId, mentorId), notInArray(mentorSessions.sessionTime, times)));
  for (const session of sessions) {
    await tx
      .insert(mentorSessions)
      .values({ mentorId, ...session })
      .onConflictDoUpdate({
        target: [mentorSessions.mentorId, mentorSessions.sessionTime],
        set: { timeoutTime: session.timeoutTime },
      });
  }
}

/** Whether the mentor offers a free trial (undefined for an unknown mentor). */
export async function mentorOffersTrial(tx: Tx, mentorId: number): Promise<boolean | undefined> {
  const [mentor] = await tx
    .select({ offerTrial: mentors.offerTrial })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  return mentor?.offerTrial;
}

/** The session lengths the mentor offers, as stored. */
export function mentorSessionLengths(tx: Tx, mentorId: number): Promise<{ sessionTime: number }[]> {
  return tx
    .select({ sessionTime: mentorSessions.sessionTime })
    .from(mentorSessions)
    .where(eq(mentorSessions.mentorId, mentorId));
}

export type MentorProfileChanges = Partial<
  Pick<
    typeof mentors.$inferInsert,
    | 'headline'
    | 'bio'
    | 'amountCents'
    | 'offerTrial'
    | 'differentCallPlatform'
    | 'differentCallPlatformName'
    | 'differentCallPlatformUrl'
  >
>;

/** Changes the fields of a mentor's profile that are given. */
export async function updateMentorProfileFields(
  tx: Tx,
  mentorId: number,
  changes: MentorProfileChanges,
): Promise<void> {
  await tx.update(mentors).set(changes).where(eq(mentors.id, mentorId));
}

/** Sets the zone of the mentor's weekly hours. */
export async function setMentorTimezone(tx: Tx, mentorId: number, timezone: string): Promise<void> {
  await tx.update(mentors).set({ timezone }).where(eq(mentors.id, mentorId));
}
