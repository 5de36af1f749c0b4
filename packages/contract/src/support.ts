/**
 * Support tickets (SUPPORT-06/07, API-58, K4): the form's payload, its answer and the staff list. The
 * booking reference rule that needs no database (required for two reasons, LES-{id} shape) lives here so
 * the 400 names the field; whose lesson it is, the service checks.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { parseBookingReference } from './booking-reference.ts';
import {
  needsBookingReference,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TICKET_FILTERS,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TYPES,
  supportMessages,
} from './support-messages.ts';

export const supportTicketBodySchema = z
  .strictObject({
    type: z.enum(SUPPORT_TYPES, { error: supportMessages.typeInvalid }),
    message: z
      .string({ error: supportMessages.messageRequired })
      .trim()
      .min(1, supportMessages.messageRequired)
      .max(SUPPORT_MESSAGE_MAX, supportMessages.messageTooLong),
    // Optional for six reasons; blank counts as absent. At most a few characters: 'LES-123456789'.
    booking_reference: z.string().trim().max(40, supportMessages.referenceMalformed).nullish(),
    email: z
      .string({ error: supportMessages.emailInvalid })
      .trim()
      .max(254)
      .pipe(z.email(supportMessages.emailInvalid)),
  })
  .superRefine((body, check) => {
    const reference = body.booking_reference ?? '';
    if (reference === '') {
      if (needsBookingReference(body.type)) {
        check.addIssue({
          code: 'custom',
          path: ['booking_reference'],
          message: supportMessages.referenceRequired,
        });
      }
      return;
    }
    if (parseBookingReference(reference) === null) {
      check.addIssue({
        code: 'custom',
        path: ['booking_reference'],
        message: supportMessages.referenceMalformed,
      });
    }
  })
  .meta({ id: 'SupportTicketBody' });
export type SupportTicketBody = z.input<typeof supportTicketBodySchema>;

export const supportTicketResponseSchema = z
  .object({ reference_number: z.string() })
  .meta({ id: 'SupportTicketCreated' });
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;

/** One ticket as staff see it. */
export const adminSupportTicketSchema = z
  .object({
    id: z.number().int(),
    reference_number: z.string(),
    type: z.enum(SUPPORT_TYPES),
    message: z.string(),
    booking_id: z.number().int().nullable(),
    booking_reference: z.string().nullable(),
    email: z.string(),
    user_id: z.number().int().nullable(),
    /** The signed-in sender's name, null for a visitor (or a deleted account). */
    user_name: z.string().nullable(),
    status: z.enum(SUPPORT_TICKET_STATUSES),
    created_at: z.string(),
    /** The staff member working on it, null when nobody is. */
    assignee_id: z.number().int().nullable(),
    assignee_email: z.string().nullable(),
  })
  .meta({ id: 'AdminSupportTicket' });
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;

export const adminSupportTicketListSchema = z.array(adminSupportTicketSchema);

/** GET /api/admin/support-tickets/?status=open|closed|all (absent: all)&assignee=me (ADR 75: assigned to the caller). */
export const adminSupportTicketQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_FILTERS, { error: supportMessages.filterInvalid }).optional(),
  assignee: z.enum(['me'], { error: supportMessages.filterInvalid }).optional(),
});

/** POST /api/admin/support-tickets/{id}/close/ and /reopen/. */
export const supportTicketIdParamsSchema = z.object({ id: idParamSchema('id') });

/** One message of a thread after the ticket's first one. The user's view never holds internal notes. */
export const supportThreadMessageSchema = z
  .object({
    id: z.number().int(),
    from_staff: z.boolean(),
    internal: z.boolean(),
    /** Staff see the author's name; null for a deleted account (and on the user's side, for staff). */
    author_name: z.string().nullable(),
    body: z.string(),
    at: z.string(),
  })
  .meta({ id: 'SupportThreadMessage' });
export type SupportThreadMessage = z.infer<typeof supportThreadMessageSchema>;

/** GET /api/admin/support/{id}/: the ticket with its whole thread, internal notes included (staff). */
export const adminSupportThreadSchema = adminSupportTicketSchema
  .extend({
    messages: z.array(supportThreadMessageSchema),
    /** Whom the ticket can be assigned to: the active staff accounts, by e-mail (at most 100). */
    staff_members: z.array(z.object({ id: z.number().int(), email: z.string() })),
  })
  .meta({ id: 'AdminSupportThread' });
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

/** A reply, an internal note or the user's answer: 1 to SUPPORT_MESSAGE_MAX characters after trimming. */
export const supportThreadBodySchema = z
  .strictObject({
    message: z
      .string({ error: supportMessages.threadRequired })
      .trim()
      .min(1, supportMessages.threadRequired)
      .max(SUPPORT_MESSAGE_MAX, supportMessages.messageTooLong),
  })
  .meta({ id: 'SupportThreadBody' });
export type SupportThreadBody = z.input<typeof supportThreadBodySchema>;

/** POST /api/admin/support/{id}/assign/: a staff member's id, or null to unassign. */
export const supportAssignBodySchema = z
  .strictObject({ assignee_id: z.number().int().positive().nullable() })
  .meta({ id: 'SupportAssignBody' });
export type SupportAssignBody = z.infer<typeof supportAssignBodySchema>;

/** One of the caller's own requests on "My requests", with its thread (no internal notes). */
export const myRequestSchema = z
  .object({
    id: z.number().int(),
    reference_number: z.string(),
    type: z.enum(SUPPORT_TYPES),
    message: z.string(),
    status: z.enum(SUPPORT_TICKET_STATUSES),
    created_at: z.string(),
    messages: z.array(supportThreadMessageSchema),
  })
  .meta({ id: 'MyRequest' });
export type MyRequest = z.infer<typeof myRequestSchema>;
export const myRequestListSchema = z.array(myRequestSchema);
