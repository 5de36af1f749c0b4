import { z } from 'zod';

const email = z.email('Enter a valid email address.').max(254, 'Email is too long.');

/** API-01 POST /api/auth/login/ */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'This field is required.').max(1024),
  remember_me: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user object of the auth check (DATA-01, rule A9). */
export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    is_mentor: z.boolean(),
    is_staff: z.boolean(),
    mentor_id: z.number().int().nullable(),
    can_add_referral: z.boolean(),
    profile_picture: z.string().nullable(),
    /** The IANA zone chosen in settings for showing times (ADR 49); null: the device's own zone. */
    time_zone: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** API-03 GET /api/auth/check/ (DATA-02) */
export const authCheckResponseSchema = z
  .object({
    is_authenticated: z.boolean(),
    user: sessionUserSchema.nullable(),
    csrftoken: z.string(),
  })
  .meta({ id: 'AuthCheck' });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** Answer of login and refresh: who is signed in now. */
export const loginResponseSchema = z.object({ detail: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** API-05 POST /api/users/register/ (DATA-04). is_mentor is always false from the form; true is refused. */
export const registerRequestSchema = z.object({
  email,
  password: z.string().min(1, 'This field is required.').max(1024),
  password2: z.string().min(1, 'This field is required.').max(1024),
  first_name: z.string().trim().min(1, 'This field is required.').max(150),
  last_name: z.string().trim().min(1, 'This field is required.').max(150),
  is_mentor: z.literal(false).default(false),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** API-06 POST /api/users/forgot-password/ and the resend-confirmation call. */
export const emailOnlyRequestSchema = z.object({ email });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

/** API-08 POST /api/users/reset-password/<token>/ */
export const resetPasswordRequestSchema = z.object({
  password1: z.string().min(1, 'This field is required.').max(1024),
  password2: z.string().min(1, 'This field is required.').max(1024),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Tokens travel in the path; they are url-safe base64 of 32 random bytes. */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** API-10 GET api/users/auth/link/<provider>/ (DATA-03) */
export const socialProviderParamsSchema = z.object({ provider: z.string().min(1).max(40) });
/** Where Google sends the browser back; anything else in the query is ignored. */
export const googleCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});
export const socialLinkResponseSchema = z.object({ auth_link: z.url() }).meta({ id: 'SocialLink' });
export type SocialLinkResponse = z.infer<typeof socialLinkResponseSchema>;

/** Error codes of /auth/error (rule A8). */
export const socialErrorCodes = [
  'authentication_failed',
  'access_denied',
  'invalid_request',
  'server_error',
] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];
