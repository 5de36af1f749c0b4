/**
 * The staff queue of mentor applications (M1). Approval lists the mentor (is_verified, approved_at, the
 * Recommended score that counts from approved_at); rejection keeps the row with the reason so it leaves the
 * queue for good (docs/decisions/0018-mentor-applications.md). The row is locked for the decision, so two
 * staff members deciding at once are one decision and one 400. The mail goes out after the commit.
 */
import {
  applicationMessages,
  type AdminApplication,
  type ApplicationDecision,
  type RejectApplicationBody,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../../platform/caller.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { BookingDeps } from '../bookings/index.ts';
import { markApproved, markRejected, refreshRankScores, refreshSearchDocuments } from '../mentors/index.ts';
import { sendApprovedMail, sendRejectedMail, type Applicant } from './mails.ts';
import { lockApplication, pendingApplications, type ApplicationRow } from './repository.ts';

export type ApplicationDeps = Pick<BookingDeps, 'db' | 'config' | 'clock' | 'outbox' | 'log'>;

function present(row: ApplicationRow): AdminApplication {
  return {
    mentor_id: Number(row.mentor_id),
    user_id: Number(row.user_id),
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    profile_photo: row.profile_picture,
    headline: row.headline,
    bio: row.bio,
    skills: row.skills,
    styles: row.styles,
    languages: row.languages,
    amount_cents: Number(row.amount_cents),
    offer_trial: row.offer_trial,
    sessions: row.sessions,
    country: row.country,
    timezone: row.timezone,
    availability: row.availability,
    applied_at: new Date(row.created_at).toISOString(),
  };
}

export async function listApplications(db: Db): Promise<AdminApplication[]> {
  return (await pendingApplications(db)).map(present);
}

/**
 * Locks the application, refuses one that is unknown (404) or already decided (400), and runs `change` in
 * the same transaction, with the applicant it mails (the mail is an outbox row of that transaction).
 */
async function decide(
  deps: ApplicationDeps,
  mentorId: number,
  change: (tx: Tx, applicant: Applicant & { name: string }) => Promise<void>,
): Promise<Applicant & { name: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, mentorId);
    if (!row) throw notFound(applicationMessages.notFound);
    // A hidden mentor (ADR 75) was approved: staff show them from their page, not from the queue.
    if (row.isVerified || row.hiddenAt) throw badRequest(applicationMessages.alreadyApproved);
    if (row.rejectedAt) throw badRequest(applicationMessages.alreadyRejected);
    const applicant = {
      email: row.email,
      firstName: row.firstName,
      mentorId: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
    };
    await change(tx, applicant);
    return applicant;
  });
}

const pending = { status: 'pending' };

export async function approveApplication(
  deps: ApplicationDeps,
  staff: SignedInUser,
  mentorId: number,
): Promise<ApplicationDecision> {
  const now = deps.clock.now();
  const applicant = await decide(deps, mentorId, async (tx, to) => {
    await markApproved(tx, mentorId, now);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'application.approve',
      record: { type: 'mentor', id: mentorId },
      before: pending,
      after: { status: 'approved' },
      at: now,
    });
    // Search reads the search document and the Recommended score, whose recency counts from approved_at.
    await refreshSearchDocuments(tx, [mentorId]);
    await refreshRankScores(tx, [mentorId], now);
    await sendApprovedMail(deps.outbox.mailer(tx), deps.config, to);
  });
  return { message: applicationMessages.approved(applicant.name), mentor_id: mentorId, status: 'approved' };
}

export async function rejectApplication(
  deps: ApplicationDeps,
  staff: SignedInUser,
  mentorId: number,
  body: RejectApplicationBody,
): Promise<ApplicationDecision> {
  const now = deps.clock.now();
  const reason = body.reason.trim();
  const applicant = await decide(deps, mentorId, async (tx, to) => {
    await markRejected(tx, mentorId, reason, now);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'application.reject',
      record: { type: 'mentor', id: mentorId },
      before: pending,
      after: { status: 'rejected' },
      reason,
      at: now,
    });
    await sendRejectedMail(deps.outbox.mailer(tx), deps.config, to, reason);
  });
  return { message: applicationMessages.rejected(applicant.name), mentor_id: mentorId, status: 'rejected' };
}
