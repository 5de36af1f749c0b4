/**
 * A bookable world for the booking tests: a frozen clock on Monday 2026-11-23 08:00 UTC, a mentor in
 * Europe/Berlin teaching Guitar every day 09:00-18:00 (30 and 60 minutes with breaks, a free trial, €50 an
 * hour), a second mentor, and students who can sign in.
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import type { BookResponse } from '@app/contract';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import { login, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext, type TestOptions } from './helpers.ts';

export const MONDAY_0800 = '2026-11-23T08:00:00.000Z';

export interface BookingWorld {
  ctx: TestContext;
  lookups: Lookups;
  maya: { id: number; userId: number; email: string; sessions: { 30: number; 60: number } };
  otherMentor: { id: number; userId: number; sessionId: number };
  student: Session;
  newStudent(): Promise<Session>;
}

/**
 * The world of one test file: built before its tests (with Maya signed in as `mentor`) and closed after
 * them. The object is filled in place, so tests read its fields once the hooks have run; a test that
 * moves the clock signs Maya in again with `world.mentor = await login(...)`.
 */
export function useBookingWorld(options: TestOptions = {}): BookingWorld & { mentor: Session } {
  const world = {} as BookingWorld & { mentor: Session };
  beforeAll(async () => {
    const built = await bookingWorld(options);
    Object.assign(world, built, { mentor: await login(built.ctx.app, built.maya.email) });
  });
  afterAll(() => world.ctx.close());
  return world;
}

const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime, endTime }));

let passwordHash: string | undefined;

export async function bookingWorld(options: TestOptions = {}): Promise<BookingWorld> {
  const ctx = await createTestContext({ now: MONDAY_0800, ...options });
  const now = ctx.clock.now();
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  const hash = passwordHash;
  const lookups = await seedLookups(ctx.database);
  const account = async (email: string, firstName: string, lastName = 'Tester') =>
    (
      await insertUser(
        ctx.database.db,
        { email, firstName, lastName, passwordHash: hash, emailConfirmedAt: now },
        now,
      )
    ).id;
  const mayaEmail = `maya-${Date.now()}@example.com`;
  const maya = await addMentor(
    ctx.database,
    {
      firstName: 'Maya',
      lastName: 'Lopez',
      userId: await account(mayaEmail, 'Maya', 'Lopez'),
      amountCents: 5000,
      offerTrial: true,
      timezone: 'Europe/Berlin',
      skillIds: [lookups.skill.Guitar!, lookups.skill.Piano!],
      sessions: [
        { sessionTime: 30, timeoutTime: 10 },
        { sessionTime: 60, timeoutTime: 15 },
      ],
      availability: everyDay('09:00', '18:00'),
    },
    now,
  );
  const other = await addMentor(
    ctx.database,
    {
      firstName: 'Otto',
      lastName: 'Keys',
      skillIds: [lookups.skill.Piano!],
      sessions: [{ sessionTime: 60, timeoutTime: 0 }],
      availability: everyDay('09:00', '18:00'),
    },
    now,
  );
  const sessionIds = await queryRows<{ id: number; mentor_id: number; session_time: number }>(
    ctx.database.db,
    sql`SELECT id, mentor_id, session_time FROM mentor_sessions WHERE mentor_id IN (${maya.id}, ${other.id})`,
  );
  const sessionOf = (mentorId: number, minutes: number) =>
    sessionIds.find((s) => s.mentor_id === mentorId && s.session_time === minutes)!.id;
  // Counted per world (each has its own database): the first student is always Student1.
  let students = 0;
  const newStudent = async () => {
    students += 1;
    const email = `student-${students}-${Date.now()}@example.com`;
    await account(email, `Student${students}`);
    return login(ctx.app, email);
  };
  return {
    ctx,
    lookups,
    maya: { ...maya, email: mayaEmail, sessions: { 30: sessionOf(maya.id, 30), 60: sessionOf(maya.id, 60) } },
    otherMentor: { ...other, sessionId: sessionOf(other.id, 60) },
    student: await newStudent(),
    newStudent,
  };
}

/** A booking request body for Maya's 60-minute Guitar lesson at a UTC instant. */
export function lessonRequest(
  world: BookingWorld,
  startUtc: string,
  overrides: Record<string, unknown> = {},
) {
  const start = new Date(startUtc);
  return {
    mentor_id: world.maya.id,
    session_id: world.maya.sessions[60],
    skill_id: world.lookups.skill.Guitar!,
    start_utc: start.toISOString().replace('.000Z', 'Z'),
    end_utc: new Date(start.getTime() + 3_600_000).toISOString().replace('.000Z', 'Z'),
    free_trial: false,
    ...overrides,
  };
}

/** Books Maya's 60-minute lesson at a UTC instant and, unless told otherwise, pays on the test checkout. */
export async function bookLesson(
  world: BookingWorld,
  student: Session,
  startUtc: string,
  options: { pay?: boolean } = {},
): Promise<number> {
  const res = await bookAs(student, lessonRequest(world, startUtc));
  if (res.statusCode !== 201) throw new Error(`booking ${startUtc}: ${res.statusCode} ${res.body}`);
  const answer = res.json<BookResponse>();
  if (options.pay !== false) {
    await completeTestCheckout(world.ctx.app, answer.payment_link!.split('/').at(-1)!);
  }
  return answer.booking_id;
}

export function bookAs(session: Session, body: object, timezone = 'Europe/Berlin') {
  return session.inject({
    method: 'POST',
    url: '/api/lessons/book/',
    payload: body,
    headers: { 'x-timezone': timezone },
  });
}

export async function countRows(
  world: BookingWorld,
  table: 'bookings' | 'ledger_entries' | 'payment_events',
) {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`,
  );
  return row!.n;
}

export async function ledgerSum(world: BookingWorld): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    world.ctx.database.db,
    sql`SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries`,
  );
  return Number(row!.total);
}
