/**
 * Support tickets as threads (issue 21 item 4, ADR 69 "Support threads"). Staff reply (mailed to the ticket's
 * address through the outbox; the ticket then waits for the user), add internal notes only staff see, and
 * assign a ticket to a staff member: each in one transaction with its audit row. The signed-in user reads
 * their own requests on My requests and answers (the ticket is open again for support). A closed ticket takes
 * no reply from either side (409): staff reopen it first, the user opens a new request.
 */
import {
  supportMessages as m,
  supportReferenceNumber,
  type AdminSupportThread,
  type MyRequest,
  type SupportThreadMessage,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type SignedInUser, personById } from '../auth/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { sendSupportReplyMail, sendUserAnswerMail } from './mails.ts';
import {
  activeStaff,
  insertThreadMessage,
  lockTicket,
  threadMessagesOf,
  ticketWithSender,
  ticketsOfUser,
  updateTicketAssignee,
  updateTicketStatus,
  type ThreadMessageRow,
} from './repository.ts';
import { present, type SupportDeps } from './service.ts';

/** My requests shows at most this many of the caller's tickets, newest first. */
const MY_REQUESTS_LIMIT = 50;

function presentMessage(row: ThreadMessageRow, forStaff: boolean): SupportThreadMessage {
  const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
  return {
    id: row.message.id,
    from_staff: row.message.fromStaff,
    internal: row.message.internal,
    // The user sees "Support team", not which staff member wrote.
    author_name: forStaff || !row.message.fromStaff ? name : null,
    body: row.message.body,
    at: new Date(row.message.createdAt).toISOString(),
  };
}

/** The staff view of one ticket: the ticket and its whole thread, internal notes included. */
export async function staffThread(db: Db, id: number): Promise<AdminSupportThread> {
  const row = await ticketWithSender(db, id);
  if (!row) throw notFound(m.ticketNotFound);
  const messages = await threadMessagesOf(db, [id], true);
  return {
    ...present(row),
    messages: messages.map((message) => presentMessage(message, true)),
    staff_members: await activeStaff(db),
  };
}

/** Locks the ticket for a staff write; 404 when there is none. */
async function lockForStaff(tx: Tx, id: number) {
  const ticket = await lockTicket(tx, id);
  if (!ticket) throw notFound(m.ticketNotFound);
  return ticket;
}

export async function replyAsStaff(
  deps: SupportDeps,
  staff: SignedInUser,
  id: number,
  message: string,
): Promise<AdminSupportThread> {
  const now = deps.clock.now();
  const body = message.trim();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockForStaff(tx, id);
    if (ticket.status === 'closed') throw conflict(m.threadClosedStaff);
    const messageId = await insertThreadMessage(tx, {
      ticketId: id,
      authorId: staff.id,
      fromStaff: true,
      internal: false,
      body,
      createdAt: now,
    });
    await updateTicketStatus(tx, id, 'waiting');
    await sendSupportReplyMail(deps.outbox.mailer(tx), deps.config, {
      to: ticket.email,
      referenceNumber: supportReferenceNumber(id),
      message: body,
    });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'support_ticket.reply',
      record: { type: 'support_ticket', id },
      before: { status: ticket.status },
      after: { status: 'waiting', message_id: messageId },
      at: now,
    });
  });
  return staffThread(deps.db, id);
}

/** An internal note: staff only, never mailed; the status stays as it is (a closed ticket takes notes too). */
export async function addInternalNote(
  deps: SupportDeps,
  staff: SignedInUser,
  id: number,
  message: string,
): Promise<AdminSupportThread> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockForStaff(tx, id);
    const messageId = await insertThreadMessage(tx, {
      ticketId: id,
      authorId: staff.id,
      fromStaff: true,
      internal: true,
      body: message.trim(),
      createdAt: now,
    });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'support_ticket.note',
      record: { type: 'support_ticket', id },
      after: { message_id: messageId },
      at: now,
    });
  });
  return staffThread(deps.db, id);
}

/** Assigns the ticket to a staff member (an active staff account) or to nobody (null). */
export async function assignTicket(
  deps: SupportDeps,
  staff: SignedInUser,
  id: number,
  assigneeId: number | null,
): Promise<AdminSupportThread> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockForStaff(tx, id);
    if (assigneeId !== null) {
      const person = await personById(tx, assigneeId);
      if (!person || !person.isStaff || person.suspendedAt !== null) {
        throw badRequest(m.assigneeNotStaff, { assignee_id: [m.assigneeNotStaff] });
      }
    }
    await updateTicketAssignee(tx, id, assigneeId);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'support_ticket.assign',
      record: { type: 'support_ticket', id },
      before: { assignee_id: ticket.assigneeId },
      after: { assignee_id: assigneeId },
      at: now,
    });
  });
  return staffThread(deps.db, id);
}

/** My requests: the caller's tickets (sent while signed in), newest first, without internal notes. */
export async function myRequests(db: Db, user: SignedInUser, onlyId?: number): Promise<MyRequest[]> {
  const tickets = await ticketsOfUser(db, user.id, MY_REQUESTS_LIMIT, onlyId);
  const messages = await threadMessagesOf(
    db,
    tickets.map((ticket) => ticket.id),
    false,
  );
  return tickets.map((ticket) => ({
    id: ticket.id,
    reference_number: supportReferenceNumber(ticket.id),
    type: ticket.type,
    message: ticket.message,
    status: ticket.status,
    created_at: new Date(ticket.createdAt).toISOString(),
    messages: messages
      .filter((row) => row.message.ticketId === ticket.id)
      .map((row) => presentMessage(row, false)),
  }));
}

/** The user answers their own request: it is open again for support. Someone else's ticket is a 404. */
export async function answerAsUser(
  deps: SupportDeps,
  user: SignedInUser,
  id: number,
  message: string,
): Promise<MyRequest> {
  const now = deps.clock.now();
  const body = message.trim();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket || ticket.userId !== user.id) throw notFound(m.requestNotFound);
    if (ticket.status === 'closed') throw conflict(m.threadClosedUser);
    await insertThreadMessage(tx, {
      ticketId: id,
      authorId: user.id,
      fromStaff: false,
      internal: false,
      body,
      createdAt: now,
    });
    await updateTicketStatus(tx, id, 'open');
    // ADR 75: the assignee hears of it (an active staff account), else the support address.
    const assignee = ticket.assigneeId === null ? undefined : await personById(tx, ticket.assigneeId);
    const to = assignee?.isStaff && !assignee.suspendedAt ? assignee.email : deps.config.SUPPORT_EMAIL;
    await sendUserAnswerMail(deps.outbox.mailer(tx), deps.config, {
      to,
      ticketId: id,
      referenceNumber: supportReferenceNumber(id),
      from: `${user.firstName} ${user.lastName}`.trim() || ticket.email,
      message: body,
    });
  });
  const [answered] = await myRequests(deps.db, user, id);
  return answered!;
}
