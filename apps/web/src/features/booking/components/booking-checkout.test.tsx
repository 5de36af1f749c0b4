import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@app/contract';
import { open, toCheckout, toDateTime, toDuration } from '../dialog-test-helpers.tsx';
import type { BookResponse } from '../model/types.ts';
import { atParams, makeBooking, makeMentor, slot, type ApiCall, type ApiReply } from '../test-utils.tsx';

const booked = (overrides: Partial<BookResponse> = {}): ApiReply<'bookings.book'> => ({
  status: 201,
  body: {
    booking_id: 77,
    payment_link: '/checkout/test/cs_1',
    timezone: 'Europe/Berlin',
    amount_cents: 5000,
    tax_amount_cents: 750,
    total_amount_cents: 5000,
    discount_cents: 0,
    booking_ids: [overrides.booking_id ?? 77],
    series_id: null,
    ...overrides,
  },
});

const bookCalls = (calls: ApiCall[]) => calls.filter((c) => c.name === 'bookings.book');

describe('the booking dialog, checkout (BOOK-13..23)', () => {
  it('shows the summary, the price, the included Application Fee, the total and the refund policy', async () => {
    const { user, calls } = open();
    await toCheckout(user);
    const summary = screen.getByLabelText('Lesson summary');
    expect(summary).toHaveTextContent('Lena Park');
    expect(summary).toHaveTextContent('Piano');
    expect(summary).toHaveTextContent('60 minutes');
    const price = within(screen.getByLabelText('Price'));
    expect(price.getByText('Lesson price').nextSibling).toHaveTextContent('€50.00');
    expect(await price.findByText('Application Fee (included)')).toBeInTheDocument();
    expect(price.getByText('Application Fee (included)').nextSibling).toHaveTextContent('€7.50');
    expect(price.getByText('Total without tax').nextSibling).toHaveTextContent('€50.00');
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(screen.getByRole('button', { name: 'Confirm and pay €50.00' })).toBeEnabled();
    expect(calls.find((c) => c.name === 'bookings.feeRate')?.query).toEqual({ mentor_id: '11' });
  });

  it('says in words what the card will be charged (the total) and that the Application Fee is included', async () => {
    const { user } = open();
    await toCheckout(user);
    const note = await screen.findByRole('group', { name: 'What you pay' });
    const total = screen.getByText('Total without tax').nextSibling?.textContent;
    expect(total).toBe('€50.00');
    expect(note).toHaveTextContent(`Your card will be charged ${total}, the total above`);
    expect(
      await within(note).findByText(
        "The Application Fee (€7.50) is the platform's share and is already included in the lesson price; it is not added on top.",
      ),
    ).toBeInTheDocument();
    // One action only, and it names the same amount.
    expect(screen.getAllByRole('button', { name: /pay/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Confirm and pay ${total}` })).toBeEnabled();
  });

  it('hides the Application Fee at 0', async () => {
    const { user, calls } = open({
      routes: {
        'bookings.feeRate': { status: 200, body: { tax_rate: 0, is_mentor_specific: true } },
      },
    });
    await toCheckout(user);
    await waitFor(() => expect(calls.some((c) => c.name === 'bookings.feeRate')).toBe(true));
    expect(screen.getByText('Total without tax').nextSibling).toHaveTextContent('€50.00');
    expect(screen.queryByText('Application Fee (included)')).toBeNull();
    const note = screen.getByRole('group', { name: 'What you pay' });
    expect(note).toHaveTextContent('Your card will be charged €50.00');
    expect(note).not.toHaveTextContent('Application Fee');
  });

  it('asks for no card when a promo code covers the whole price', async () => {
    const { user, calls, onOpenChange } = open({
      routes: {
        'promoCodes.validate': {
          status: 200,
          body: {
            code: 'FREE',
            description: '100% off',
            amount_cents: 5000,
            discount_cents: 5000,
            total_amount_cents: 0,
          },
        },
        'bookings.book': booked({ payment_link: null, discount_cents: 5000, total_amount_cents: 0 }),
      },
    });
    await toCheckout(user);
    await user.type(screen.getByLabelText('Promo code'), 'FREE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('group', { name: 'What you pay' })).toHaveTextContent(
      'Your promo code covers the whole price: nothing will be charged and no card is needed.',
    );
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/booking-confirmation');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(bookCalls(calls)[0]?.body).toMatchObject({ promo_code: 'FREE' });
  });

  it('reads a rate above 1 as a percentage, on the half price of a 30-minute lesson', async () => {
    const { user } = open({
      routes: {
        'bookings.feeRate': { status: 200, body: { tax_rate: 5, is_mentor_specific: true } },
      },
    });
    await toCheckout(user, '09:30', '30 minutes');
    expect(screen.getByText('Lesson price').nextSibling).toHaveTextContent('€25.00');
    expect((await screen.findByText('Application Fee (included)')).nextSibling).toHaveTextContent('€1.25');
  });

  it('applies a promo code, shows the discount and the new total, and books with it', async () => {
    const { user, calls } = open({
      routes: {
        'promoCodes.validate': {
          status: 200,
          body: {
            code: 'SAVE10',
            description: '10% off',
            amount_cents: 5000,
            discount_cents: 500,
            total_amount_cents: 4500,
          },
        },
        'bookings.book': booked({ discount_cents: 500, total_amount_cents: 4500 }),
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await toCheckout(user);
    await user.type(screen.getByLabelText('Promo code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText('Discount (SAVE10)')).nextSibling).toHaveTextContent('-€5.00');
    expect(screen.getByText('Total without tax').nextSibling).toHaveTextContent('€45.00');
    expect(screen.getByRole('group', { name: 'What you pay' })).toHaveTextContent(
      'Your card will be charged €45.00, the total above',
    );
    expect(calls.find((c) => c.name === 'promoCodes.validate')?.body).toEqual({
      code: 'SAVE10',
      mentor_id: 11,
      session_id: 6,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €45.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/cs_1'));
    expect(bookCalls(calls)[0]?.body).toMatchObject({ promo_code: 'SAVE10' });
  });

  it("shows the server's words under the field for a bad promo code", async () => {
    const { user } = open({
      routes: {
        'promoCodes.validate': {
          status: 400,
          body: { detail: bookingMessages.promoUnknown, errors: {} },
        },
      },
    });
    await toCheckout(user);
    await user.type(screen.getByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(bookingMessages.promoUnknown)).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Discount/)).toBeNull();
  });

  it('rewrites +0000 to Z, sends the chosen skill and goes to the payment link (BOOK-16, BOOK-20, BOOK-22)', async () => {
    const odd = {
      ...slot('2026-11-25T09:30'),
      start_utc: '2026-11-25T08:30:00+0000',
      end_utc: '2026-11-25T09:30:00+0000',
    };
    const { user, calls } = open({
      routes: {
        'bookings.availableTimes': {
          status: 200,
          body: { available_slots: [odd], timezone: 'Europe/Berlin' },
        },
        'bookings.book': booked(),
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await toCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €50.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/cs_1'));
    expect(bookCalls(calls)[0]?.body).toEqual({
      mentor_id: 11,
      session_id: 6,
      skill_id: 1,
      start_utc: '2026-11-25T08:30:00Z',
      end_utc: '2026-11-25T09:30:00Z',
      free_trial: false,
    });
  });

  it('shows the mentor’s packages with the price per lesson and the saving (issue 18)', async () => {
    const { user } = open({
      mentor: makeMentor({
        packages: [{ id: 3, lessons: 5, session_id: 6, discount_percent: 10, price_cents: 22500 }],
      }),
    });
    await toCheckout(user);
    expect(screen.getByRole('list', { name: 'Lesson packages' })).toHaveTextContent(
      '5 × 60 min: €225.00 (€45.00 per lesson, save €25.00)',
    );
  });

  it('offers a lesson credit for this mentor and length, books with it and skips the payment (issue 18)', async () => {
    const { user, calls } = open({
      routes: {
        'packages.credits': {
          status: 200,
          body: [
            {
              mentor_id: 11,
              session_id: 6,
              session_minutes: 60,
              mentor_name: 'Lena Park',
              remaining: 2,
              expires_at: '2027-05-23T08:00:00.000Z',
            },
          ],
        },
        'bookings.book': booked({ payment_link: null, total_amount_cents: 0, discount_cents: 5000 }),
      },
    });
    await toCheckout(user);
    const box = await screen.findByRole('checkbox', { name: 'Pay with a lesson credit (2 left)' });
    expect(box).toBeChecked();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book with a lesson credit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/booking-confirmation');
    expect(bookCalls(calls)[0]?.body).toMatchObject({ session_id: 6, use_credit: true });
  });

  it('books a free trial on the 30-minute session and opens /booking-confirmation with the lesson', async () => {
    const { user, calls, router, onOpenChange } = open({
      routes: {
        'bookings.book': booked({
          payment_link: null,
          amount_cents: 0,
          tax_amount_cents: 0,
          total_amount_cents: 0,
        }),
      },
    });
    await toDuration(user, 'Guitar');
    await user.click(screen.getByRole('button', { name: /Free trial/ }));
    await user.click(await screen.findByRole('button', { name: '14:00' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(screen.queryByText('Application Fee (included)')).toBeNull();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    expect(screen.getByText('Free trial').nextSibling).toHaveTextContent('Free');
    expect(screen.getByRole('group', { name: 'What you pay' })).toHaveTextContent(
      'This trial lesson is free: nothing will be charged and no card is needed.',
    );
    // No card step: no pay button, no card fields; booking goes straight to the confirmation.
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book free trial' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/booking-confirmation');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(bookCalls(calls)[0]?.body).toMatchObject({ session_id: 5, skill_id: 2, free_trial: true });
    expect(router.state.location.state).toEqual({
      teacherName: 'Lena Park',
      teacherImage: null,
      isVerified: true,
      rating: 4.75,
      reviewCount: 12,
      languages: ['English'],
      instrument: 'Guitar',
      duration: 30,
      time: slot('2026-11-25T14:00').start_utc,
      timezone: 'Europe/Berlin',
      isOnline: true,
      lessonCost: 0,
      total: 0,
      bookingId: 77,
      freeTrial: true,
    });
  });

  it('refuses a trial without a regular 30-minute session (BOOK-19) before calling the server', async () => {
    const { user, calls } = open({
      mentor: makeMentor({ sessions: [{ id: 6, session_time: 60, timeout_time: 0 }] }),
    });
    await toDuration(user);
    await user.click(screen.getByRole('button', { name: /Free trial/ }));
    await user.click(await screen.findByRole('button', { name: '09:30' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await user.click(await screen.findByRole('button', { name: 'Book free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.noTrialSession);
    expect(bookCalls(calls)).toHaveLength(0);
  });

  it('brings a taken slot (409) back to step 2 with the message and fresh slots', async () => {
    const { user, calls } = open({
      routes: { 'bookings.book': { status: 409, body: { detail: bookingMessages.slotTaken } } },
    });
    await toCheckout(user);
    const before = calls.filter((c) => c.name === 'bookings.availableTimes').length;
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €50.00' }));
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.slotTaken);
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'bookings.availableTimes').length).toBeGreaterThan(before),
    );
    expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });

  it("shows the server's detail in red under the button, else the fallback (BOOK-23)", async () => {
    let reply: ApiReply<'bookings.book'> = {
      status: 400,
      body: { detail: bookingMessages.trialTwice },
    };
    const { user } = open({ routes: { 'bookings.book': () => reply } });
    await toCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.trialTwice);
    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Confirm and pay €50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.bookingFailed);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
  });
});

describe('the booking dialog in reschedule mode (BOOK-24)', () => {
  it('leads from the date step to the confirmation, whose button sends the request (B7) and closes', async () => {
    const onRescheduleConfirm = vi.fn();
    const { user, calls, onOpenChange } = open({
      props: { mode: 'reschedule', rescheduleBookingId: 42, onRescheduleConfirm },
      routes: {
        'reschedule.request': atParams({ id: '42' }, { status: 200, body: makeBooking({ id: 42 }) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reschedule your lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm rescheduling' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm rescheduling' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onRescheduleConfirm).toHaveBeenCalledWith(slot('2026-11-25T19:00'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'PUT').map(({ name, params }) => ({ name, params }))).toEqual([
      { name: 'reschedule.request', params: { id: '42' } },
    ]);
  });

  it('goes back from the confirmation to the date step', async () => {
    const { user } = open({ props: { mode: 'reschedule' } });
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    void toDateTime;
  });
});
