/** SQL of a mentor's own call platform (Zoom, Meet, Teams), which the lesson room hands out instead of itself. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

/** Whether the mentor teaches on another call platform, and its link as they entered it. */
export async function mentorCallPlatform(
  db: Db | Tx,
  mentorId: number,
): Promise<{ uses: boolean; url: string | null } | undefined> {
  const [mentor] = await db
    .select({ uses: mentors.differentCallPlatform, url: mentors.differentCallPlatformUrl })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  return mentor;
}
