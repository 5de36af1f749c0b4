/**
 * SQL of the staff user's page for a mentor (issue 21 item 2, ADR 75): the profile staff edit, and hiding a
 * mentor from search and booking (is_verified false, as a suspension unlists, with hidden_at and the reason)
 * and showing them again.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MentorAge, MentorLevel } from '@app/contract';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

export interface StaffMentorRow extends Record<string, unknown> {
  id: number;
  headline: string;
  bio: string;
  is_verified: boolean;
  approved: boolean;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  levels: MentorLevel[];
  ages: MentorAge[];
  skills: number[];
  styles: number[];
  languages: number[];
}

const ids = (table: string, column: string) =>
  sql.raw(`coalesce((SELECT array_agg(${column} ORDER BY ${column}) FROM ${table} x WHERE x.mentor_id = m.id),
    '{}'::integer[])`);

/** A mentor's profile as staff see and edit it; `lock` holds the row until the transaction ends. */
export async function staffMentorProfile(
  db: Db | Tx,
  mentorId: number,
  lock = false,
): Promise<StaffMentorRow | undefined> {
  const [row] = await queryRows<StaffMentorRow>(
    db,
    sql`SELECT m.id, m.headline, m.bio, m.is_verified,
        (m.approved_at IS NOT NULL AND m.rejected_at IS NULL) AS approved, m.hidden_at, m.hidden_reason,
        m.levels, m.ages, ${ids('mentor_skills', 'skill_id')} AS skills,
        ${ids('mentor_styles', 'style_id')} AS styles, ${ids('mentor_languages', 'language_id')} AS languages
      FROM mentors m WHERE m.id = ${mentorId} ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
  return row;
}

/** Hides a listed or unlisted approved mentor: off search and booking until staff show them. */
export async function hideMentor(tx: Tx, mentorId: number, hidden: { at: Date; reason: string }) {
  await tx
    .update(mentors)
    .set({ isVerified: false, hiddenAt: hidden.at, hiddenReason: hidden.reason })
    .where(eq(mentors.id, mentorId));
}

/** Shows a hidden approved mentor again; false when the row was not hidden and approved. */
export async function showMentor(tx: Tx, mentorId: number): Promise<boolean> {
  const rows = await tx
    .update(mentors)
    .set({ isVerified: true, hiddenAt: null, hiddenReason: null })
    .where(
      and(
        eq(mentors.id, mentorId),
        isNotNull(mentors.hiddenAt),
        isNotNull(mentors.approvedAt),
        isNull(mentors.rejectedAt),
      ),
    )
    .returning({ id: mentors.id });
  return rows.length > 0;
}
