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
  })
  .meta({ id: 'AdminSupportTicket' });
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;

export const adminSupportTicketListSchema = z.array(adminSupportTicketSchema);

/** GET /api/admin/support-tickets/?status=open|closed|all (absent: all). */
export const adminSupportTicketQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_FILTERS, { error: supportMessages.filterInvalid }).optional(),
});

/** POST /api/admin/support-tickets/{id}/close/ and /reopen/. */
export const supportTicketIdParamsSchema = z.object({ id: idParamSchema('id') });
