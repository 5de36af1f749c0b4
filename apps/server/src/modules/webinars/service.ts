/**
 * Masterclass rules (K5). Anyone may take a seat: a signed-in user with the account's name and e-mail
 * (whatever the body says), a visitor with the typed e-mail, counted against an hourly per-IP quota like
 * support tickets. The seat is taken in one transaction (see repository.ts); the confirmation mail goes
 * as an outbox row of the seat's transaction (delivered after the commit, retried until it goes).
 */
import {
  masterclassMessages as m,
  type JoinMasterclassBody,
  type JoinMasterclassResponse,
  type Masterclass,
  isoUtc,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { type SignedInUser, consumeHourlyQuota } from '../auth/index.ts';
import { sendSeatConfirmedMail } from './mails.ts';
import { localStart, presentMasterclass } from './presenter.ts';
import { findMasterclass, insertAttendee, listForPublic, takeSeat } from './repository.ts';

export interface WebinarDeps {
  db: Db;
  config: Config;
  clock: Clock;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** The per-IP quota's own bucket, so seat sign-ups never eat into registrations or support tickets. */
export const MASTERCLASS_QUOTA_BUCKET = 'masterclass-join';

const MINUTE_MS = 60_000;

export async function listMasterclasses(
  deps: Pick<WebinarDeps, 'db' | 'clock'>,
  activeOnly: boolean,
): Promise<Masterclass[]> {
  return (await listForPublic(deps.db, deps.clock.now(), activeOnly)).map(presentMasterclass);
}

/** The classes ahead, as GET /api/webinars/meet-and-greets/?is_active=true answers: the navbar's banner. */
export function activeMasterclasses(deps: Pick<WebinarDeps, 'db' | 'clock'>): Promise<Masterclass[]> {
  return listMasterclasses(deps, true);
}

export async function getMasterclass(deps: WebinarDeps, id: number): Promise<Masterclass> {
  const found = await findMasterclass(deps.db, id);
  if (!found) throw notFound(m.notFound);
  return presentMasterclass(found);
}

/** The e-mail and name of the seat: the account's for a signed-in user (K5), else the body's. */
function attendeeOf(user: SignedInUser | null, body: JoinMasterclassBody) {
  if (user) return { email: user.email, fullName: `${user.firstName} ${user.lastName}`.trim() };
  const email = body.user_email?.trim() ?? '';
  if (email === '') throw badRequest(m.emailRequired, { user_email: [m.emailRequired] });
  return { email, fullName: body.user_full_name?.trim() ?? '' };
}

export async function joinMasterclass(
  deps: WebinarDeps,
  user: SignedInUser | null,
  ip: string,
  id: number,
  body: JoinMasterclassBody,
): Promise<JoinMasterclassResponse> {
  const now = deps.clock.now();
  const attendee = attendeeOf(user, body);
  if (!user)
    await consumeHourlyQuota(deps.db, MASTERCLASS_QUOTA_BUCKET, ip, deps.config.RATE_LIMIT_PER_HOUR, now);
  const found = await findMasterclass(deps.db, id);
  if (!found) throw notFound(m.notFound);
  const { row } = found;
  const start = new Date(row.startTime);
  const ended = () => start.getTime() + row.durationMinutes * MINUTE_MS <= deps.clock.now().getTime();
  if (ended()) throw badRequest(m.ended);

  const mail = {
    to: attendee.email,
    name: attendee.fullName,
    masterclass: {
      name: row.name,
      start,
      timezone: row.timezone,
      durationMinutes: row.durationMinutes,
      joinUrl: row.joinUrl,
    },
  };
  const slotsLeft = await deps.db.transaction(async (tx) => {
    const fresh = await insertAttendee(tx, {
      masterclassId: id,
      email: attendee.email,
      fullName: attendee.fullName,
      userId: user?.id ?? null,
      acceptMarketingEmails: body.accept_marketing_emails === true,
      createdAt: now,
    });
    if (!fresh) throw badRequest(m.alreadyJoined);
    const left = await takeSeat(tx, id, now);
    // Refused: full, or it ended while we were here; the thrown error rolls the attendee row back.
    if (left === null) throw badRequest(ended() ? m.ended : m.full);
    await sendSeatConfirmedMail(deps.outbox.mailer(tx), deps.config, mail);
    return left;
  });
  return {
    message: m.joined,
    masterclass_id: id,
    start_time_utc: isoUtc(start.getTime()),
    start_time_local: localStart(start, row.timezone),
    slots_left: slotsLeft,
  };
}
