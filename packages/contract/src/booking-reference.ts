/**
 * Booking references: LES-{id} (rule K4), as the booking pages, lesson mails and calendar files already
 * show them. The payments history (PAYOUT-01) shows them and the support form reads them back. Zod-free so
 * the web app can import it.
 */
export const BOOKING_REFERENCE_PREFIX = 'LES-';

/** The reference of a booking: 'LES-123'. */
export function bookingReference(id: number): string {
  return `${BOOKING_REFERENCE_PREFIX}${id}`;
}

/** The booking id of a typed reference ('LES-123', 'les 123', '#123' or '123'), or null when it is not one. */
export function parseBookingReference(text: string): number | null {
  const match = /^\s*(?:LES[-\s]?|#)?0*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}
