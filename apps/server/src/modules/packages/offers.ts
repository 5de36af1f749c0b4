/**
 * A mentor's packages (issue 18 item 2): offered on their settings, shown on their profile and in the
 * booking dialog. A package names a length, not a session row, and is shown while the mentor still offers
 * that length; its price follows the mentor's current price until someone buys it.
 */
import { packageMessages, type LessonPackage, type LessonPackageCreate } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { bookableMentor, lessonPriceCents, mentorSession } from '../bookings/index.ts';
import { packagePriceCents } from './pricing.ts';
import { insertPackage, packagesOnSaleOf, removePackage, type PackageRow } from './repository.ts';

/** The packages a mentor sells now, in the API's shape (the mentor's own list and their profile). */
export async function packagesOnSale(db: Db | Tx, mentorId: number): Promise<LessonPackage[]> {
  const mentor = await bookableMentor(db, mentorId);
  if (!mentor) return [];
  const offered: LessonPackage[] = [];
  for (const row of await packagesOnSaleOf(db, mentorId)) {
    const session = await mentorSession(db, mentorId, { minutes: row.sessionMinutes });
    if (session) offered.push(present(row, session.id, mentor.amountCents));
  }
  return offered;
}

function present(row: PackageRow, sessionId: number, hourlyCents: number): LessonPackage {
  const lessonPrice = lessonPriceCents(hourlyCents, row.sessionMinutes, false);
  return {
    id: row.id,
    lessons: row.lessons,
    session_id: sessionId,
    discount_percent: row.discountPercent,
    price_cents: packagePriceCents(row.lessons, lessonPrice, row.discountPercent),
  };
}

export async function createPackage(
  db: Db,
  mentorId: number,
  input: { lessons: number; session_id: number; discount_percent: number } & LessonPackageCreate,
  now: Date,
): Promise<LessonPackage> {
  // Another mentor's session id reads as none of the caller's: 400 naming the field, nothing stored.
  const session = await mentorSession(db, mentorId, { id: input.session_id });
  if (!session)
    throw badRequest(packageMessages.sessionNotYours, { session_id: [packageMessages.sessionNotYours] });
  const mentor = await bookableMentor(db, mentorId);
  if (!mentor) throw notFound(packageMessages.packageNotFound);
  const row = await insertPackage(db, {
    mentorId,
    lessons: input.lessons,
    sessionMinutes: session.sessionTime,
    discountPercent: input.discount_percent,
    createdAt: now,
  });
  return present(row, session.id, mentor.amountCents);
}

/** Stops new sales; credits already bought stay valid. Another mentor's package is not found (404). */
export async function deletePackage(db: Db, mentorId: number, id: number, now: Date): Promise<void> {
  if (!(await removePackage(db, mentorId, id, now))) throw notFound(packageMessages.packageNotFound);
}
