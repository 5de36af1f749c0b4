/** The mentor's remembered sound mode for the lesson room (issue 19 item 1, migration 0031). */
import { eq } from 'drizzle-orm';
import type { SoundMode } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

/** The mode the mentor chose last; undefined when they never chose (or the mentor is gone). */
export async function mentorSoundMode(db: Db, mentorId: number): Promise<SoundMode | undefined> {
  const [row] = await db
    .select({ mode: mentors.roomSoundMode })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  return row?.mode ?? undefined;
}

export async function rememberSoundMode(db: Db, mentorId: number, mode: SoundMode): Promise<void> {
  await db.update(mentors).set({ roomSoundMode: mode }).where(eq(mentors.id, mentorId));
}
