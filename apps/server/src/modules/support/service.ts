/**
 * Support tickets (K4). Anyone may write; a visitor's tickets count against an hourly per-IP quota (A6).
 * Where the reason needs a lesson, the reference must be one of the sender's own lessons: the signed-in
 * user's (as student or mentor), or for a visitor those of the account with the typed e-mail. The ticket
 * and its mail to the support address are written in one transaction (the mail as an outbox row, sent
 * after the commit and retried until it goes).
 */
import {
  parseBookingReference,
  SUPPORT_STAFF_LIST_LIMIT,
  supportMessages,
  supportReferenceNumber,
  type AdminSupportTicket,
  type SupportTicketBody,
  type SupportTicketFilter,
  type SupportTicketResponse,
  type SupportTicketStatus,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { type SignedInUser, accountWithEmail, consumeHourlyQuota } from '../auth/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { lessonPeopleOf, roleIn } from '../bookings/index.ts';
import { sendSupportTicketMail } from './mails.ts';
import {
  insertTicket,
  lockTicketStatus,
  newestTickets,
  ticketWithSender,
  updateTicketStatus,
  type TicketRow,
} from './repository.ts';

export interface SupportDeps {
  db: Db;
  config: Config;
  clock: Clock;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** The per-IP quota's own bucket, so support tickets never eat into registrations. */
export const SUPPORT_QUOTA_BUCKET = 'support-ticket';

type Owner = { id: number; mentorId: number | null };

/** K4: the booking id of the reference when it is one of `owner`'s lessons, otherwise a 400 on the field. */
async function ownBookingId(db: Db, reference: string, owner: Owner | undefined, visitor: boolean) {
  const notYours = visitor ? supportMessages.referenceNotYoursVisitor : supportMessages.referenceNotYours;
  const refuse = () => badRequest(notYours, { booking_reference: [notYours] });
  const id = parseBookingReference(reference);
  if (id === null) {
    throw badRequest(supportMessages.referenceMalformed, {
      booking_reference: [supportMessages.referenceMalformed],
    });
  }
  if (!owner) throw refuse();
  const booking = await lessonPeopleOf(db, id);
  if (!booking || roleIn(booking, owner) === undefined) throw refuse();
  return id;
}

export async function createTicket(
  deps: SupportDeps,
  user: SignedInUser | null,
  ip: string,
  body: SupportTicketBody,
): Promise<SupportTicketResponse> {
  const now = deps.clock.now();
  // Before the lesson lookup, so a visitor cannot probe other people's references at will.
  if (!user)
    await consumeHourlyQuota(deps.db, SUPPORT_QUOTA_BUCKET, ip, deps.config.RATE_LIMIT_PER_HOUR, now);
  const email = body.email.trim();
  const message = body.message.trim();
  const reference = body.booking_reference?.trim() ?? '';
  const owner = user ?? (await accountWithEmail(deps.db, email));
  const bookingId = reference === '' ? null : await ownBookingId(deps.db, reference, owner, !user);
  // The ticket and its mail to support in one transaction: support hears of every ticket stored.
  const referenceNumber = await deps.db.transaction(async (tx) => {
    const id = await insertTicket(tx, {
      type: body.type,
      message,
      bookingId,
      email,
      userId: user?.id ?? null,
      createdAt: now,
    });
    const reference = supportReferenceNumber(id);
    await sendSupportTicketMail(deps.outbox.mailer(tx), deps.config, {
      referenceNumber: reference,
      type: body.type,
      message,
      email,
      bookingId,
      sender: user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } : null,
    });
    return reference;
  });
  return { reference_number: referenceNumber };
}

/** A ticket as the staff list and the close/reopen answers show it, with its sender's name. */
export function present({ ticket, firstName, lastName, assigneeEmail }: TicketRow): AdminSupportTicket {
  return {
    id: ticket.id,
    reference_number: supportReferenceNumber(ticket.id),
    type: ticket.type,
    message: ticket.message,
    booking_id: ticket.bookingId,
    booking_reference: ticket.bookingId === null ? null : `LES-${ticket.bookingId}`,
    email: ticket.email,
    user_id: ticket.userId,
    user_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    status: ticket.status,
    created_at: new Date(ticket.createdAt).toISOString(),
    assignee_id: ticket.assigneeId,
    assignee_email: assigneeEmail,
  };
}

/** The staff list: the newest SUPPORT_STAFF_LIST_LIMIT tickets of the filter, newest first. */
export async function listTickets(
  db: Db,
  filter: SupportTicketFilter = 'all',
  assigneeId?: number,
): Promise<AdminSupportTicket[]> {
  const rows = await newestTickets(db, filter, SUPPORT_STAFF_LIST_LIMIT, assigneeId);
  return rows.map(present);
}

/**
 * Staff close a ticket once it is answered, or reopen it. Idempotent: closing a closed ticket answers it
 * unchanged (200), so two staff members clicking at once both see the outcome they wanted; 404 when unknown.
 */
export async function setTicketStatus(
  deps: Pick<SupportDeps, 'db' | 'clock'>,
  staff: SignedInUser,
  id: number,
  status: SupportTicketStatus,
): Promise<AdminSupportTicket> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockTicketStatus(tx, id);
    if (!before) throw notFound(supportMessages.ticketNotFound);
    await updateTicketStatus(tx, id, status);
    // An unchanged status is still a staff action (a row with equal before and after): nothing goes unrecorded.
    await recordStaffAction(tx, {
      actor: staff,
      action: status === 'closed' ? 'support_ticket.close' : 'support_ticket.reopen',
      record: { type: 'support_ticket', id },
      before: { status: before },
      after: { status },
      at: now,
    });
  });
  const row = await ticketWithSender(deps.db, id);
  return present(row!);
}
