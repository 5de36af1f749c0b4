/**
 * The caller's lessons (API-25, API-26, L4): bookings where they are the student or the mentor, filtered by
 * status, 10 a page. Upcoming and pending lessons come soonest first; completed and cancelled ones most
 * recent first.
 */
import { LESSON_PAGE_SIZE, type BookingPage, type BookingStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { SignedInUser } from '../auth/index.ts';
import { pageLinks } from '../mentors/index.ts';
import { presentAllForViewer } from './detail.ts';
import { countLessons, findBookings, lessonPage } from './lessons-repository.ts';

const PAST: BookingStatus[] = ['completed', 'canceled'];

export async function listLessons(
  db: Db,
  user: SignedInUser,
  query: { status?: BookingStatus[] | undefined; page?: number | undefined },
  requestUrl: string,
  now: Date,
): Promise<BookingPage> {
  const page = query.page ?? 1;
  const filter = { userId: user.id, mentorId: user.mentorId, statuses: query.status, now };
  const pastOnly = query.status !== undefined && query.status.every((s) => PAST.includes(s));
  const rows = await lessonPage(db, filter, pastOnly ? 'latest first' : 'soonest first', {
    limit: LESSON_PAGE_SIZE,
    offset: (page - 1) * LESSON_PAGE_SIZE,
  });
  const count = rows[0]?.total ?? (page > 1 ? await countLessons(db, filter) : 0);
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
