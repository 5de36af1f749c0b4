/**
 * POST /api/payments/connect-account-link/ (ONBOARD-34, rule M3): the provider's onboarding link for the
 * mentor's payment account; the provider sends the browser back to the wizard's outcome steps.
 */
import { call } from '../../../shared/api/call.ts';
import { stepUrl } from '../model/steps.ts';

export function onboardingReturnUrls(origin: string) {
  return {
    return_url: `${origin}${stepUrl('stripe_success', { stripe_connected: 'true' })}`,
    refresh_url: `${origin}${stepUrl('payment_setup', { stripe_error: 'true' })}`,
  };
}

export function connectAccountLink(origin: string) {
  return call('payouts.accountLink', { body: onboardingReturnUrls(origin) });
}
