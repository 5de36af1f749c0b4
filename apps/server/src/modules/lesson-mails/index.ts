/**
 * The lesson-mails module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export {
  formatAmount,
  formatLessonTime,
  lessonUid,
  sendBookingCancelledMails,
  sendBookingConfirmedMails,
  sendCheckoutExpiredMail,
  sendLatePaymentRefundedMail,
  sendLessonReminderMails,
} from './mails.ts';
export type { LessonMailView } from './mails.ts';
export { feedIcs } from './ics.ts';
export type { LessonEventInput } from './ics.ts';
export {
  sendRescheduleAcceptedMails,
  sendRescheduleRefusedMail,
  sendRescheduleRequestedMail,
  sendRescheduleWithdrawnMail,
} from './reschedule-mails.ts';
