/**
 * Payment accounts (M3, PAYOUT-03..06, API-42), payouts (B10, PAYOUT-07..10, API-47) and the earnings
 * dashboard (M5, INSIGHTS-03, API-46). Every amount of money here is an integer number of euro cents.
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors.ts';

/**
 * The mentor's connected payment account as settings show it (mentor.stripe, PAYOUT-03). The names
 * stripe_created and url are the spec's, whichever provider is configured.
 */
export const paymentAccountSummarySchema = z
  .object({
    /** Whether a connected account exists at the provider for this mentor. */
    stripe_created: z.boolean(),
    /**
     * Where the mentor manages the account: the test provider's onboarding page, or a Stripe Express login
     * link once onboarding is complete; null when there is none (no account, or Stripe not finished).
     */
    url: z.string().nullable(),
    /** The provider reports the account can receive payouts (its account.updated event, M3). */
    payouts_enabled: z.boolean(),
    /** ISO 3166-1 alpha-2 code of the account's country, once the provider knows it. */
    country: z.string().nullable(),
  })
  .meta({ id: 'PaymentAccountSummary' });
export type PaymentAccountSummary = z.infer<typeof paymentAccountSummarySchema>;

/** Where a mentor application stands (ADR 18): waiting for staff, listed, or turned down. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** API-42: both addresses must be on this app's own origin (never an open redirect). */
export const connectAccountLinkRequestSchema = z
  .object({
    refresh_url: z.string().trim().min(1).max(2000),
    return_url: z.string().trim().min(1).max(2000),
  })
  .meta({ id: 'ConnectAccountLinkRequest' });
export type ConnectAccountLinkRequest = z.infer<typeof connectAccountLinkRequestSchema>;

export const connectAccountLinkResponseSchema = z
  .object({ account_link_url: z.string() })
  .meta({ id: 'ConnectAccountLink' });
export type ConnectAccountLinkResponse = z.infer<typeof connectAccountLinkResponseSchema>;

/**
 * The built-in test provider's onboarding form (B11). Only the signed-in owner of the account can send it;
 * return_url must be on this site (the answer's redirect_url is it, or the settings payments tab).
 */
export const testAccountCompleteRequestSchema = z
  .object({
    /** ISO 3166-1 alpha-2; any country may be chosen, only the payout countries can withdraw. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((code) => code.toUpperCase()),
    account_holder_name: z.string().trim().min(1, 'Enter the account holder name.').max(120),
    /** Lightly checked (country letters, check digits, 11-30 letters or digits); spaces are ignored. */
    iban: z.string().max(60),
    return_url: z.string().max(2000).optional(),
  })
  .meta({ id: 'TestAccountCompleteRequest' });
export type TestAccountCompleteRequest = z.input<typeof testAccountCompleteRequestSchema>;

export const testAccountCompleteResponseSchema = z
  .object({ redirect_url: z.string() })
  .meta({ id: 'TestAccountComplete' });
export type TestAccountCompleteResponse = z.infer<typeof testAccountCompleteResponseSchema>;

/** What the onboarding page shows before the form is sent. */
export const testAccountViewSchema = z
  .object({
    id: z.string(),
    country: z.string().nullable(),
    account_holder_name: z.string().nullable(),
    details_submitted: z.boolean(),
    /** The link's addresses once checked to be on this site (else the settings payments tab). */
    return_url: z.string(),
    refresh_url: z.string(),
  })
  .meta({ id: 'TestAccountView' });
export type TestAccountView = z.infer<typeof testAccountViewSchema>;

export const testAccountViewQuerySchema = z.object({
  return_url: z.string().max(2000).optional(),
  refresh_url: z.string().max(2000).optional(),
});

export const testAccountParamsSchema = z.object({ accountId: z.string().min(1).max(100) });

