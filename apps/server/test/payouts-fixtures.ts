/**
 * Payment accounts, payouts and insights through the real endpoints: connecting a mentor's account on the
 * built-in test provider (link -> onboarding page API -> signed account.updated), asking for a payout,
 * reading insights and moving the development clock (POST /api/dev/clock/, which also runs due jobs).
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ConnectAccountLinkResponse, Insights, TestAccountView } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import type { BookingWorld } from './booking-fixtures.ts';

export const DAY_SECONDS = 86_400;
/** A valid IBAN (the standard German example). */
export const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';

export const PUBLIC_URL = 'http://localhost:3000';

export function connectLink(session: Session, body: Record<string, unknown> = {}) {
  return session.inject({
    method: 'POST',
    url: '/api/payments/connect-account-link/',
    payload: {
      return_url: `${PUBLIC_URL}/settings?tab=payments`,
      refresh_url: `${PUBLIC_URL}/become-mentor?step=payment_setup&stripe_error=true`,
      ...body,
    },
  });
}

/** The account link's path and query on this app (the test provider's page). */
export async function linkFor(session: Session): Promise<URL> {
  const res = await connectLink(session);
  expect(res.statusCode).toBe(200);
  return new URL(res.json<ConnectAccountLinkResponse>().account_link_url);
}

export const accountIdOf = (link: URL) => decodeURIComponent(link.pathname.split('/').at(-1)!);

export function viewAccount(session: Session, link: URL) {
  return session.inject({
    method: 'GET',
    url: `/api/payments/test-accounts/${encodeURIComponent(accountIdOf(link))}/${link.search}`,
  });
}

export function completeAccount(
  session: Session,
  link: URL,
  form: { country?: string; account_holder_name?: string; iban?: string; return_url?: string } = {},
) {
  return session.inject({
    method: 'POST',
    url: `/api/payments/test-accounts/${encodeURIComponent(accountIdOf(link))}/complete/`,
    payload: {
      country: 'DE',
      account_holder_name: 'Maya Lopez',
      iban: GOOD_IBAN,
      return_url: link.searchParams.get('return_url') ?? undefined,
      ...form,
    },
  });
}

/** Connects and completes the mentor's test account in one go; answers the provider's account id. */
export async function connectTestAccount(session: Session, country = 'DE'): Promise<string> {
  const link = await linkFor(session);
  const view = await viewAccount(session, link);
  expect(view.statusCode).toBe(200);
  expect(view.json<TestAccountView>().id).toBe(accountIdOf(link));
  const res = await completeAccount(session, link, { country });
  expect(res.statusCode, res.body).toBe(200);
  return accountIdOf(link);
}

export function payout(session: Session, amount: unknown) {
  return session.inject({ method: 'POST', url: '/api/mentors/payout/', payload: { amount } });
}

export async function insightsOf(session: Session): Promise<Insights> {
  const res = await session.inject({ method: 'GET', url: '/api/mentors/insights/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Insights>();
}

/**
 * Moves the app's clock forward through the development endpoint (due jobs run before it answers), then
 * signs the world's mentor and student in again: their access tokens expire with the time that passed.
 */
export async function advanceClock(
  world: BookingWorld & { mentor: Session },
  seconds: number,
): Promise<void> {
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/dev/clock/',
    payload: { advance_seconds: seconds },
  });
  expect(res.statusCode, res.body).toBe(200);
  world.mentor = await login(world.ctx.app, world.maya.email);
  world.student = await login(world.ctx.app, world.student.user.email);
}

/** The fixtures' second mentor (Otto) has no password: give him Maya's and sign him in. */
export async function signInOtto(world: BookingWorld): Promise<Session> {
  const [other] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = ${world.maya.userId}),
               email_confirmed_at = ${world.ctx.clock.now()}
         WHERE id = ${world.otherMentor.userId} RETURNING email`,
  );
  return login(world.ctx.app, other!.email);
}

export async function count(world: BookingWorld, table: string, where = sql``): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} ${where}`,
  );
  return row!.n;
}
