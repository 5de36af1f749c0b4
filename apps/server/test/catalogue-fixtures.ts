/**
 * Catalogue test data written straight through the catalogue's own write functions (there is no mentor
 * application endpoint yet): lookups, mentor accounts and reviews.
 */
import { languages, skills, styles } from '../src/db/schema/index.ts';
import type { Database } from '../src/db/client.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { createMentor, type NewMentor } from '../src/modules/mentors/catalogue.ts';

export interface Lookups {
  skill: Record<string, number>;
  style: Record<string, number>;
  language: Record<string, number>;
}

export async function seedLookups(database: Database): Promise<Lookups> {
  const db = database.db;
  const s = await db
    .insert(skills)
    .values(['Guitar', 'Piano', 'Drums', 'Voice'].map((name) => ({ name })))
    .returning();
  const st = await db
    .insert(styles)
    .values(['Rock', 'Jazz', 'Classical', 'Blues'].map((name) => ({ name })))
    .returning();
  const l = await db
    .insert(languages)
    .values(['English', 'Spanish', 'German'].map((name) => ({ name })))
    .returning();
  const byName = (rows: { id: number; name: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.name, r.id]));
  return { skill: byName(s), style: byName(st), language: byName(l) };
}

export interface MentorSpec extends Partial<Omit<NewMentor, 'userId'>> {
  firstName: string;
  lastName: string;
  email?: string;
  /** An existing user (e.g. one who can sign in); otherwise a user is inserted. */
  userId?: number;
}

let counter = 0;

export async function addMentor(
  database: Database,
  spec: MentorSpec,
  now: Date,
): Promise<{ id: number; userId: number }> {
  counter += 1;
  const userId =
    spec.userId ??
    (
      await insertUser(
        database.db,
        {
          email: spec.email ?? `mentor-${counter}-${Date.now()}@example.com`,
          firstName: spec.firstName,
          lastName: spec.lastName,
          passwordHash: null,
          emailConfirmedAt: now,
        },
        now,
      )
    ).id;
  const id = await createMentor(
    database.db,
    {
      userId,
      headline: spec.headline ?? 'Music lessons for every level',
      bio: spec.bio ?? 'I teach music with patience and a plan for every student.',
      amountCents: spec.amountCents ?? 4000,
      offerTrial: spec.offerTrial ?? false,
      isVerified: spec.isVerified ?? true,
      country: spec.country ?? 'DE',
      timezone: spec.timezone ?? 'Europe/Berlin',
      skillIds: spec.skillIds ?? [],
      styleIds: spec.styleIds ?? [],
      languageIds: spec.languageIds ?? [],
      sessions: spec.sessions ?? [{ sessionTime: 60, timeoutTime: 10 }],
      ...(spec.availability ? { availability: spec.availability } : {}),
      ...(spec.approvedAt ? { approvedAt: spec.approvedAt } : {}),
      ...(spec.referralCode ? { referralCode: spec.referralCode } : {}),
    },
    now,
  );
  return { id, userId };
}
