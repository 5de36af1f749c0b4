/**
 * Demo data for an empty database: the student, mentor and staff accounts of the README, all confirmed,
 * all with the password SEED_PASSWORD. Idempotent (an existing e-mail is left alone, so a changed password
 * survives restarts), and skipped in production unless SEED=true.
 */
import type { Config } from './config.ts';
import { SystemClock, type Clock } from './platform/clock.ts';
import { openFileStorage, type FileStorage } from './platform/storage.ts';
import { hashPassword, findUserByEmail, insertUser } from './modules/auth/index.ts';
import { isUniqueViolation } from './db/errors.ts';
import { DEMO_ACCOUNT_AGE_DAYS, DEMO_MENTOR, seedCatalogue } from './modules/mentors/index.ts';
import { seedPromoCodes } from './modules/promo-codes/index.ts';
import { seedMasterclass } from './modules/webinars/index.ts';
import { seedDemoConversation } from './modules/conversations/index.ts';
import type { Database } from './db/client.ts';

export const DEMO_ACCOUNTS = [
  { email: 'student@example.com', firstName: 'Sam', lastName: 'Taylor', isStaff: false },
  // Becomes an approved mentor in the demo catalogue (modules/mentors/seed.ts).
  {
    email: 'mentor@example.com',
    firstName: DEMO_MENTOR.firstName,
    lastName: DEMO_MENTOR.lastName,
    isStaff: false,
  },
  { email: 'staff@example.com', firstName: 'Stella', lastName: 'Brandt', isStaff: true },
] as const;

export async function seedDemoData(
  database: Database,
  config: Config,
  clock: Clock = new SystemClock(false),
  /** Where the portraits go: the configuration's storage unless given. */
  storage?: FileStorage,
): Promise<void> {
  const now = clock.now();
  // Demo accounts have been around for a while (they wrote the catalogue's reviews), so they are past the
  // 24 hours in which a new account may add a referral code and see the referral popup.
  const registeredAt = new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * 86_400_000);
  // Hashed once (argon2 is deliberately slow) and shared by every demo account.
  const passwordHash = await hashPassword(config.SEED_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(database.db, account.email)) continue;
    try {
      await insertUser(
        database.db,
        { ...account, passwordHash, emailConfirmedAt: registeredAt },
        registeredAt,
      );
    } catch (err) {
      // Another process seeding at the same moment got there first: that is the idempotent outcome.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  await seedCatalogue(database, storage ?? (await openFileStorage(config)), now, passwordHash);
  await seedPromoCodes(database.db, now);
  await seedMasterclass(database.db, now);
  await seedDemoConversation(
    database,
    { student: DEMO_ACCOUNTS[0].email, mentor: DEMO_ACCOUNTS[1].email },
    now,
  );
}
