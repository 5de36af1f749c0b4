/**
 * The caller's lessons (API-25, API-26, L4): bookings where they are the student or the mentor, filtered by
 * status, 10 a page. Upcoming and pending lessons come soonest first; completed and cancelled ones most
 * recent first.
 */
import { LESSON_PAGE_SIZE, type BookingPage, type BookingStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { SignedInUser } from '../auth/index.ts';
import { pageLinks } from '../mentors/index.ts';
import { presentAllForViewer } from './detail.ts';
import { findBookings } from './repository.ts';

const PAST: BookingStatus[] = ['completed', 'canceled'];

export async function listLessons(
  db: Db,
  user: SignedInUser,
  query: { status?: BookingStatus[] | undefined; page?: number | undefined },
  requestUrl: string,
  now: Date,
): Promise<BookingPage> {
  const page = query.page ?? 1;
  const mine = sql`(student_id = ${user.id} OR mentor_id = ${user.mentorId ?? 0})`;
  const statuses = query.status
    ? sql`AND status IN (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  const pastOnly = query.status !== undefined && query.status.every((s) => PAST.includes(s));
  const order = pastOnly ? sql`start_at DESC, id DESC` : sql`start_at ASC, id ASC`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`SELECT id, count(*) OVER ()::int AS total FROM bookings WHERE ${mine} ${statuses}
        ORDER BY ${order} LIMIT ${LESSON_PAGE_SIZE} OFFSET ${(page - 1) * LESSON_PAGE_SIZE}`,
  );
  const count =
    rows[0]?.total ??
    (page > 1
      ? ((
          await queryRows<{ total: number }>(
            db,
            sql`SELECT count(*)::int AS total FROM bookings WHERE ${mine} ${statuses}`,
          )
        )[0]?.total ?? 0)
      : 0);
  const results = await presentAllForViewer(
    db,
    await findBookings(
      db,
      rows.map((r) => r.id),
    ),
    user,
    now,
  );
  return { count, ...pageLinks(requestUrl, page, LESSON_PAGE_SIZE, count), results };
}
