/** Accounts and sessions: API-01..API-10, resend-confirmation and Google sign-in. */
import { z } from 'zod';
import {
  authCheckResponseSchema,
  emailOnlyRequestSchema,
  googleCallbackQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  socialLinkResponseSchema,
  socialProviderParamsSchema,
  tokenParamsSchema,
} from '../auth.ts';
import { detailSchema } from '../errors.ts';
import { declareEndpoints } from './endpoint.ts';

// Rule R2's reason for the exempt calls: they act on credentials or tokens in the request itself, never on
// the browser's session, and accept only application/json, which a cross-site form cannot send.
const credentialsInRequest = 'acts on credentials or a token in the request, never on the session';
const perIpHourly = 'RATE_LIMIT_PER_HOUR calls an hour per client address';
const tags = ['users'];

export const authEndpoints = declareEndpoints({
  'auth.login': {
    access: 'public',
    csrfExempt: credentialsInRequest,
    quota: '5 failed sign-ins per e-mail address in 15 minutes, then 429 with Retry-After',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; sets the session cookies',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
    errors: [401, 403, 429],
  },
  'auth.refresh': {
    access: 'public',
    tags: ['auth'],
    summary: 'Swap the refresh cookie for new session cookies',
    responses: { 200: loginResponseSchema },
    errors: [401],
  },
  'auth.check': {
    access: 'public',
    tags: ['auth'],
    summary: 'Who is signed in, plus the CSRF token',
    responses: { 200: authCheckResponseSchema },
  },
  'auth.logout': {
    access: 'public',
    tags: ['auth'],
    summary: 'Sign out: revoke this sign-in and clear the cookies',
    body: z.object({}).nullish(),
    responses: { 200: detailSchema },
  },
  'users.register': {
    access: 'public',
    csrfExempt: credentialsInRequest,
    quota: perIpHourly,
    tags,
    summary: 'Create a student account and mail a confirmation link',
    body: registerRequestSchema,
    responses: { 201: detailSchema },
    errors: [429],
  },
  'users.confirmEmail': {
    access: 'public',
    tags,
    summary: 'Confirm an e-mail address (does not sign in)',
    params: tokenParamsSchema,
    responses: { 200: detailSchema },
  },
  'users.resendConfirmation': {
    access: 'public',
    csrfExempt: credentialsInRequest,
    quota: perIpHourly,
    tags,
    summary: 'Mail a new confirmation link to an unconfirmed account',
    body: emailOnlyRequestSchema,
    responses: { 200: detailSchema },
    errors: [429],
  },
  'users.forgotPassword': {
    access: 'public',
    csrfExempt: credentialsInRequest,
    quota: perIpHourly,
    tags,
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    body: emailOnlyRequestSchema,
    responses: { 200: detailSchema },
    errors: [429],
  },
  'users.checkResetLink': {
    access: 'public',
    tags,
    summary: 'Check that a password reset link can still be used',
    params: tokenParamsSchema,
    responses: { 200: detailSchema },
  },
  'users.resetPassword': {
    access: 'public',
    csrfExempt: credentialsInRequest,
    tags,
    summary: 'Set a new password with a reset link; signs out every session of the account',
    params: tokenParamsSchema,
    body: resetPasswordRequestSchema,
    responses: { 200: detailSchema },
  },
  'users.socialLink': {
    access: 'public',
    tags,
    summary: 'The URL that starts social sign-in (provider: google)',
    params: socialProviderParamsSchema,
    responses: { 200: socialLinkResponseSchema },
    errors: [502],
  },
  'users.googleCallback': {
    access: 'public',
    tags,
    summary: 'Where Google returns: signs in and redirects to /callback, or to /auth/error?error=<code>',
    query: googleCallbackQuerySchema,
    responses: {},
  },
});
