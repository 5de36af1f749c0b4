/**
 * Masterclass SQL (K5). A seat is one attendee row plus one step of seats_taken, both in the caller's
 * transaction: the attendee insert meets the unique (class, lower(e-mail)) index first, so the same
 * address twice is refused even when the two requests race; the conditional UPDATE then takes a seat only
 * while one is free and the class has not ended, so the last seat goes to exactly one request.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { masterclasses, mentors, users, type MasterclassRow } from '../../db/schema/index.ts';

export interface MasterclassWithMentor {
  row: MasterclassRow;
  mentorFirstName: string | null;
  mentorLastName: string | null;
  /** The mentor's own photo (/media/...), for a class whose staff set no custom photo. */
  mentorPhoto: string | null;
}

/** Where a class ends: start + duration. */
const endsAt = sql`(${masterclasses.startTime} + ${masterclasses.durationMinutes} * interval '1 minute')`;

function withMentor(db: Db | Tx) {
  return db
    .select({
      row: masterclasses,
      mentorFirstName: users.firstName,
      mentorLastName: users.lastName,
      mentorPhoto: users.profilePicture,
    })
    .from(masterclasses)
    .leftJoin(mentors, eq(mentors.id, masterclasses.mentorId))
    .leftJoin(users, eq(users.id, mentors.userId));
}

/** Public list limit: far more than staff ever schedule at once. */
const PUBLIC_LIST_LIMIT = 100;

/**
 * The public list, so that its first entry is the current meeting (MASTER-01, NAV-09): classes that have
 * not ended, soonest start first (a running one comes before the next), then ended ones, latest first.
 */
export function listForPublic(db: Db, now: Date, activeOnly: boolean): Promise<MasterclassWithMentor[]> {
  const query = withMentor(db);
  const filtered = activeOnly ? query.where(sql`${endsAt} > ${now}`) : query;
  return filtered
    .orderBy(
      sql`(${endsAt} <= ${now})`,
      sql`CASE WHEN ${endsAt} > ${now} THEN ${masterclasses.startTime} END ASC`,
      desc(masterclasses.startTime),
      masterclasses.id,
    )
    .limit(PUBLIC_LIST_LIMIT);
}

export async function findMasterclass(db: Db | Tx, id: number): Promise<MasterclassWithMentor | undefined> {
  const [found] = await withMentor(db).where(eq(masterclasses.id, id));
  return found;
}

export function listForStaff(db: Db, limit: number): Promise<MasterclassWithMentor[]> {
  return withMentor(db).orderBy(desc(masterclasses.startTime), desc(masterclasses.id)).limit(limit);
}

/** Locks the class row for an edit, so a join cannot take a seat between the capacity check and the write. */
export async function lockMasterclass(tx: Tx, id: number): Promise<MasterclassRow | undefined> {
  const [row] = await tx.select().from(masterclasses).where(eq(masterclasses.id, id)).for('update');
  return row;
}

/** A class's columns as staff set them (K5); the seat count is the joins' own. */
export type NewMasterclassRow = Omit<typeof masterclasses.$inferInsert, 'id' | 'seatsTaken'>;

/** Inserts a class created by staff; its id. */
export async function insertMasterclass(db: Db | Tx, row: NewMasterclassRow): Promise<number> {
  const [inserted] = await db.insert(masterclasses).values(row).returning({ id: masterclasses.id });
  return inserted!.id;
}

/** Writes a staff edit over the class row (locked by lockMasterclass in the same transaction). */
export async function updateMasterclassFields(
  tx: Tx,
  id: number,
  fields: Partial<NewMasterclassRow>,
): Promise<void> {
  await tx.update(masterclasses).set(fields).where(eq(masterclasses.id, id));
}

export interface NewAttendee {
  masterclassId: number;
  email: string;
  fullName: string;
  userId: number | null;
  acceptMarketingEmails: boolean;
  createdAt: Date;
}

/** Inserts the attendee; false when this e-mail already holds a seat in the class (any letter case). */
export async function insertAttendee(tx: Tx, attendee: NewAttendee): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO masterclass_attendees
          (masterclass_id, email, full_name, user_id, accept_marketing_emails, created_at)
        VALUES (${attendee.masterclassId}, ${attendee.email}, ${attendee.fullName}, ${attendee.userId},
                ${attendee.acceptMarketingEmails}, ${attendee.createdAt})
        ON CONFLICT (masterclass_id, lower(email)) DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Takes one seat while one is free and the class has not ended; the seats left, or null when refused. */
export async function takeSeat(tx: Tx, id: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(masterclasses)
    .set({ seatsTaken: sql`${masterclasses.seatsTaken} + 1` })
    .where(
      and(
        eq(masterclasses.id, id),
        sql`${masterclasses.seatsTaken} < ${masterclasses.capacity}`,
        sql`${endsAt} > ${now}`,
      ),
    )
    .returning({ capacity: masterclasses.capacity, seatsTaken: masterclasses.seatsTaken });
  return row ? row.capacity - row.seatsTaken : null;
}
