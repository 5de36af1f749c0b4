/**
 * Lesson packages and credits (issue 18 item 2): a mentor's offer of 5, 10 or 20 lessons of one session
 * length at a discount, and the credits a student holds after buying one.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { packageMessages } from './package-messages.ts';

export const PACKAGE_LESSON_COUNTS = [5, 10, 20] as const;
export const PACKAGE_MAX_DISCOUNT_PERCENT = 30;
/** Credits are valid this many months from the payment. */
export const CREDIT_VALID_MONTHS = 6;

export const lessonPackageSchema = z
  .object({
    id: z.number().int(),
    lessons: z.number().int(),
    session_id: z.number().int(),
    discount_percent: z.number().int(),
    /** lessons x session price x (1 - discount), rounded half up to whole cents. */
    price_cents: z.number().int(),
  })
  .meta({ id: 'LessonPackage' });
export type LessonPackage = z.infer<typeof lessonPackageSchema>;

export const lessonPackageCreateSchema = z
  .strictObject({
    lessons: z
      .number({ error: packageMessages.lessonsChoice })
      .int(packageMessages.lessonsChoice)
      .refine((n) => (PACKAGE_LESSON_COUNTS as readonly number[]).includes(n), packageMessages.lessonsChoice),
    session_id: idSchema('session_id'),
    discount_percent: z
      .number({ error: packageMessages.discountRange })
      .int(packageMessages.discountRange)
      .min(0, packageMessages.discountRange)
      .max(PACKAGE_MAX_DISCOUNT_PERCENT, packageMessages.discountRange),
  })
  .meta({ id: 'LessonPackageCreate' });
export type LessonPackageCreate = z.input<typeof lessonPackageCreateSchema>;

export const packageBuyResponseSchema = z
  .object({ payment_link: z.string() })
  .meta({ id: 'PackageBuyResponse' });

export const lessonCreditSchema = z
  .object({
    mentor_id: z.number().int(),
    /** Null when the mentor no longer offers this length (the credit can still be refunded). */
    session_id: z.number().int().nullable(),
    session_minutes: z.number().int(),
    mentor_name: z.string(),
    remaining: z.number().int(),
    expires_at: z.string(),
  })
  .meta({ id: 'LessonCredit' });
export type LessonCredit = z.infer<typeof lessonCreditSchema>;

export const creditRefundResponseSchema = z
  .object({ refunded_cents: z.number().int(), refunded_lessons: z.number().int(), message: z.string() })
  .meta({ id: 'CreditRefundResponse' });
export type CreditRefundResponse = z.infer<typeof creditRefundResponseSchema>;
