/**
 * SQL of account deletion and its purge (rule A10) on the mentors' tables: the listing, weekly hours, extra
 * time, public profile and likes. The rules are the settings module's.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { mentorAvailability, mentorExtraTime, mentors } from '../../db/schema/index.ts';

/** Unlists a deleted mentor and removes their weekly hours and their extra time still to come. */
export async function unlistDeletedMentor(tx: Tx, mentorId: number, now: Date): Promise<void> {
  await tx.update(mentors).set({ isVerified: false }).where(eq(mentors.id, mentorId));
  await tx.delete(mentorAvailability).where(eq(mentorAvailability.mentorId, mentorId));
  await tx
    .delete(mentorExtraTime)
    .where(and(eq(mentorExtraTime.mentorId, mentorId), gt(mentorExtraTime.endAt, now)));
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Deletes the users' saved mentors (likes). */
export async function deleteLikesOf(tx: Tx, userIds: number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM likes WHERE user_id IN (${idList(userIds)})`);
}

/**
 * Empties the mentors' headline, bio, country and own call link (their public words and whereabouts), and
 * drops their intro video and audio samples (ADR 67); answers the storage paths of the samples' files, which
 * the caller removes through the outbox (ADR 71).
 */
export async function clearPurgedMentorProfiles(tx: Tx, mentorIds: number[]): Promise<string[]> {
  const samples = await queryRows<{ storage_path: string }>(
    tx,
    sql`DELETE FROM mentor_audio_samples WHERE mentor_id IN (${idList(mentorIds)}) RETURNING storage_path`,
  );
  await tx.execute(sql`UPDATE mentors SET headline = '', bio = '', country = '', different_call_platform = false,
        different_call_platform_name = NULL, different_call_platform_url = NULL, intro_video_url = NULL,
        has_media = false
      WHERE id IN (${idList(mentorIds)})`);
  return samples.map((sample) => sample.storage_path);
}
