/**
 * The staff user's page beyond the account (issue 21 item 2, ADR 75): recent sign-ins, payments and refunds,
 * tickets and reviews; and a mentor's profile, which staff edit with the rules of the mentor's own settings,
 * and hide from search and booking or show again. Each write is one transaction with its audit row (the
 * account's row locked, then the mentor's, the order a suspension takes); the public cache follows the
 * mentors row by its database trigger (migration 0020), so the public list and profile change at once.
 * Existing lessons are never touched by an edit or a hide.
 */
import {
  bookingReference,
  backOfficeMessages,
  PERSON_ACTIVITY_LIMIT,
  peopleMessages as m,
  type AdminMentorEdit,
  type AdminMentorProfile,
  type AdminMentorResult,
  type AdminPersonActivity,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import { lockPerson, personById, type PersonRow, type SignedInUser } from '../auth/index.ts';
import { hideMentor, showMentor, staffMentorProfile, type StaffMentorRow } from '../mentors/index.ts';
import { checkProfileFields, writeProfileFields } from '../settings/index.ts';
import {
  paymentsOf,
  reviewsReceivedBy,
  reviewsWrittenBy,
  signInsOf,
  ticketsOf,
  type PersonReviewRow,
} from './people-repository.ts';

const LIMIT = PERSON_ACTIVITY_LIMIT;
const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

function presentMentor(row: StaffMentorRow): AdminMentorProfile {
  return {
    mentor_id: Number(row.id),
    headline: row.headline,
    bio: row.bio,
    skills: row.skills.map(Number),
    styles: row.styles.map(Number),
    languages: row.languages.map(Number),
    levels: row.levels,
    ages: row.ages,
    approved: row.approved,
    listed: row.is_verified,
    hidden_at: isoOrNull(row.hidden_at),
    hidden_reason: row.hidden_reason,
  };
}

const presentReview = (row: PersonReviewRow) => ({
  id: Number(row.id),
  other_name: row.other_name ?? 'Deleted User',
  other_user_id: row.other_user_id === null ? null : Number(row.other_user_id),
  rating: Number(row.rating),
  message: row.message,
  created_at: iso(row.created_at),
});

async function person(db: Db | Tx, id: number): Promise<PersonRow> {
  const row = await personById(db, id);
  if (!row || row.deletedAt) throw notFound(backOfficeMessages.personNotFound);
  return row;
}

export async function personActivity(db: Db, id: number): Promise<AdminPersonActivity> {
  const row = await person(db, id);
  const [signIns, payments, tickets, written, received, mentor] = await Promise.all([
    signInsOf(db, id, LIMIT),
    paymentsOf(db, id, LIMIT),
    ticketsOf(db, id, LIMIT),
    reviewsWrittenBy(db, id, LIMIT),
    row.mentorId === null ? [] : reviewsReceivedBy(db, row.mentorId, LIMIT),
    row.mentorId === null ? undefined : staffMentorProfile(db, row.mentorId),
  ]);
  return {
    sign_ins: signIns.map((s) => ({
      at: iso(s.created_at),
      last_used_at: iso(s.last_used_at),
      ended_at: isoOrNull(s.revoked_at),
      ended_reason: s.revoked_reason,
      remember_me: s.remember_me,
    })),
    payments: payments.map((p) => ({
      kind: p.kind,
      at: iso(p.at),
      amount_cents: Number(p.amount_cents),
      currency: p.currency.toUpperCase(),
      booking_id: p.booking_id === null ? null : Number(p.booking_id),
      booking_reference: p.booking_id === null ? null : bookingReference(Number(p.booking_id)),
    })),
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      type: t.type,
      status: t.status,
      created_at: iso(t.created_at),
      excerpt: t.excerpt,
    })),
    reviews_written: written.map(presentReview),
    reviews_received: received.map(presentReview),
    mentor: mentor ? presentMentor(mentor) : null,
  };
}

/** The account's and then its mentor row, locked for a staff write; 400 when the account has no profile. */
async function lockMentorOf(tx: Tx, id: number) {
  const row = await lockPerson(tx, id);
  if (!row || row.deletedAt) throw notFound(backOfficeMessages.personNotFound);
  const mentor = row.mentorId === null ? undefined : await staffMentorProfile(tx, row.mentorId, true);
  if (!mentor) throw badRequest(m.notAMentor);
  return { person: row, mentor };
}

const nameOf = (row: PersonRow) => `${row.firstName} ${row.lastName}`.trim();

/** The fields staff edit, as the audit row keeps them (only those sent). */
function editedValues(profile: AdminMentorProfile, fields: (keyof AdminMentorEdit)[]) {
  return Object.fromEntries(fields.map((field) => [field, profile[field]]));
}

export async function editMentor(
  deps: { db: Db; clock: { now(): Date } },
  staff: SignedInUser,
  id: number,
  input: AdminMentorEdit,
): Promise<AdminMentorResult> {
  const fields = (Object.keys(input) as (keyof AdminMentorEdit)[]).filter((f) => input[f] !== undefined);
  if (fields.length === 0) throw badRequest(m.nothingToChange);
  const checked = await checkProfileFields(deps.db, input);
  const now = deps.clock.now();
  const { name, after } = await deps.db.transaction(async (tx) => {
    const { person: row, mentor } = await lockMentorOf(tx, id);
    await writeProfileFields(tx, Number(mentor.id), checked);
    const before = presentMentor(mentor);
    const afterRow = presentMentor((await staffMentorProfile(tx, Number(mentor.id)))!);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'mentor.edit',
      record: { type: 'user', id },
      before: editedValues(before, fields),
      after: editedValues(afterRow, fields),
      at: now,
    });
    return { name: nameOf(row), after: afterRow };
  });
  return { message: m.profileSaved(name), mentor: after };
}

export async function hideMentorOf(
  deps: { db: Db; clock: { now(): Date } },
  staff: SignedInUser,
  id: number,
  reason: string,
): Promise<AdminMentorResult> {
  const now = deps.clock.now();
  const { name, after } = await deps.db.transaction(async (tx) => {
    const { person: row, mentor } = await lockMentorOf(tx, id);
    if (!mentor.approved) throw badRequest(m.notListed);
    if (mentor.hidden_at !== null) throw badRequest(m.alreadyHidden);
    await hideMentor(tx, Number(mentor.id), { at: now, reason });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'mentor.hide',
      record: { type: 'user', id },
      before: { listed: mentor.is_verified, hidden: false },
      after: { listed: false, hidden: true },
      reason,
      at: now,
    });
    return { name: nameOf(row), after: presentMentor((await staffMentorProfile(tx, Number(mentor.id)))!) };
  });
  return { message: m.hidden(name), mentor: after };
}

export async function showMentorOf(
  deps: { db: Db; clock: { now(): Date } },
  staff: SignedInUser,
  id: number,
): Promise<AdminMentorResult> {
  const now = deps.clock.now();
  const { name, after } = await deps.db.transaction(async (tx) => {
    const { person: row, mentor } = await lockMentorOf(tx, id);
    if (mentor.hidden_at === null) throw badRequest(m.notHidden);
    if (row.suspendedAt) throw badRequest(m.suspendedStaysHidden);
    if (!(await showMentor(tx, Number(mentor.id)))) throw badRequest(m.notListed);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'mentor.show',
      record: { type: 'user', id },
      before: { listed: false, hidden: true, reason: mentor.hidden_reason },
      after: { listed: true, hidden: false },
      at: now,
    });
    return { name: nameOf(row), after: presentMentor((await staffMentorProfile(tx, Number(mentor.id)))!) };
  });
  return { message: m.shown(name), mentor: after };
}
