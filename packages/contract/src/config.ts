import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { realtimeConfigSchema } from './realtime.ts';

/** GET /api/config/: the public runtime settings the browser needs (GEN-18, rule R4). */
export const publicConfigSchema = z
  .object({
    app_name: z.string(),
    support_email: z.string(),
    public_url: z.string(),
    google_sign_in_enabled: z.boolean(),
    pagination_limit: z.number().int(),
    max_upload_bytes: z.number().int(),
    feature_flags: z.object({ newUI: z.boolean(), analytics: z.boolean() }),
    /** How the browser reaches the realtime service (rule K2). */
    realtime: realtimeConfigSchema,
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/**
 * GET /api/time/: the server's clock to the millisecond, for a page that estimates its offset to it from a
 * few round trips (the lesson room's shared metronome, issue 19 item 4). X-Server-Time tells the same instant.
 */
export const serverTimeResponseSchema = z.object({ now_ms: z.number().int() }).meta({ id: 'ServerTime' });

/** Development clock: GET /api/dev/clock/ and POST {advance_seconds}. */
export const clockResponseSchema = z.object({ now: z.string() });
export const advanceClockRequestSchema = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3600),
});

/** GET /api/dev/emails/?to= */
export const devEmailsQuerySchema = z.object({ to: z.string().max(254).optional() });
/** GET /api/dev/ledger/?booking_id= (development only): a booking's ledger transactions and entries. */
export const devLedgerQuerySchema = z.object({ booking_id: idParamSchema('booking_id') });
export const devLedgerResponseSchema = z.array(
  z.object({
    kind: z.enum(['payment', 'refund', 'payout', 'credit_purchase', 'credit_refund', 'credit_expiry']),
    reference: z.string().nullable(),
    entries: z.array(z.object({ account: z.string(), amount_cents: z.number().int() })),
  }),
);
export const devEmailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevEmail = z.infer<typeof devEmailSchema>;
/** A stored message as GET /api/dev/emails/ answers it: the fields above plus the attachments. */
export const devEmailWithAttachmentsSchema = devEmailSchema.extend({
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});
export type DevEmailWithAttachments = z.infer<typeof devEmailWithAttachmentsSchema>;
