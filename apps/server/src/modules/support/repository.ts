/** SQL of support tickets (K4): storing one, the staff list, and closing or reopening one. */
import type { SupportTicketFilter, SupportTicketStatus } from '@app/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supportTicketMessages, supportTickets, users } from '../../db/schema/index.ts';

export type NewTicket = typeof supportTickets.$inferInsert;

/** Stores a ticket; its id, from which its reference number is made. */
export async function insertTicket(tx: Tx, ticket: NewTicket): Promise<number> {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  return row!.id;
}

const assignees = alias(users, 'assignees');

/** One ticket row with its sender's name and its assignee's e-mail, as the staff list shows it. */
function ticketsWithSender(db: Db) {
  return db
    .select({
      ticket: supportTickets,
      firstName: users.firstName,
      lastName: users.lastName,
      assigneeEmail: assignees.email,
    })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId));
}
export type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketsWithSender>['execute']>>[number];

/** The newest `limit` tickets of the filter with their senders, newest first. */
export function newestTickets(
  db: Db,
  filter: SupportTicketFilter,
  limit: number,
  assigneeId?: number,
): Promise<TicketRow[]> {
  return ticketsWithSender(db)
    .where(
      and(
        filter === 'all' ? undefined : eq(supportTickets.status, filter),
        assigneeId === undefined ? undefined : eq(supportTickets.assigneeId, assigneeId),
      ),
    )
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

/** A ticket's status, owner and answer address, its row locked until the transaction ends. */
export async function lockTicket(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      status: supportTickets.status,
      userId: supportTickets.userId,
      email: supportTickets.email,
      assigneeId: supportTickets.assigneeId,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  return row;
}

export type NewThreadMessage = typeof supportTicketMessages.$inferInsert;

/** Adds a message to a ticket's thread; its id. */
export async function insertThreadMessage(tx: Tx, message: NewThreadMessage): Promise<number> {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values(message)
    .returning({ id: supportTicketMessages.id });
  return row!.id;
}

export async function updateTicketAssignee(tx: Tx, id: number, assigneeId: number | null): Promise<void> {
  await tx.update(supportTickets).set({ assigneeId }).where(eq(supportTickets.id, id));
}

/** The threads of `ticketIds`, oldest first, with each author's name; `withInternal` false leaves notes out. */
export function threadMessagesOf(db: Db, ticketIds: number[], withInternal: boolean) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      message: supportTicketMessages,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(supportTicketMessages)
    .leftJoin(users, eq(users.id, supportTicketMessages.authorId))
    .where(
      and(
        inArray(supportTicketMessages.ticketId, ticketIds),
        withInternal ? undefined : eq(supportTicketMessages.internal, false),
      ),
    )
    .orderBy(asc(supportTicketMessages.id));
}
export type ThreadMessageRow = Awaited<ReturnType<typeof threadMessagesOf>>[number];

/** A user's own tickets, newest first. */
export function ticketsOfUser(db: Db, userId: number, limit: number, onlyId?: number) {
  return db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, userId),
        onlyId === undefined ? undefined : eq(supportTickets.id, onlyId),
      ),
    )
    .orderBy(desc(supportTickets.id))
    .limit(limit);
}
export type OwnTicketRow = Awaited<ReturnType<typeof ticketsOfUser>>[number];

/** The active staff accounts a ticket can be assigned to, by e-mail (at most 100). */
export function activeStaff(db: Db) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isStaff, true), isNull(users.suspendedAt)))
    .orderBy(asc(users.email))
    .limit(100);
}
