/** SQL of creating mentors (catalogue.ts): the mentors rows, then their lookups, sessions and weekly hours. */
import type { Tx } from '../../db/client.ts';
import {
  mentorAvailability,
  mentorLanguages,
  mentorSessions,
  mentorSkills,
  mentorStyles,
  mentors,
} from '../../db/schema/index.ts';

export type NewMentorRow = typeof mentors.$inferInsert;

/** The rows of mentor_skills, mentor_styles, mentor_languages, mentor_sessions and mentor_availability. */
export interface MentorDetailRows {
  skills: (typeof mentorSkills.$inferInsert)[];
  styles: (typeof mentorStyles.$inferInsert)[];
  languages: (typeof mentorLanguages.$inferInsert)[];
  sessions: (typeof mentorSessions.$inferInsert)[];
  availability: (typeof mentorAvailability.$inferInsert)[];
}

/** Inserts the mentors rows in one statement; their ids with the user each belongs to. */
export function insertMentors(tx: Tx, rows: NewMentorRow[]): Promise<{ id: number; userId: number }[]> {
  return tx.insert(mentors).values(rows).returning({ id: mentors.id, userId: mentors.userId });
}

/** Inserts the new mentors' lookups, sessions and weekly hours, one multi-row statement per table. */
export async function insertMentorDetails(tx: Tx, rows: MentorDetailRows): Promise<void> {
  if (rows.skills.length) await tx.insert(mentorSkills).values(rows.skills);
  if (rows.styles.length) await tx.insert(mentorStyles).values(rows.styles);
  if (rows.languages.length) await tx.insert(mentorLanguages).values(rows.languages);
  if (rows.sessions.length) await tx.insert(mentorSessions).values(rows.sessions);
  if (rows.availability.length) await tx.insert(mentorAvailability).values(rows.availability);
}
