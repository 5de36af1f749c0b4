/**
 * The support form's rules (SUPPORT-04..11): which reason a link preselects, when the booking reference
 * is asked for, when Submit is enabled, the payload, and how a failure is told to the person.
 */
import {
  needsBookingReference,
  supportMessages,
  SUPPORT_TYPES,
  type SupportTicketBody,
  type SupportType,
} from '@app/contract';
import { ApiError, serverMessage } from '../../../shared/api/client.ts';

export interface SupportForm {
  type: SupportType | '';
  email: string;
  bookingReference: string;
  message: string;
}

export const emptyForm = (email = ''): SupportForm => ({
  type: '',
  email,
  bookingReference: '',
  message: '',
});

/**
 * SUPPORT-04: `?reason=` preselects a reason. The footer writes `help-us-improve`; the snake-case code
 * (`help_us_improve`) works too. Anything else preselects nothing.
 */
export function reasonFromQuery(value: string | null): SupportType | '' {
  const code = (value ?? '').trim().toLowerCase().replace(/-/g, '_');
  return (SUPPORT_TYPES as readonly string[]).includes(code) ? (code as SupportType) : '';
}

/** The same loose check as the browser's type=email: something@something.something. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** SUPPORT-06: the reference field shows (and is required) only for Booking issues and Refund. */
export const asksForReference = (form: SupportForm) => form.type !== '' && needsBookingReference(form.type);

/** SUPPORT-06: Submit stays disabled until every required field is filled. */
export function canSubmit(form: SupportForm): boolean {
  if (form.type === '' || form.message.trim() === '' || !looksLikeEmail(form.email)) return false;
  return !asksForReference(form) || form.bookingReference.trim() !== '';
}

/** SUPPORT-07: the reference travels only with the reasons that ask for it. */
export function toPayload(form: SupportForm): SupportTicketBody {
  if (form.type === '') throw new Error('A reason is required');
  return {
    type: form.type,
    message: form.message.trim(),
    email: form.email.trim(),
    booking_reference: asksForReference(form) ? form.bookingReference.trim() : '',
  };
}

export interface FailureToast {
  title: string;
  description: string;
}

/** SUPPORT-09..11: a server answer, no answer at all, or anything else. */
export function failureToast(error: unknown): FailureToast {
  if (error instanceof ApiError && error.status === null) {
    return { title: supportMessages.networkTitle, description: supportMessages.networkText };
  }
  if (error instanceof ApiError) {
    return { title: supportMessages.errorTitle, description: serverMessage(error) ?? supportMessages.failed };
  }
  return { title: supportMessages.errorTitle, description: supportMessages.unexpected };
}
