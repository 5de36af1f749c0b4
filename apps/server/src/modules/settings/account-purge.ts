/**
 * The purge of deleted accounts (rule A10, the privacy page's "deletion + 6 months"): deletion anonymises an
 * account at once (account-deletion.ts); once its purge_after has passed, this job removes what personal
 * data the row still reaches:
 *  - the student's saved mentors and their lesson preparation answers and no-show report texts (free text
 *    about themselves), and the address and text of their support tickets (the ticket itself stays);
 *  - a mentor's headline, bio, country and own call link (their public words and whereabouts), intro video
 *    and audio samples, whose files are removed from the storage through the outbox (ADR 71);
 *  - the account's time zone, last sign-in and the rows of its ended sessions.
 * What stays, by design: lessons, reviews and messages attached to "Deleted User" (the other person's
 * history), and money records (payments, refunds, payouts, the ledger and the payout account), which the
 * business must keep for its accounts. A scheduled job, a batch at a time, once per account (purged_at).
 */
import type { Tx } from '../../db/client.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { deleteRefreshFamiliesOf, lockUsersDueForPurge, markUsersPurged } from '../auth/index.ts';
import { clearPreparationAnswersOf } from '../bookings/index.ts';
import { deletePresenceOf } from '../conversations/index.ts';
import { clearPurgedMentorProfiles, deleteLikesOf, refreshSearchDocuments } from '../mentors/index.ts';
import { clearNoShowDetailsOf } from '../no-show/index.ts';
import { anonymiseSupportTicketsOf } from '../support/index.ts';

const BATCH = 100;

export async function purgeDeletedAccounts(
  tx: Tx,
  now: Date,
  outbox: Pick<Outbox, 'removeFile'>,
): Promise<void> {
  const due = await lockUsersDueForPurge(tx, now, BATCH);
  if (due.length === 0) return;
  const ids = due.map((u) => u.id);
  await deleteLikesOf(tx, ids);
  await clearPreparationAnswersOf(tx, ids);
  await clearNoShowDetailsOf(tx, ids);
  await anonymiseSupportTicketsOf(tx, ids);
  await deleteRefreshFamiliesOf(tx, ids);
  await deletePresenceOf(tx, ids);
  const mentorIds = due.flatMap((u) => (u.mentor_id === null ? [] : [Number(u.mentor_id)]));
  if (mentorIds.length) {
    const files = await clearPurgedMentorProfiles(tx, mentorIds);
    for (const path of files) await outbox.removeFile(tx, path);
    await refreshSearchDocuments(tx, mentorIds);
  }
  await markUsersPurged(tx, ids, now);
}
