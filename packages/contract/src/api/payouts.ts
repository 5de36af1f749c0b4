/**
 * Payment accounts, payouts and insights (API-42, API-46, API-47; rules M3, M5, B10, B11). The test
 * provider's onboarding calls exist only outside production and only while the test provider is in use.
 */
import {
  earningsQuerySchema,
  earningsSchema,
  statementCsvSchema,
  statementQuerySchema,
} from '../earnings.ts';
import { payoutMessages } from '../payouts-messages.ts';
import {
  connectAccountLinkRequestSchema,
  connectAccountLinkResponseSchema,
  insightsSchema,
  payoutErrorSchema,
  payoutRequestSchema,
  payoutResponseSchema,
  testAccountCompleteRequestSchema,
  testAccountCompleteResponseSchema,
  testAccountParamsSchema,
  testAccountViewQuerySchema,
  testAccountViewSchema,
} from '../payouts.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['payouts'];
const mentorOnly = { access: 'mentor', refusal: payoutMessages.onlyMentors } as const;
const ownAccount = "the caller's own payment account";

export const payoutEndpoints = declareEndpoints({
  'payouts.accountLink': {
    ...mentorOnly,
    owner: ownAccount,
    tags,
    summary: "The provider's onboarding link for the mentor's payment account (created when missing)",
    body: connectAccountLinkRequestSchema,
    responses: { 200: connectAccountLinkResponseSchema },
    errors: [502],
  },
  'payouts.withdraw': {
    ...mentorOnly,
    owner: "the caller's own balance",
    tags,
    summary: 'Withdraw the whole available balance (cents) to the connected account',
    body: payoutRequestSchema,
    responses: { 200: payoutResponseSchema },
    // A refused payout says `success: false` beside the R1 fields.
    errorBodies: { 400: payoutErrorSchema, 502: payoutErrorSchema },
  },
  'payouts.insights': {
    ...mentorOnly,
    owner: "the caller's own earnings",
    tags,
    summary: "The mentor's earnings dashboard (money in cents)",
    responses: { 200: insightsSchema },
    errors: [404],
  },
  'payouts.earnings': {
    ...mentorOnly,
    owner: "the caller's own earnings",
    tags,
    summary: "One line per paid lesson of a month (the mentor's zone): price, discount, fee, net, status",
    query: earningsQuerySchema,
    responses: { 200: earningsSchema },
  },
  'payouts.statement': {
    ...mentorOnly,
    owner: "the caller's own ledger movements",
    tags,
    summary: "A month's statement as CSV: one row per movement of the mentor's earnings account (ADR 54)",
    query: statementQuerySchema,
    produces: ['text/csv'],
    responses: { 200: statementCsvSchema },
  },
  'payouts.testAccount': {
    ...mentorOnly,
    owner: ownAccount,
    tags,
    summary: "The test provider's onboarding page of the caller's own payment account",
    params: testAccountParamsSchema,
    query: testAccountViewQuerySchema,
    responses: { 200: testAccountViewSchema },
  },
  'payouts.completeTestAccount': {
    ...mentorOnly,
    owner: ownAccount,
    tags,
    summary: 'Submit the test onboarding form: stores the details and sends account.updated',
    params: testAccountParamsSchema,
    body: testAccountCompleteRequestSchema,
    responses: { 200: testAccountCompleteResponseSchema },
  },
});
