/** The contract's lesson shapes, under the names the lessons feature uses (types only, ADR 2). */
export type { Booking, BookingPage, BookingStatus, CancelBookingResponse } from '@app/contract';