/** API-47: amount is in cents and must equal the whole current balance (PAYOUT-07, B10). */
export const payoutRequestSchema = z
  .object({ amount: z.number().int().min(0).max(100_000_000) })
  .meta({ id: 'PayoutRequest' });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const payoutSchema = z
  .object({
    id: z.number().int(),
    /** Cents. */
    amount_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/**
 * The answer of a successful payout. A refused payout is a 400 in the R1 shape
 * {detail, errors: {amount|account: [...]}, success: false}; PAYOUT-10 reads its detail.
 */
export const payoutResponseSchema = z
  .object({ success: z.boolean(), errors: z.array(z.string()), payout: payoutSchema.optional() })
  .meta({ id: 'PayoutResult' });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

/** A refused payout: R1 plus the spec's success flag (absent on a plain validation error). */
export const payoutErrorSchema = apiErrorSchema
  .extend({ success: z.literal(false).optional() })
  .meta({ id: 'PayoutError' });
export type PayoutError = z.infer<typeof payoutErrorSchema>;

export const pendingEarningSchema = z
  .object({
    /** Cents that become available on that day. */
    amount: z.number().int(),
    /** Whole days from now until they unlock (1 = within the next 24 hours). */
    unlocksInDays: z.number().int(),
  })
  .meta({ id: 'PendingEarning' });
export type PendingEarning = z.infer<typeof pendingEarningSchema>;

export const monthlyBookingsSchema = z
  .object({
    /** 'YYYY-MM' in the mentor's time zone. */
    month: z.string(),
    /** Lessons booked (paid, free trial, in progress or completed) that start in that month. */
    count: z.number().int(),
  })
  .meta({ id: 'MonthlyBookings' });
export type MonthlyBookings = z.infer<typeof monthlyBookingsSchema>;

/** Average star ratings (1-5, one decimal) per review question; null without reviews. */
export const detailedRatingsSchema = z
  .object({
    /** From the reviews' communication answer. */
    personality: z.number().nullable(),
    /** From the reviews' teaching_ability answer. */
    teachingAbility: z.number().nullable(),
    /** From the reviews' expertise answer. */
    knowledge: z.number().nullable(),
  })
  .meta({ id: 'DetailedRatings' });
export type DetailedRatings = z.infer<typeof detailedRatingsSchema>;

/** INSIGHTS-03 / M5, names exactly as the spec's. Money in cents. */
export const insightsSchema = z
  .object({
    /** Cents available to withdraw now: unlocked earnings minus payouts. */
    currentBalance: z.number().int(),
    /** Cents earned on paid, live or completed lessons that are not unlocked yet (7 days after the end). */
    pendingBalance: z.number().int(),
    /** The pending cents grouped by the day they unlock, soonest first. */
    pendingBreakdown: z.array(pendingEarningSchema),
    /** Cents earned on completed lessons, after refunds. */
    lifetimeEarnings: z.number().int(),
    /** Cents paid out so far. */
    totalLifetimePayouts: z.number().int(),
    /** The mentor's 60-minute price in cents (INSIGHTS-04). */
    pricePerLesson: z.number().int(),
    /** Median 60-minute price in cents of approved mentors sharing a skill; null if there are none. */
    marketAverage: z.number().int().nullable(),
    /** Percent the price is above (+) or below (−) marketAverage, one decimal; null without a market. */
    priceDifference: z.number().nullable(),
    /** Hours of weekly availability (sum of the weekly slots), up to two decimals. */
    weeklyAvailabilityHours: z.number(),
    /**
     * Percent (0-100) of the conversations others started with the mentor in the last 90 days that the
     * mentor answered within 24 h (unanswered ones younger than 24 h left out); null when there are none
     * (no data yet: the dashboard hides the figure, ADR 46).
     */
    replyRate24h: z.number().nullable(),
    /** Average of all review answers (1-5, one decimal); null without reviews. */
    averageReviewRating: z.number().nullable(),
    detailedRatings: detailedRatingsSchema,
    lessonBookingsPeriod: z.object({
      /** The last 6 calendar months, oldest first, the current month last. */
      details: z.array(monthlyBookingsSchema),
      /** Percent change of the last 3 months against the 3 before, one decimal; null when those had none. */
      periodChangePercent: z.number().nullable(),
    }),
    totalCompletedSessions: z.number().int(),
    /** Not in INSIGHTS-03: the payment account, so the dashboard can tell whether a payout can be sent. */
    paymentAccount: paymentAccountSummarySchema,
    /**
     * Not in INSIGHTS-03: where the mentor application stands (ADR 18): `pending` until staff decide, then
     * `approved` (listed) or `rejected`. The dashboard shows an applicant "Application under review" (ADR 46).
     */
    applicationStatus: z.enum(APPLICATION_STATUSES),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;
