/**
 * Connecting a mentor's payment account (API-42, rule M3): the account is created at the provider when
 * missing, and the answer is the provider's onboarding link. The provider's account.updated event, re-read
 * from the provider, is what marks the account enabled; the browser's return proves nothing.
 */
import {
  payoutMessages,
  type ConnectAccountLinkRequest,
  type ConnectAccountLinkResponse,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentAccountRow } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { AccountEvent, PaymentProvider } from '../../platform/payments/provider.ts';
import type { SignedInMentor, SignedInUser } from '../../platform/caller.ts';
import { findPaymentAccount, updatePaymentAccountStatus, upsertPaymentAccount } from './repository.ts';

export interface PayoutDeps {
  db: Db;
  publicUrl: string;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now(): Date;
}

/**
 * An address on this app's own origin, made absolute (the provider needs absolute ones), or null. A
 * path is resolved against PUBLIC_URL; anything that resolves elsewhere ("//host", another scheme) is not
 * ours, so the provider can never be made to send a mentor to a foreign site.
 */
export function onSite(value: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(value, `${publicUrl}/`);
  } catch {
    return null;
  }
  return url.origin === new URL(publicUrl).origin ? url.toString() : null;
}

function onSiteOrRefuse(value: string, field: string, publicUrl: string): string {
  const url = onSite(value, publicUrl);
  if (!url) throw badRequest(payoutMessages.urlNotOnSite, { [field]: [payoutMessages.urlNotOnSite] });
  return url;
}

function providerFailed(deps: PayoutDeps, err: unknown, mentorId: number): HttpError {
  deps.log.error({ err, mentorId }, 'payment account provider call failed');
  return new HttpError(502, payoutMessages.connectProviderFailed);
}

/** The mentor's account at the configured provider, created there (once, by key) when missing. */
async function accountAtProvider(
  deps: PayoutDeps,
  user: SignedInUser,
  mentorId: number,
): Promise<PaymentAccountRow> {
  const existing = await findPaymentAccount(deps.db, mentorId);
  if (existing?.provider === deps.provider.name) return existing;
  // A new provider (the test provider's account after Stripe was configured) means a new account there.
  const { accountId } = await deps.provider.createConnectedAccount({
    email: user.email,
    country: null,
    mentorId,
    idempotencyKey: `mentor-${mentorId}-payment-account-${deps.provider.name}`,
  });
  const now = deps.now();
  const fresh = {
    provider: deps.provider.name,
    providerAccountId: accountId,
    country: null,
    payoutsEnabled: false,
    detailsSubmitted: false,
    updatedAt: now,
  };
  await upsertPaymentAccount(deps.db, mentorId, fresh, now);
  const row = await findPaymentAccount(deps.db, mentorId);
  if (!row) throw new Error(`payment account of mentor ${mentorId} not stored`);
  return row;
}

export async function connectAccountLink(
  deps: PayoutDeps,
  user: SignedInMentor,
  body: ConnectAccountLinkRequest,
): Promise<ConnectAccountLinkResponse> {
  const { mentorId } = user;
  const returnUrl = onSiteOrRefuse(body.return_url, 'return_url', deps.publicUrl);
  const refreshUrl = onSiteOrRefuse(body.refresh_url, 'refresh_url', deps.publicUrl);
  try {
    const account = await accountAtProvider(deps, user, mentorId);
    const { url } = await deps.provider.createAccountLink({
      accountId: account.providerAccountId,
      returnUrl,
      refreshUrl,
    });
    return { account_link_url: url };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw providerFailed(deps, err, mentorId);
  }
}

/** account.updated (M3): mirror what the provider says about a known account; others are not ours. */
export async function applyAccountEvent(tx: Tx, event: AccountEvent, now: Date): Promise<void> {
  const { account } = event;
  await updatePaymentAccountStatus(tx, account.accountId, account, now);
}
