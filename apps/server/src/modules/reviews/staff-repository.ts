/** SQL of the staff review tools (issue 21 item 5, ADR 72): the search, one review locked, hide and show. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

export interface StaffReviewRow {
  id: number;
  mentor_id: number;
  mentor_first_name: string;
  mentor_last_name: string;
  reviewer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  teaching_ability: number;
  communication: number;
  expertise: number;
  message: string;
  created_at: Date | string;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
}

const selectStaffReviews = sql`SELECT r.id, r.mentor_id, mu.first_name AS mentor_first_name,
    mu.last_name AS mentor_last_name, r.reviewer_id, au.first_name, au.last_name, au.email,
    r.teaching_ability, r.communication, r.expertise, r.message, r.created_at, r.hidden_at, r.hidden_reason
  FROM reviews r JOIN users au ON au.id = r.reviewer_id
    JOIN mentors m ON m.id = r.mentor_id JOIN users mu ON mu.id = m.user_id`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface StaffReviewFilter {
  search: string;
  status?: 'visible' | 'hidden';
}

/** Newest first: the search is a fragment of either person's name or e-mail or of the text, or a review id. */
export function searchStaffReviews(
  db: Db,
  filter: StaffReviewFilter,
  limit: number,
): Promise<StaffReviewRow[]> {
  const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
  const byText = filter.search
    ? sql` AND (lower(mu.first_name || ' ' || mu.last_name || ' ' || mu.email) LIKE ${pattern}
        OR lower(au.first_name || ' ' || au.last_name || ' ' || au.email) LIKE ${pattern}
        OR lower(r.message) LIKE ${pattern}
        ${/^\d{1,9}$/.test(filter.search) ? sql`OR r.id = ${Number(filter.search)}` : sql``})`
    : sql``;
  const byStatus =
    filter.status === 'hidden'
      ? sql` AND r.hidden_at IS NOT NULL`
      : filter.status === 'visible'
        ? sql` AND r.hidden_at IS NULL`
        : sql``;
  return queryRows<StaffReviewRow>(
    db,
    sql`${selectStaffReviews} WHERE true${byText}${byStatus} ORDER BY r.id DESC LIMIT ${limit}`,
  );
}

export async function staffReviewById(db: Db | Tx, id: number): Promise<StaffReviewRow | undefined> {
  const [row] = await queryRows<StaffReviewRow>(db, sql`${selectStaffReviews} WHERE r.id = ${id}`);
  return row;
}

/** The review's row, locked until the transaction ends: two decisions about one review run one after the other. */
export async function lockReview(
  tx: Tx,
  id: number,
): Promise<
  { id: number; mentor_id: number; hidden_at: Date | string | null; hidden_reason: string | null } | undefined
> {
  const [row] = await queryRows<{
    id: number;
    mentor_id: number;
    hidden_at: Date | string | null;
    hidden_reason: string | null;
  }>(tx, sql`SELECT id, mentor_id, hidden_at, hidden_reason FROM reviews WHERE id = ${id} FOR UPDATE`);
  return row;
}

export async function setReviewHidden(
  tx: Tx,
  id: number,
  hidden: { at: Date; reason: string } | null,
): Promise<void> {
  await tx.execute(
    sql`UPDATE reviews SET hidden_at = ${hidden ? hidden.at.toISOString() : null},
        hidden_reason = ${hidden ? hidden.reason : null} WHERE id = ${id}`,
  );
}
