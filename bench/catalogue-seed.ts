/**
 * The catalogue benches' mentors: `count` approved mentors with the demo catalogue's profiles (skills, styles,
 * languages, session lengths, weekly hours), review figures as if the catalogue had been running a while and
 * levels, ages and media, the Recommended scores, then VACUUM ANALYZE. Used by catalogue-list.ts and memory-under-load.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createMentors, type NewMentor } from '../apps/server/src/modules/mentors/catalogue.ts';
import { mentorProfile, seedLookupTables, type Lookups } from '../apps/server/src/modules/mentors/seed.ts';
import { MENTOR_NAMES } from '../apps/server/src/modules/mentors/seed-data.ts';
import { refreshRankScores } from '../apps/server/src/modules/mentors/repository.ts';

const CHUNK = 500;

export async function seedCatalogueMentors(database: Database, count: number, now: Date): Promise<Lookups> {
  const lk = await database.db.transaction((tx) => seedLookupTables(tx));
  const rnd = (n: number) => ((n * 2654435761) >>> 0) / 4294967296;
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const people = Array.from({ length: size }, (_, k) => {
      const n = start + k;
      const [first] = MENTOR_NAMES[n % MENTOR_NAMES.length]!;
      const [, last, place] = MENTOR_NAMES[Math.floor(n / MENTOR_NAMES.length) % MENTOR_NAMES.length]!;
      return { n, first, last, place };
    });
    const rows = await database.db
      .insert(users)
      .values(
        people.map((p) => ({
          email: `bench${p.n}@example.com`,
          firstName: p.first,
          lastName: p.last,
          profilePicture: `/media/portraits/${(p.n % 66) + 1}.svg`,
          emailConfirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id });
    const inputs: NewMentor[] = people.map((p, k) => ({
      userId: rows[k]!.id,
      ...mentorProfile(p.n, p.first, p.place, lk, now),
      approvedAt: new Date(now.getTime() - Math.floor(rnd(p.n) * 700) * 86_400_000),
      referralCode: `B${p.n}`,
    }));
    await createMentors(database.db, inputs, now);
  }
  // Review figures as if the catalogue had been running a while: about a third of mentors without reviews.
  // Levels and ages spread over the catalogue, a video or sample for a fifth of it (ADR 67), before the
  // VACUUM ANALYZE below: set after it, the planner would plan the new filters from the seed's statistics.
  await database.db.execute(sql`UPDATE mentors SET
    review_count = CASE WHEN id % 3 = 0 THEN 0 ELSE (id * 7) % 40 END,
    rating_sum = CASE WHEN id % 3 = 0 THEN 0 ELSE ((id * 7) % 40) * (9 + (id % 7)) END,
    completed_lessons = (id * 13) % 200, completed_lessons_90d = (id * 11) % 30,
    levels = CASE id % 4 WHEN 0 THEN ARRAY['beginner', 'intermediate'] WHEN 1 THEN ARRAY['intermediate', 'advanced']
      WHEN 2 THEN ARRAY['beginner'] ELSE ARRAY['advanced'] END,
    ages = CASE id % 3 WHEN 0 THEN ARRAY['adults'] WHEN 1 THEN ARRAY['adults', 'teens']
      ELSE ARRAY['teens', 'children'] END,
    has_media = id % 5 = 0`);
  await refreshRankScores(database.db, 'all', now);
  // A table in steady state: autovacuum has run, so counts can be index-only scans.
  await database.db.execute(sql`VACUUM ANALYZE`);
  return lk;
}
