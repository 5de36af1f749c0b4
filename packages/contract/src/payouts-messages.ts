/**
 * Payment account, payout and insights constants and texts (PAYOUT-*, INSIGHTS-*, ONBOARD-35, rules M3, B10),
 * without zod: the web app's lazy insights, settings and onboarding chunks import them, and the server answers
 * with the same sentences.
 */

/**
 * The mentor's dashboard at /insights: one name in the navbar, the footer, the page's heading and its title
 * (NAV-04, INSIGHTS-02, INSIGHTS-06 call it the Dashboard).
 */
export const MENTOR_DASHBOARD_NAME = 'Dashboard';

/** CONST-38: the smallest payout, in cents (5 euro). */
export const MIN_PAYOUT_CENTS = 500;
/** B10: a lesson's earnings become available this many days after the lesson ends. */
export const EARNINGS_UNLOCK_DAYS = 7;
/** M5: lessonBookingsPeriod covers this many calendar months, the current one included. */
export const INSIGHTS_MONTHS = 6;

/** Euro amounts in the server's sentences: always two decimals, e.g. €12.50. */
export const formatEuroCents = (cents: number): string => `€${(cents / 100).toFixed(2)}`;

export const payoutMessages = {
  // ERR-79..81 and the payment-account errors of PAYOUT-06 and ONBOARD-35, word for word.
  minimumWithdrawal: 'Minimum withdrawal amount is €5.00',
  payoutFailed: 'Failed to request payout. Please try again.',
  insightsLoadFailed: 'Failed to load insights data. Please try again later.',
  connectFailedSettings: 'There was an error connecting your Stripe account. Please try again.',
  connectFailedOnboarding:
    'There was an error connecting your Stripe account. Please try again or set up later.',
  connectProcessingFailed: 'There was an error processing your Stripe connection. Please try again.',
  // Server answers (rules M3, B10).
  onlyMentors: 'Only mentors can do this.',
  wholeBalance: (availableCents: number) =>
    `The payout must be your whole available balance (${formatEuroCents(availableCents)}).`,
  noAccount: 'Connect a payment account before requesting a payout.',
  accountNotEnabled:
    'Your payment account is not ready for payouts yet. Finish setting it up with the payment provider.',
  countryNotSupported:
    'Payouts can only be sent to accounts in the listed European countries. You can keep teaching, but you cannot withdraw earnings from this account.',
  payoutInProgress: 'Another payout request is being processed. Please try again in a moment.',
  providerFailed:
    'The payment provider could not send the payout. Nothing was withdrawn; please try again later.',
  connectProviderFailed: 'The payment provider could not be reached. Please try again later.',
  urlNotOnSite: 'The address must be on this site.',
  payoutRequested: 'Your payout has been requested.',
  // The built-in test provider's onboarding page (B11).
  testAccountNotFound: 'This account link is not valid.',
  testAccountFinished: 'This payment account has already been set up.',
  testAccountLinkExpired: 'This account link has expired. Please start again.',
  holderNameRequired: 'Enter the account holder name.',
  ibanInvalid: 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.',
  countryInvalid: 'Choose a country.',
} as const;

/** The test provider's onboarding page (B11): a clearly labelled stand-in for the provider's hosted form. */
export const testOnboardingTexts = {
  title: 'Test payment provider',
  intro:
    'This is the built-in test payment provider. No real bank account is connected and no money is moved.',
  countryLabel: 'Country',
  payoutCountryMark: '(payouts available)',
  holderLabel: 'Account holder name',
  ibanLabel: 'IBAN',
  submit: 'Submit',
  cancel: 'Try again later',
  submitting: 'Submitting…',
  failed: 'The details could not be saved. Please try again.',
} as const;
