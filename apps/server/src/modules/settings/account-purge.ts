/**
 * The purge of deleted accounts (rule A10, the privacy page's "deletion + 6 months"): deletion anonymises an
 * account at once (account-deletion.ts); once its purge_after has passed, this job removes what personal
 * data the row still reaches:
 *  - the student's saved mentors and their lesson preparation answers and no-show report texts (free text
 *    about themselves), and the address and text of their support tickets (the ticket itself stays);
 *  - a mentor's headline, bio, country and own call link (their public words and whereabouts);
 *  - the account's time zone, last sign-in and the rows of its ended sessions.
 * What stays, by design: lessons, reviews and messages attached to "Deleted User" (the other person's
 * history), and money records (payments, refunds, payouts, the ledger and the payout account), which the
 * business must keep for its accounts. A scheduled job, a batch at a time, once per account (purged_at).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { refreshSearchDocuments } from '../mentors/index.ts';

const BATCH = 100;

export async function purgeDeletedAccounts(tx: Tx, now: Date): Promise<void> {
  const due = await queryRows<{ id: number; mentor_id: number | null }>(
    tx,
    sql`SELECT id, mentor_id FROM users
        WHERE purge_after <= ${now} AND purged_at IS NULL
        ORDER BY purge_after, id LIMIT ${BATCH} FOR UPDATE`,
  );
  if (due.length === 0) return;
  const ids = sql.join(
    due.map((u) => sql`${u.id}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM likes WHERE user_id IN (${ids})`);
  await tx.execute(
    sql`UPDATE bookings SET extra_info = NULL WHERE student_id IN (${ids}) AND extra_info IS NOT NULL`,
  );
  await tx.execute(
    sql`UPDATE no_show_reports SET details = '' WHERE student_id IN (${ids}) AND details <> ''`,
  );
  await tx.execute(sql`UPDATE support_tickets SET email = 'deleted-' || user_id || '@deleted.invalid',
      message = '[removed]' WHERE user_id IN (${ids})`);
  await tx.execute(sql`DELETE FROM refresh_families WHERE user_id IN (${ids})`);
  await tx.execute(sql`DELETE FROM user_presence WHERE user_id IN (${ids})`);
  const mentorIds = due.flatMap((u) => (u.mentor_id === null ? [] : [Number(u.mentor_id)]));
  if (mentorIds.length) {
    await tx.execute(sql`UPDATE mentors SET headline = '', bio = '', country = '', different_call_platform = false,
        different_call_platform_name = NULL, different_call_platform_url = NULL
      WHERE id IN (${sql.join(
        mentorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await refreshSearchDocuments(tx, mentorIds);
  }
  await tx.execute(sql`UPDATE users SET timezone = 'UTC', last_login_at = NULL, purged_at = ${now}
    WHERE id IN (${ids})`);
}
