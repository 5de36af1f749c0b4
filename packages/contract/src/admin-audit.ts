/**
 * The staff audit log (issue 21 item 6): GET /api/admin/audit/?action=&actor=&before= answers the newest
 * rows first, AUDIT_PAGE_SIZE at a time; `next_before` is the cursor of the next page (null on the last).
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, STAFF_REASON_MAX, auditMessages } from './admin-audit-messages.ts';
import { idParamSchema } from './ids.ts';

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: auditMessages.actionInvalid }).optional(),
  /** A staff member's e-mail (any case) or user id. */
  actor: z.string().trim().max(254, auditMessages.actorTooLong).optional(),
  record_type: z.string().trim().max(40).optional(),
  record_id: z.string().trim().max(60).optional(),
  /** The id of the last row of the previous page. */
  before: idParamSchema('before').optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int(),
    actor_email: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    record_type: z.string(),
    record_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string(),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), next_before: z.number().int().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The reason every staff decision about a person or money carries: required, trimmed, bounded. */
export const staffReasonSchema = z
  .string(auditMessages.reasonRequired)
  .trim()
  .min(1, auditMessages.reasonRequired)
  .max(STAFF_REASON_MAX, auditMessages.reasonTooLong);
