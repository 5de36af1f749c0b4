/**
 * The staff queue of mentor applications (M1): GET /api/admin/applications/ lists the pending ones with the
 * applicant's full profile; approve lists the mentor, reject needs a reason the applicant is mailed.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { APPLICATION_REJECTION_REASON_MAX, applicationMessages } from './admin-applications-messages.ts';

export * from './admin-applications-messages.ts';

const lookup = z.object({ id: z.number().int(), name: z.string() });

/** One pending application as staff review it. The bio is the applicant's raw text: show it sanitised. */
export const adminApplicationSchema = z
  .object({
    mentor_id: z.number().int(),
    user_id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    profile_photo: z.string().nullable(),
    headline: z.string(),
    bio: z.string(),
    skills: z.array(lookup),
    styles: z.array(lookup),
    languages: z.array(lookup),
    amount_cents: z.number().int(),
    offer_trial: z.boolean(),
    /** Session lengths with the break after each, in minutes. */
    sessions: z.array(z.object({ session_time: z.number().int(), timeout_time: z.number().int() })),
    country: z.string(),
    timezone: z.string(),
    /** Weekly, in the applicant's zone: weekday 0 = Monday, times 'HH:MM'. */
    availability: z.array(
      z.object({ weekday: z.number().int(), start_time: z.string(), end_time: z.string() }),
    ),
    applied_at: z.string(),
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationListSchema = z.array(adminApplicationSchema);

export const applicationParamsSchema = z.object({ mentor_id: idParamSchema('mentor_id') });

export const rejectApplicationBodySchema = z
  .strictObject({
    reason: z
      .string(applicationMessages.reasonRequired)
      .trim()
      .min(1, applicationMessages.reasonRequired)
      .max(APPLICATION_REJECTION_REASON_MAX, applicationMessages.reasonTooLong),
  })
  .meta({ id: 'RejectApplicationBody' });
export type RejectApplicationBody = z.input<typeof rejectApplicationBodySchema>;

export const applicationDecisionSchema = z
  .object({
    message: z.string(),
    mentor_id: z.number().int(),
    status: z.enum(['approved', 'rejected']),
  })
  .meta({ id: 'ApplicationDecision' });
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
