/** The contract's booking shapes, under the names the booking feature uses (types only, ADR 2). */
export type {
  AvailableSlot,
  AvailableTimesResponse,
  Booking,
  BookingStatus,
  BookRequest,
  BookResponse,
  MentorProfile,
  PromoValidateResponse,
  TaxRateResponse,
  TestCheckout,
  TestCheckoutPayResponse,
} from '@app/contract';

/** A length the student can choose on step 1: one of the mentor's sessions, or the synthetic trial. */
export interface SessionOption {
  id: number;
  minutes: number;
  priceCents: number;
  trial: boolean;
}
