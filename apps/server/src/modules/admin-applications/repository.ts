/** SQL of the staff queue of mentor applications (M1): the pending ones with the applicant's profile. */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { lookupJson, sessionsAndWeeklyHoursJson } from '../mentors/index.ts';
import { mentors, users } from '../../db/schema/index.ts';

export interface ApplicationRow {
  mentor_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  headline: string;
  bio: string;
  amount_cents: number;
  offer_trial: boolean;
  country: string;
  timezone: string;
  created_at: Date | string;
  skills: { id: number; name: string }[];
  styles: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  sessions: { session_time: number; timeout_time: number }[];
  availability: { weekday: number; start_time: string; end_time: string }[];
}

/**
 * Pending applications (neither approved nor rejected), oldest first: one round trip for the whole queue. A
 * suspended or deleted account's unlisted profile is not an application (ADR 69), nor is a mentor staff hid
 * (ADR 75).
 */
export function pendingApplications(db: Db): Promise<ApplicationRow[]> {
  return queryRows<ApplicationRow>(
    db,
    sql`SELECT m.id AS mentor_id, m.user_id, u.first_name, u.last_name, u.email, u.profile_picture, m.headline,
      m.bio, m.amount_cents, m.offer_trial, m.country, m.timezone, m.created_at,
      ${lookupJson('mentor_skills', 'skills', 'skill_id')} AS skills,
      ${lookupJson('mentor_styles', 'styles', 'style_id')} AS styles,
      ${lookupJson('mentor_languages', 'languages', 'language_id')} AS languages,
      ${sessionsAndWeeklyHoursJson}
    FROM mentors m JOIN users u ON u.id = m.user_id
    WHERE NOT m.is_verified AND m.rejected_at IS NULL AND m.hidden_at IS NULL AND u.suspended_at IS NULL
      AND u.deleted_at IS NULL
    ORDER BY m.created_at, m.id`,
  );
}

export interface LockedApplication {
  id: number;
  isVerified: boolean;
  rejectedAt: Date | null;
  hiddenAt: Date | null;
  email: string;
  firstName: string;
  lastName: string;
}

/** The application row, locked until the transaction ends: two decisions at once run one after the other. */
export async function lockApplication(tx: Tx, mentorId: number): Promise<LockedApplication | undefined> {
  const [row] = await tx
    .select({
      id: mentors.id,
      isVerified: mentors.isVerified,
      rejectedAt: mentors.rejectedAt,
      hiddenAt: mentors.hiddenAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(eq(mentors.id, mentorId))
    .for('update', { of: mentors });
  return row;
}

/** The staff dashboard's count of applications awaiting a decision. */
export async function pendingApplicationCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mentors m JOIN users u ON u.id = m.user_id
      WHERE NOT m.is_verified AND m.rejected_at IS NULL AND m.hidden_at IS NULL AND u.suspended_at IS NULL
      AND u.deleted_at IS NULL`,
  );
  return Number(row?.n ?? 0);
}
