/**
 * SQL of the accounts module: users, e-mail link tokens, refresh-token families and Google sign-in's
 * waiting states.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountTokens,
  oauthStates,
  refreshFamilies,
  refreshTokens,
  users,
  type AccountTokenPurpose,
  type RefreshFamilyRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { hashToken, randomToken } from './tokens.ts';

type Conn = Db | Tx;

// ---- users ----

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Conn, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSub(db: Conn, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

/** An account that exists and was not deleted, with what a mail to it needs; undefined otherwise. */
export async function findRecipient(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      wantsMail: users.emailLessonNotifications,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  emailConfirmedAt?: Date | null;
  googleSub?: string | null;
  timezone?: string;
}

/** Throws the driver's unique violation (23505) when the e-mail is taken; callers map it to a 400. */
export async function insertUser(db: Conn, user: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The user was not inserted');
  return row;
}

export async function updateUser(
  db: Conn,
  id: number,
  changes: Partial<
    Pick<UserRow, 'passwordHash' | 'emailConfirmedAt' | 'timezone' | 'lastLoginAt' | 'googleSub'>
  >,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

// ---- e-mail link tokens (confirmation, password reset) ----

/**
 * A new single-use link token (rule A3): the raw value goes into the e-mail, only its hash is stored,
 * so a leaked database cannot be used to confirm accounts or reset passwords.
 */
/** Records the mentor who referred the user; false when a referral was already set (at most one). */
export async function setReferral(db: Conn, userId: number, mentorId: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ referralMentorId: mentorId, referredAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.referralMentorId)))
    .returning({ id: users.id });
  return updated.length === 1;
}

export async function issueAccountToken(
  db: Conn,
  userId: number,
  purpose: AccountTokenPurpose,
  ttlHours: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlHours * 3600 * 1000),
    createdAt: now,
  });
  return token;
}

export async function findAccountToken(db: Conn, tokenHash: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row;
}

/**
 * Marks a token used if it still can be: one statement, so two simultaneous clicks on one link cannot
 * both succeed. Answers the owner's id, or undefined when the token was used, expired or unknown.
 */
export async function useAccountToken(
  db: Conn,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Retires every other open link of a kind, e.g. older reset links once a password was reset. */
export async function retireAccountTokens(
  db: Conn,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

// ---- refresh families and tokens ----

export async function insertFamily(
  db: Conn,
  family: { id: string; userId: number; rememberMe: boolean },
  now: Date,
): Promise<void> {
  await db.insert(refreshFamilies).values({ ...family, createdAt: now, lastUsedAt: now });
}

export async function insertRefreshToken(
  db: Conn,
  tokenHash: string,
  familyId: string,
  now: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, familyId, createdAt: now });
}

export interface PresentedRefreshToken {
  tokenHash: string;
  rotatedAt: Date | null;
  family: RefreshFamilyRow;
}

export async function findRefreshToken(
  db: Conn,
  tokenHash: string,
): Promise<PresentedRefreshToken | undefined> {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      rotatedAt: refreshTokens.rotatedAt,
      family: refreshFamilies,
    })
    .from(refreshTokens)
    .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token rotated if nobody did it first; false means it was already used (reuse). */
export async function markRotated(db: Conn, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export async function touchFamily(db: Conn, familyId: string, now: Date): Promise<void> {
  await db.update(refreshFamilies).set({ lastUsedAt: now }).where(eq(refreshFamilies.id, familyId));
}

export async function revokeFamily(db: Conn, familyId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
}

export async function revokeAllFamilies(db: Conn, userId: number, reason: string, now: Date): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
}

/**
 * The user behind an access token, provided its sign-in (family) has not been revoked since and the account
 * is not suspended (issue 21: a suspension ends every session at once, even a live access token's).
 */
export async function findSignedInUser(
  db: Conn,
  userId: number,
  familyId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(refreshFamilies, eq(refreshFamilies.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(refreshFamilies.id, familyId),
        isNull(refreshFamilies.revokedAt),
        isNull(users.suspendedAt),
      ),
    );
  return row?.user;
}

// ---- Google sign-in's waiting states ----

/** Keeps a sign-in's state, nonce and code verifier until the provider sends the browser back. */
export async function insertOAuthState(db: Db, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(row);
}

/** Drops the states that expired before `now`. */
export async function deleteExpiredOAuthStates(db: Db, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

/** Takes (deletes and answers) a provider's state, so it serves one callback only. */
export async function takeOAuthState(db: Db, state: string, provider: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
    .returning();
  return row;
}
