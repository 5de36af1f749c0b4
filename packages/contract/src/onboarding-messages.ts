/**
 * Steps, delays and texts of the onboarding wizard at /become-mentor (spec 002 §2.1, §5, §8;
 * ONBOARD-01..38), without zod: the wizard's lazy chunk imports them and the browser journeys compare against
 * them. Texts the server answers too live with their owners: the application's validation texts in
 * mentor-application-messages.ts, the slot and session texts in settings-messages.ts, the payment-account
 * texts in payouts-messages.ts. The limits (introduction 100-2000 characters without markup, headline 40-100,
 * price 1-500 whole euros, rule M4) are settings-messages.ts's, the same for both pages.
 */

/** ONBOARD-01, ONBOARD-05: every step, in order. */
export const ONBOARDING_STEPS = [
  'about',
  'photo',
  'description',
  'availability',
  'rate',
  'confirmation',
  'payment_setup',
  'stripe_success',
  'stripe_failure',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** ONBOARD-03: the steps the indicator shows (the application itself). */
export const APPLICATION_STEPS = ['about', 'photo', 'description', 'availability', 'rate'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** ONBOARD-11: the first erroring About field scrolls into view after this delay. */
export const ABOUT_SCROLL_DELAY_MS = 100;
/** ONBOARD-23: the wizard checks slots this long after the last edit. */
export const ONBOARDING_SLOT_CHECK_MS = 300;

/**
 * The wizard's own sentences. The validation texts it shares with the server (ONBOARD-10, -13, -15, -18,
 * -25, -30) are mentorApplicationMessages and photoMessages.
 */
export const onboardingMessages = {
  // ONBOARD-15, word for word: the live hint under the editor while the introduction is too short.
  introductionHint: (min: number) => `Please enter at least ${min} characters`,
  // Said before the wizard sends the visitor to log in (M1): the answers are still there afterwards.
  loginToSubmit: 'Please log in or create an account to submit your application. Your answers are saved.',
  listsFailed: 'The lists of instruments, styles and languages could not be loaded. Please try again.',
} as const;

/** Headings and buttons the spec names (ONBOARD-14, ONBOARD-31, ONBOARD-33). */
export const onboardingTexts = {
  tellYourStory: 'Tell your story',
  createYourHeadline: 'Create your headline',
  saveAndContinue: 'Save and continue',
  applicationSubmitted: 'Application submitted',
  reviewNotice:
    'Thank you for applying! Our team reviews every application within 1–3 business days before your profile is shown to students.',
  approvalEmailNotice: "We'll send you an email as soon as your profile is approved.",
  skipForNow: 'Skip for now',
  continueToDashboard: 'Continue to dashboard',
  paymentSetupTitle: 'Set up payouts',
  connectPaymentAccount: 'Connect payment account',
  paymentConnectedTitle: 'Payment account connected',
  paymentConnectedText:
    'Your payment account is connected. Once your profile is approved, your lesson earnings can be paid out to it.',
  paymentFailedTitle: 'Payment account not connected',
} as const;
