/** SQL of lesson packages, their purchases and the credits spent on bookings (issue 18 item 2). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  creditUses,
  lessonPackages,
  packagePurchases,
  type PackagePurchaseRow,
} from '../../db/schema/index.ts';

type Conn = Db | Tx;
export type PackageRow = typeof lessonPackages.$inferSelect;
export type { PackagePurchaseRow };

/** A mentor's packages on sale, oldest first. */
export function packagesOnSaleOf(db: Conn, mentorId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(lessonPackages)
    .where(and(eq(lessonPackages.mentorId, mentorId), isNull(lessonPackages.removedAt)))
    .orderBy(asc(lessonPackages.id));
}

export async function packageOnSale(db: Conn, id: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonPackages)
    .where(and(eq(lessonPackages.id, id), isNull(lessonPackages.removedAt)));
  return row;
}

export async function insertPackage(
  db: Conn,
  values: Omit<typeof lessonPackages.$inferInsert, 'id' | 'removedAt'>,
): Promise<PackageRow> {
  const [row] = await db.insert(lessonPackages).values(values).returning();
  return row!;
}

/** Stops the sale of one of the mentor's packages; false when it is not theirs or already gone. */
export async function removePackage(db: Conn, mentorId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(lessonPackages)
    .set({ removedAt: now })
    .where(
      and(eq(lessonPackages.id, id), eq(lessonPackages.mentorId, mentorId), isNull(lessonPackages.removedAt)),
    )
    .returning({ id: lessonPackages.id });
  return rows.length > 0;
}

export async function insertPurchase(
  db: Conn,
  values: Omit<typeof packagePurchases.$inferInsert, 'id'>,
): Promise<PackagePurchaseRow> {
  const [row] = await db.insert(packagePurchases).values(values).returning();
  return row!;
}

export async function storePurchaseCheckout(db: Conn, id: number, checkoutId: string): Promise<void> {
  await db.update(packagePurchases).set({ checkoutId }).where(eq(packagePurchases.id, id));
}

export async function cancelPurchase(db: Conn, id: number): Promise<void> {
  await db.update(packagePurchases).set({ status: 'canceled' }).where(eq(packagePurchases.id, id));
}

export async function lockPurchaseByCheckout(
  tx: Tx,
  checkoutId: string,
): Promise<PackagePurchaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(packagePurchases)
    .where(eq(packagePurchases.checkoutId, checkoutId))
    .for('update');
  return row;
}

export async function markPurchasePaid(
  tx: Tx,
  id: number,
  paymentIntentId: string | null,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(packagePurchases)
    .set({ status: 'paid', paymentIntentId, paidAt: now, expiresAt })
    .where(eq(packagePurchases.id, id));
}

/** What is left of a purchase's price for the credits not spent: the price less closed and spent ones. */
export interface PurchaseBalance extends PackagePurchaseRow {
  remaining: number;
  restCents: number;
}

const balanceColumns = sql`p.*, p.lessons - p.lessons_used - p.lessons_closed AS remaining,
  p.price_cents - p.closed_cents - coalesce((SELECT sum(u.value_cents) FROM credit_uses u
    WHERE u.purchase_id = p.id AND u.state <> 'returned'), 0) AS rest_cents`;

