/** What the public pages' head and the sitemap read about listed mentors (issue 20 item 5, ADR 68). */
import { asc, eq } from 'drizzle-orm';
import type { Mentor } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';
import { presentMentor } from './presenter.ts';
import { mentorCards } from './repository.ts';

/** A listed (approved, not deleted) mentor as a visitor's card shows them; null for anyone else. */
export async function listedMentorCard(db: Db, mentorId: number): Promise<Mentor | null> {
  const [card] = await mentorCards(db, [mentorId], null);
  return card?.is_verified ? presentMentor(card) : null;
}

/** Every listed mentor's id and approval time, in id order: the sitemap's mentor pages. */
export function listedMentorPages(db: Db): Promise<{ id: number; approvedAt: Date | null }[]> {
  return db
    .select({ id: mentors.id, approvedAt: mentors.approvedAt })
    .from(mentors)
    .where(eq(mentors.isVerified, true))
    .orderBy(asc(mentors.id));
}
