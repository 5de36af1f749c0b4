/** A booking as the server answers it (DATA-15), for component tests: a paid 60-minute Piano lesson with Lena Park. */
import type { Booking } from '@app/contract';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? 42;
  return {
    id,
    reference: `LES-${id}`,
    status: 'paid',
    viewer_is_mentor: false,
    other_user: { name: 'Lena Park', profile_picture: null, user_id: 101, mentor_id: 11 },
    date_time: {
      start: '2026-11-25T09:00:00Z',
      end: '2026-11-25T10:00:00Z',
      end_lesson: '2026-11-25T10:10:00Z',
      available_at: '2026-11-25T08:45:00Z',
      checkout_expiration: null,
    },
    session_minutes: 60,
    free_trial: false,
    amount_cents: 5000,
    tax_amount_cents: 750,
    applied_tax_rate: 0.15,
    currency: 'eur',
    skill: { id: 1, name: 'Piano' },
    checkout_url: null,
    can_reschedule: true,
    reschedule_request: null,
    has_reviewed: false,
    can_report_no_show: false,
    no_show_report: null,
    extra_info: null,
    series: null,
    payment_details: {
      total_amount_cents: 5000,
      tax_amount_cents: 750,
      tax_rate: 0.15,
      mentor_earnings_cents: 4250,
      discount_cents: 0,
      refunded_amount_cents: 0,
      currency: 'eur',
    },
    created_at: '2026-11-24T08:00:00Z',
    ...overrides,
  };
}