interface BalanceSqlRow {
  id: number;
  package_id: number;
  student_id: number;
  mentor_id: number;
  session_minutes: number;
  lessons: number;
  price_cents: number;
  status: PackagePurchaseRow['status'];
  checkout_id: string | null;
  payment_intent_id: string | null;
  paid_at: string | Date | null;
  expires_at: string | Date | null;
  lessons_used: number;
  lessons_closed: number;
  closed_cents: number;
  created_at: string | Date;
  remaining: number | string;
  rest_cents: number | string;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

function balanceOf(row: BalanceSqlRow): PurchaseBalance {
  return {
    id: row.id,
    packageId: row.package_id,
    studentId: row.student_id,
    mentorId: row.mentor_id,
    sessionMinutes: row.session_minutes,
    lessons: row.lessons,
    priceCents: row.price_cents,
    status: row.status,
    checkoutId: row.checkout_id,
    paymentIntentId: row.payment_intent_id,
    paidAt: date(row.paid_at),
    expiresAt: date(row.expires_at),
    lessonsUsed: row.lessons_used,
    lessonsClosed: row.lessons_closed,
    closedCents: row.closed_cents,
    createdAt: new Date(row.created_at),
    remaining: Number(row.remaining),
    restCents: Number(row.rest_cents),
  };
}

/**
 * The student's paid, unexpired purchases with credits left, soonest expiry first; `lock` takes them FOR
 * UPDATE, so two bookings racing for the last credit run one after the other and the second sees none.
 */
export async function usablePurchases(
  db: Conn,
  where: { studentId: number; mentorId?: number; minutes?: number } | { mentorId: number },
  now: Date,
  lock = false,
): Promise<PurchaseBalance[]> {
  const student = 'studentId' in where ? sql`p.student_id = ${where.studentId} AND` : sql``;
  const minutes = 'minutes' in where ? where.minutes : undefined;
  const rows = await queryRows<BalanceSqlRow>(
    db,
    sql`SELECT ${balanceColumns} FROM package_purchases p
        WHERE ${student} p.status = 'paid' AND p.expires_at > ${now}
          ${where.mentorId === undefined ? sql`` : sql`AND p.mentor_id = ${where.mentorId}`}
          ${minutes === undefined ? sql`` : sql`AND p.session_minutes = ${minutes}`}
          AND p.lessons - p.lessons_used - p.lessons_closed > 0
        ORDER BY p.expires_at, p.id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows.map(balanceOf);
}

/** Paid purchases past their expiry with credits left (the expiry job), locked, skipping busy ones. */
export async function expiredWithCredits(tx: Tx, now: Date): Promise<PurchaseBalance[]> {
  const rows = await queryRows<BalanceSqlRow>(
    tx,
    sql`SELECT ${balanceColumns} FROM package_purchases p
        WHERE p.status = 'paid' AND p.expires_at <= ${now}
          AND p.lessons - p.lessons_used - p.lessons_closed > 0
        ORDER BY p.id LIMIT 200 FOR UPDATE SKIP LOCKED`,
  );
  return rows.map(balanceOf);
}

/** Closes `lessons` credits worth `cents` (refunded or expired); undone with negative figures. */
export async function closeCredits(tx: Tx, id: number, lessons: number, cents: number): Promise<void> {
  await tx
    .update(packagePurchases)
    .set({
      lessonsClosed: sql`${packagePurchases.lessonsClosed} + ${lessons}`,
      closedCents: sql`${packagePurchases.closedCents} + ${cents}`,
    })
    .where(eq(packagePurchases.id, id));
}

export async function spendCredit(
  tx: Tx,
  purchaseId: number,
  bookingId: number,
  valueCents: number,
  now: Date,
): Promise<void> {
  await tx
    .update(packagePurchases)
    .set({ lessonsUsed: sql`${packagePurchases.lessonsUsed} + 1` })
    .where(eq(packagePurchases.id, purchaseId));
  await tx.insert(creditUses).values({ purchaseId, bookingId, valueCents, state: 'held', createdAt: now });
}

export type CreditUseRow = typeof creditUses.$inferSelect;

/** The held credit of a booking, with its purchase locked first (the order every credit writer takes). */
export async function lockHeldCreditOf(tx: Tx, bookingId: number): Promise<CreditUseRow | undefined> {
  const [use] = await tx.select().from(creditUses).where(eq(creditUses.bookingId, bookingId));
  if (!use || use.state !== 'held') return undefined;
  await tx.execute(sql`SELECT id FROM package_purchases WHERE id = ${use.purchaseId} FOR UPDATE`);
  return use;
}

export async function settleCreditUse(
  tx: Tx,
  use: CreditUseRow,
  state: 'returned' | 'forfeited',
): Promise<void> {
  await tx.update(creditUses).set({ state }).where(eq(creditUses.id, use.id));
  if (state === 'returned') {
    await tx
      .update(packagePurchases)
      .set({ lessonsUsed: sql`${packagePurchases.lessonsUsed} - 1` })
      .where(eq(packagePurchases.id, use.purchaseId));
  }
}

/** Whether a booking was paid with a credit (the cancellation's answer names the credit, not money). */
export async function creditUseOf(db: Conn, bookingId: number): Promise<CreditUseRow | undefined> {
  const [use] = await db.select().from(creditUses).where(eq(creditUses.bookingId, bookingId));
  return use;
}

/**
 * Lesson credits each student still has with this mentor (paid, unexpired, any length), for the mentor's
 * students page; students without any are absent. One student when `studentId` is given.
 */
export async function creditsLeftOfStudents(
  db: Conn,
  mentorId: number,
  now: Date,
  studentIds: number[],
): Promise<{ student_id: number; credits_left: number }[]> {
  if (studentIds.length === 0) return [];
  const among = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ student_id: number; credits_left: string | number }>(
    db,
    sql`SELECT p.student_id, SUM(p.lessons - p.lessons_used - p.lessons_closed) AS credits_left
        FROM package_purchases p
        WHERE p.mentor_id = ${mentorId} AND p.status = 'paid' AND p.expires_at > ${now}
          AND p.student_id IN (${among})
        GROUP BY p.student_id
        HAVING SUM(p.lessons - p.lessons_used - p.lessons_closed) > 0`,
  );
  return rows.map((r) => ({ student_id: Number(r.student_id), credits_left: Number(r.credits_left) }));
}
