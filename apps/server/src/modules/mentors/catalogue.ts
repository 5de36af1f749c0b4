/**
 * Writing mentors: the one function that creates a mentor with its lookups, sessions and weekly
 * availability, links the user (is_mentor, mentor_id) and rewrites the search document, in one transaction.
 * The demo seed and the tests use it; the mentor application (next issues) will too.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { insertMentorDetails, insertMentors } from './catalogue-repository.ts';
import { linkUsersToMentors, refreshRankScores, refreshSearchDocuments } from './repository.ts';

export interface NewMentor {
  userId: number;
  headline: string;
  bio: string;
  amountCents: number;
  offerTrial: boolean;
  isVerified: boolean;
  country: string;
  timezone: string;
  skillIds: number[];
  styleIds: number[];
  languageIds: number[];
  /** Session lengths with their break after them, in minutes. */
  sessions: { sessionTime: 30 | 60 | 90 | 120; timeoutTime: number }[];
  /** Weekly, in the mentor's zone: weekday 0 = Monday, times 'HH:MM'. */
  availability?: { weekday: number; startTime: string; endTime: string }[];
  referralCode?: string;
  /** When the mentor was approved; defaults to now for verified mentors. */
  approvedAt?: Date;
  createdAt?: Date;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I). */
export function newReferralCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export async function createMentor(db: Db | Tx, input: NewMentor, now: Date): Promise<number> {
  const [id] = await createMentors(db, [input], now);
  return id!;
}

/** Many mentors in a handful of multi-row statements (the demo seed, the bench), in one transaction. */
export async function createMentors(db: Db | Tx, inputs: NewMentor[], now: Date): Promise<number[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await insertMentors(
      tx,
      inputs.map((input) => ({
        userId: input.userId,
        headline: input.headline,
        bio: input.bio,
        amountCents: input.amountCents,
        offerTrial: input.offerTrial,
        isVerified: input.isVerified,
        approvedAt: input.isVerified ? (input.approvedAt ?? now) : null,
        country: input.country,
        timezone: input.timezone,
        referralCode: input.referralCode ?? newReferralCode(),
        createdAt: input.createdAt ?? now,
      })),
    );
    // RETURNING follows the VALUES order on PostgreSQL, but match by user to be certain.
    const idByUser = new Map(rows.map((r) => [r.userId, r.id]));
    const ids = inputs.map((input) => idByUser.get(input.userId)!);
    const each = <T>(pick: (input: NewMentor, mentorId: number) => T[]) =>
      inputs.flatMap((input, i) => pick(input, ids[i]!));
    await insertMentorDetails(tx, {
      skills: each((m, mentorId) => m.skillIds.map((skillId) => ({ mentorId, skillId }))),
      styles: each((m, mentorId) => m.styleIds.map((styleId) => ({ mentorId, styleId }))),
      languages: each((m, mentorId) => m.languageIds.map((languageId) => ({ mentorId, languageId }))),
      sessions: each((m, mentorId) => m.sessions.map((s) => ({ mentorId, ...s }))),
      availability: each((m, mentorId) => (m.availability ?? []).map((a) => ({ mentorId, ...a }))),
    });
    await linkUsersToMentors(tx, ids, now);
    await refreshSearchDocuments(tx, ids);
    await refreshRankScores(tx, ids, now);
    return ids;
  });
}
