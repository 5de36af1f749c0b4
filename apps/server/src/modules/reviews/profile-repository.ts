/** SQL the mentor profile reads from reviews: whether the viewer already reviewed the mentor. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

/** Whether `reviewerId` has written a review of the mentor (the profile's has_reviewed). */
export async function hasReviewedMentor(db: Db, reviewerId: number, mentorId: number): Promise<boolean> {
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.mentorId, mentorId)));
  return Boolean(mine);
}
