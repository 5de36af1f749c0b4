/** SQL of support tickets (K4): storing one, the staff list, and closing or reopening one. */
import type { SupportTicketFilter, SupportTicketStatus } from '@app/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supportTickets, users } from '../../db/schema/index.ts';

export type NewTicket = typeof supportTickets.$inferInsert;

/** Stores a ticket; its id, from which its reference number is made. */
export async function insertTicket(tx: Tx, ticket: NewTicket): Promise<number> {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  return row!.id;
}

/** One ticket row with its sender's name, as the staff list and the close/reopen answers show it. */
function ticketsWithSender(db: Db) {
  return db
    .select({ ticket: supportTickets, firstName: users.firstName, lastName: users.lastName })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId));
}
export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsWithSender>['execute']>>[number];

/** The newest `limit` tickets of the filter with their senders, newest first. */
export function newestTickets(db: Db, filter: SupportTicketFilter, limit: number): Promise<TicketRow[]> {
  return ticketsWithSender(db)
    .where(filter === 'all' ? undefined : eq(supportTickets.status, filter))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
}

/** A ticket's status, its row locked until the transaction ends; undefined when there is no such ticket. */
export async function lockTicketStatus(tx: Tx, id: number): Promise<SupportTicketStatus | undefined> {
  const [row] = await tx
    .select({ status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  return row?.status;
}

/** Sets a ticket's status; false when there is no such ticket. */
export async function updateTicketStatus(
  db: Db | Tx,
  id: number,
  status: SupportTicketStatus,
): Promise<boolean> {
  const updated = await db
    .update(supportTickets)
    .set({ status })
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  return updated.length > 0;
}

/** One ticket with its sender; undefined when there is no such ticket. */
export async function ticketWithSender(db: Db, id: number): Promise<TicketRow | undefined> {
  const [row] = await ticketsWithSender(db).where(eq(supportTickets.id, id));
  return row;
}

/** The staff dashboard's count of tickets still open. */
export async function openTicketCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'));
  return row?.n ?? 0;
}
