/**
 * The back office's people (issue 21 item 2): search, one account, suspend with a reason and reinstate.
 * Suspension, in one transaction with its audit row: the account is marked (sign-in refused, and the session
 * lookup refuses it, so live sessions end at once), every sign-in revoked, a mentor unlisted (off search and
 * unbookable), and the lessons still to come cancelled with full refunds and mails through the outbox.
 * Staff cannot suspend themselves or another staff member.
 */
import {
  backOfficeMessages as m,
  bookingReference,
  PEOPLE_SEARCH_LIMIT,
  type AdminLesson,
  type AdminPerson,
  type AdminPersonDetail,
  type SuspensionResult,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import {
  lockPerson,
  personById,
  revokeAllFamilies,
  searchPeople,
  setSuspension,
  type PersonRow,
  type SignedInUser,
} from '../auth/index.ts';
import {
  cancelFutureLessonsOf,
  recentLessonsOf,
  type BookingDeps,
  type BookingRow,
} from '../bookings/index.ts';
import { relistReinstatedMentor, unlistSuspendedMentor } from '../mentors/index.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function presentPerson(row: PersonRow): AdminPerson {
  return {
    id: row.id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.isStaff ? 'staff' : row.isMentor ? 'mentor' : 'student',
    mentor_id: row.mentorId,
    joined_at: new Date(row.createdAt).toISOString(),
    last_sign_in_at: iso(row.lastLoginAt),
    suspended_at: iso(row.suspendedAt),
    suspension_reason: row.suspensionReason,
  };
}

function presentLesson(row: BookingRow, userId: number): AdminLesson {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    as: row.studentId === userId ? 'student' : 'mentor',
    status: row.status,
    start: new Date(row.startAt).toISOString(),
    amount_cents: row.amountCents,
    refunded_amount_cents: row.refundedAmountCents,
    currency: row.currency.toUpperCase(),
  };
}

export async function findPeople(db: Db, search: string | undefined): Promise<{ people: AdminPerson[] }> {
  const rows = await searchPeople(db, search?.trim() ?? '', PEOPLE_SEARCH_LIMIT);
  return { people: rows.map(presentPerson) };
}

export async function personDetail(db: Db, id: number): Promise<AdminPersonDetail> {
  const row = await personById(db, id);
  if (!row || row.deletedAt) throw notFound(m.personNotFound);
  const lessons = await recentLessonsOf(db, { userId: row.id, mentorId: row.mentorId }, 50);
  return { person: presentPerson(row), lessons: lessons.map((lesson) => presentLesson(lesson, row.id)) };
}

export async function suspendPerson(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
  reason: string,
): Promise<SuspensionResult> {
  const now = deps.clock.now();
  const { person, cancelled } = await deps.db.transaction(async (tx) => {
    const row = await lockPerson(tx, id);
    if (!row || row.deletedAt) throw notFound(m.personNotFound);
    if (row.id === staff.id) throw badRequest(m.cannotSuspendSelf);
    if (row.isStaff) throw badRequest(m.cannotSuspendStaff);
    if (row.suspendedAt) throw badRequest(m.alreadySuspended);
    await setSuspension(tx, id, { at: now, reason }, now);
    await revokeAllFamilies(tx, id, 'suspended by staff', now);
    const wasListed = row.mentorId !== null && (await unlistSuspendedMentor(tx, row.mentorId));
    const lessons = await cancelFutureLessonsOf(
      deps,
      tx,
      { userId: id, mentorId: row.mentorId },
      'account_suspended',
      now,
    );
    await recordStaffAction(tx, {
      actor: staff,
      action: 'user.suspend',
      record: { type: 'user', id },
      before: { suspended: false, listed: wasListed },
      after: {
        suspended: true,
        listed: false,
        cancelled_lessons: lessons.map((lesson) => bookingReference(lesson.bookingId)),
        refunded_cents: lessons.reduce((sum, lesson) => sum + lesson.refundCents, 0),
      },
      reason,
      at: now,
    });
    return { person: { ...row, suspendedAt: now, suspensionReason: reason }, cancelled: lessons };
  });
  // An unpaid checkout of a cancelled lesson must not be paid any more; best effort, as a cancel does.
  for (const lesson of cancelled) {
    if (!lesson.checkoutId) continue;
    await deps.payments.provider.expireCheckout(lesson.checkoutId).catch((err: unknown) => {
      deps.log.warn({ err, bookingId: lesson.bookingId }, 'checkout could not be expired');
    });
  }
  const shown = presentPerson(person);
  return {
    message: m.suspended(shown.full_name, cancelled.length),
    person: shown,
    cancelled_lessons: cancelled.map((lesson) => bookingReference(lesson.bookingId)),
  };
}

export async function reinstatePerson(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  staff: SignedInUser,
  id: number,
): Promise<SuspensionResult> {
  const now = deps.clock.now();
  const person = await deps.db.transaction(async (tx) => {
    const row = await lockPerson(tx, id);
    if (!row || row.deletedAt) throw notFound(m.personNotFound);
    if (!row.suspendedAt) throw badRequest(m.notSuspended);
    await setSuspension(tx, id, null, now);
    const listed = row.mentorId !== null && (await relistReinstatedMentor(tx, row.mentorId));
    await recordStaffAction(tx, {
      actor: staff,
      action: 'user.reinstate',
      record: { type: 'user', id },
      before: { suspended: true, listed: false, reason: row.suspensionReason },
      after: { suspended: false, listed },
      at: now,
    });
    return { ...row, suspendedAt: null, suspensionReason: null };
  });
  const shown = presentPerson(person);
  return { message: m.reinstated(shown.full_name), person: shown, cancelled_lessons: [] };
}
