/**
 * Catalogue test data written straight through the catalogue's own write functions (there is no mentor
 * application endpoint yet): lookups, mentor accounts and reviews.
 */
import { inArray } from 'drizzle-orm';
import { languages, skills, styles } from '../src/db/schema/index.ts';
import type { Database } from '../src/db/client.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { createMentor, type NewMentor } from '../src/modules/mentors/catalogue.ts';

export interface Lookups {
  skill: Record<string, number>;
  style: Record<string, number>;
  language: Record<string, number>;
}

/** Lookup rows by name: the ones migration 0035 brought are reused, others are added. */
async function lookupRows(
  database: Database,
  table: typeof skills | typeof styles | typeof languages,
  names: string[],
): Promise<Record<string, number>> {
  await database.db
    .insert(table)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await database.db.select().from(table).where(inArray(table.name, names));
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export async function seedLookups(database: Database): Promise<Lookups> {
  return {
    skill: await lookupRows(database, skills, ['Guitar', 'Piano', 'Drums', 'Voice']),
    style: await lookupRows(database, styles, ['Rock', 'Jazz', 'Classical', 'Blues']),
    language: await lookupRows(database, languages, ['English', 'Spanish', 'German']),
  };
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
