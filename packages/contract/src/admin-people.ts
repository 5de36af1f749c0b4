/**
 * The staff user's page beyond the account itself (issue 21 item 2, ADR 75): sign-ins, payments and refunds,
 * support tickets, reviews written and received, and a listed mentor's profile, which staff may edit (the same
 * rules as the mentor's own settings) and hide from search and booking or show again.
 */
import { z } from 'zod';
import { staffReasonSchema } from './admin-audit.ts';
import { mentorUpdateRequestSchema } from './settings.ts';
import { MENTOR_AGES, MENTOR_LEVELS } from './teacher-profile.ts';

export const adminSignInSchema = z.object({
  /** When the sign-in began (a password or Google sign-in), UTC. */
  at: z.string(),
  last_used_at: z.string(),
  /** When it ended (signed out, revoked, suspended); null while it may still be used. */
  ended_at: z.string().nullable(),
  ended_reason: z.string().nullable(),
  remember_me: z.boolean(),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

export const adminPaymentSchema = z.object({
  kind: z.enum(['payment', 'refund', 'package']),
  at: z.string(),
  /** Money in at the provider is positive, a refund negative. */
  amount_cents: z.number().int(),
  currency: z.string(),
  booking_id: z.number().int().nullable(),
  booking_reference: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPersonTicketSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The first 120 characters of the first message. */
  excerpt: z.string(),
});

export const adminPersonReviewSchema = z.object({
  id: z.number().int(),
  /** The other side: the mentor reviewed, or the student who wrote it. */
  other_name: z.string(),
  other_user_id: z.number().int().nullable(),
  rating: z.number(),
  message: z.string(),
  created_at: z.string(),
});

export const adminMentorProfileSchema = z.object({
  mentor_id: z.number().int(),
  headline: z.string(),
  bio: z.string(),
  skills: z.array(z.number().int()),
  styles: z.array(z.number().int()),
  languages: z.array(z.number().int()),
  levels: z.array(z.enum(MENTOR_LEVELS)),
  ages: z.array(z.enum(MENTOR_AGES)),
  /** Approved by staff once (only an approved mentor can be hidden or shown). */
  approved: z.boolean(),
  /** In search and bookable now. */
  listed: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type AdminMentorProfile = z.infer<typeof adminMentorProfileSchema>;

export const adminPersonActivitySchema = z
  .object({
    sign_ins: z.array(adminSignInSchema),
    payments: z.array(adminPaymentSchema),
    tickets: z.array(adminPersonTicketSchema),
    reviews_written: z.array(adminPersonReviewSchema),
    reviews_received: z.array(adminPersonReviewSchema),
    mentor: adminMentorProfileSchema.nullable(),
  })
  .meta({ id: 'AdminPersonActivity' });
export type AdminPersonActivity = z.infer<typeof adminPersonActivitySchema>;

const own = mentorUpdateRequestSchema.shape;
/**
 * PATCH /api/admin/users/{id}/mentor/: the fields of the mentor's own settings staff may edit, each with the
 * same schema (the server then applies the same cleaning and length rules).
 */
export const adminMentorEditSchema = z
  .strictObject({
    headline: own.headline,
    bio: own.bio,
    skills: own.skills,
    styles: own.styles,
    languages: own.languages,
    levels: own.levels,
    ages: own.ages,
  })
  .meta({ id: 'AdminMentorEdit' });
export type AdminMentorEditRequest = z.input<typeof adminMentorEditSchema>;
export type AdminMentorEdit = z.output<typeof adminMentorEditSchema>;

export const hideMentorBodySchema = z
  .strictObject({ reason: staffReasonSchema })
  .meta({ id: 'HideMentorBody' });
export type HideMentorBody = z.input<typeof hideMentorBodySchema>;

export const adminMentorResultSchema = z
  .object({ message: z.string(), mentor: adminMentorProfileSchema })
  .meta({ id: 'AdminMentorResult' });
export type AdminMentorResult = z.infer<typeof adminMentorResultSchema>;
