/**
 * The staff audit log (issue 21 item 6): its actions and texts, without zod, so the web app's lazy staff
 * chunk can import them and the server sends the same sentences.
 */

/** Every action a staff member can take; each writes one audit row in the transaction of its change. */
export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'no_show.refund',
  'no_show.dismiss',
  'promo_code.create',
  'support_ticket.close',
  'support_ticket.reopen',
  'support_ticket.reply',
  'support_ticket.note',
  'support_ticket.assign',
  'masterclass.create',
  'masterclass.update',
  'user.suspend',
  'user.reinstate',
  'mentor.edit',
  'mentor.hide',
  'mentor.show',
  'booking.refund',
  'booking.cancel',
  'payout.retry',
  'catalogue.add',
  'catalogue.rename',
  'catalogue.hide',
  'catalogue.show',
  'masterclass.image_upload',
  'review.hide',
  'review.show',
  'promo_code.change',
  'promo_code.deactivate',
  'promo_code.reactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What each action is called on the audit page. */
export const auditActionLabels: Record<AuditAction, string> = {
  'application.approve': 'Application approved',
  'application.reject': 'Application rejected',
  'no_show.refund': 'No-show refunded',
  'no_show.dismiss': 'No-show dismissed',
  'promo_code.create': 'Promo code created',
  'support_ticket.close': 'Ticket closed',
  'support_ticket.reopen': 'Ticket reopened',
  'support_ticket.reply': 'Ticket replied to',
  'support_ticket.note': 'Internal note added',
  'support_ticket.assign': 'Ticket assigned',
  'masterclass.create': 'Masterclass created',
  'masterclass.update': 'Masterclass changed',
  'user.suspend': 'Account suspended',
  'user.reinstate': 'Account reinstated',
  'mentor.edit': 'Mentor profile edited',
  'mentor.hide': 'Mentor hidden',
  'mentor.show': 'Mentor shown again',
  'booking.refund': 'Booking refunded',
  'booking.cancel': 'Booking cancelled on behalf',
  'payout.retry': 'Payout retried',
  'catalogue.add': 'Catalogue entry added',
  'catalogue.rename': 'Catalogue entry renamed',
  'catalogue.hide': 'Catalogue entry hidden',
  'catalogue.show': 'Catalogue entry shown',
  'masterclass.image_upload': 'Masterclass image uploaded',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown again',
  'promo_code.change': 'Promo code changed',
  'promo_code.deactivate': 'Promo code deactivated',
  'promo_code.reactivate': 'Promo code reactivated',
};

/** Rows of one page of the audit search. */
export const AUDIT_PAGE_SIZE = 50;
/** A reason staff give, counted after trimming. */
export const STAFF_REASON_MAX = 1000;

export const auditMessages = {
  actionInvalid: 'Choose an action from the list.',
  actorTooLong: 'Please keep the staff member under 254 characters.',
  loadFailed: 'Failed to load the audit log. Please try again.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `Please keep the reason under ${STAFF_REASON_MAX} characters.`,
} as const;
