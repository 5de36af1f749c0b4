/** SQL of a mentor's audio samples and of the has_media flag the catalogue filters on (ADR 67). */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentorAudioSamples, mentors } from '../../db/schema/index.ts';

type Conn = Db | Tx;

export type AudioSampleRow = typeof mentorAudioSamples.$inferSelect;

/** A mentor's samples, oldest first: the first is the one a card plays. */
export function samplesOf(db: Conn, mentorId: number): Promise<AudioSampleRow[]> {
  return db
    .select()
    .from(mentorAudioSamples)
    .where(eq(mentorAudioSamples.mentorId, mentorId))
    .orderBy(asc(mentorAudioSamples.id));
}

export async function sampleCount(db: Conn, mentorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mentorAudioSamples)
    .where(eq(mentorAudioSamples.mentorId, mentorId));
  return Number(row?.n ?? 0);
}

export async function insertSample(
  tx: Tx,
  sample: Omit<typeof mentorAudioSamples.$inferInsert, 'id'>,
): Promise<AudioSampleRow> {
  const [row] = await tx.insert(mentorAudioSamples).values(sample).returning();
  return row!;
}

/** Deletes one of the mentor's samples; undefined when it is not theirs (or not there). */
export async function deleteSample(
  tx: Tx,
  mentorId: number,
  id: number,
): Promise<AudioSampleRow | undefined> {
  const [row] = await tx
    .delete(mentorAudioSamples)
    .where(and(eq(mentorAudioSamples.id, id), eq(mentorAudioSamples.mentorId, mentorId)))
    .returning();
  return row;
}

/** Storage paths of every sample of these mentors (account purge removes the files). */
export async function samplePathsOf(db: Conn, mentorIds: number[]): Promise<string[]> {
  if (mentorIds.length === 0) return [];
  const rows = await db
    .select({ path: mentorAudioSamples.storagePath })
    .from(mentorAudioSamples)
    .where(inArray(mentorAudioSamples.mentorId, mentorIds));
  return rows.map((r) => r.path);
}

/** has_media follows the video and the samples, in the transaction that changed either. */
export async function refreshHasMedia(tx: Conn, mentorId: number): Promise<void> {
  await tx.execute(sql`UPDATE mentors m SET has_media = (m.intro_video_url IS NOT NULL
      OR EXISTS (SELECT 1 FROM mentor_audio_samples s WHERE s.mentor_id = m.id))
    WHERE m.id = ${mentorId}
      AND has_media IS DISTINCT FROM (m.intro_video_url IS NOT NULL
        OR EXISTS (SELECT 1 FROM mentor_audio_samples s WHERE s.mentor_id = m.id))`);
}

/** The mentor's own teaching facts as settings edit them. */
export async function setTeachingFacts(
  tx: Tx,
  mentorId: number,
  facts: { introVideoUrl?: string | null; levels?: string[]; ages?: string[] },
): Promise<void> {
  if (Object.keys(facts).length === 0) return;
  await tx.update(mentors).set(facts).where(eq(mentors.id, mentorId));
  if (facts.introVideoUrl !== undefined) await refreshHasMedia(tx, mentorId);
}
