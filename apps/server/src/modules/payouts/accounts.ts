/**
 * Mentors' connected payment accounts (rule M3): the stored row and the summary settings show
 * (mentor.stripe, PAYOUT-03). The provider is the truth; this row mirrors what its account.updated event
 * (re-read from the provider) last said.
 */
import type { PaymentAccountSummary } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentAccountRow } from '../../db/schema/index.ts';
import { findPaymentAccount } from './repository.ts';

/** The test provider's onboarding page for an account: the app's own page (B11). */
export const testOnboardingPath = (providerAccountId: string) =>
  `/connect/test/${encodeURIComponent(providerAccountId)}`;

export function summaryOf(row: PaymentAccountRow | undefined): PaymentAccountSummary {
  if (!row) return { stripe_created: false, url: null, payouts_enabled: false, country: null };
  return {
    stripe_created: true,
    // The test provider's page (same origin, so a path). Stripe's Express dashboard needs a single-use
    // login link made on demand, so the summary has none; the mentor reconnects through the connect link.
    url: row.provider === 'test' ? testOnboardingPath(row.providerAccountId) : null,
    payouts_enabled: row.payoutsEnabled,
    country: row.country,
  };
}

/** What settings (mentor.stripe) and insights show about a mentor's payment account. */
export async function paymentAccountSummary(db: Db | Tx, mentorId: number): Promise<PaymentAccountSummary> {
  return summaryOf(await findPaymentAccount(db, mentorId));
}
