import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@app/contract';
import { queryClient } from '../../../shared/api/query-client.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import type { BookingConfirmationState } from '../model/confirmation-state.ts';
import type { Booking } from '../model/types.ts';
import { atParams, makeBooking, mockApi, renderPage, sessions, type ApiReply } from '../test-utils.tsx';
import { BookingCancelPage } from './booking-cancel-page.tsx';
import { BookingConfirmationPage } from './booking-confirmation-page.tsx';
import { BookingSuccessPage, CONFIRMING, STILL_CONFIRMING } from './booking-success-page.tsx';

/** Timers under test control (the clock stays at the fixed date). */
function fakeTimers() {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const state: BookingConfirmationState = {
  teacherName: 'Lena Park',
  teacherImage: null,
  isVerified: true,
  rating: 4.75,
  reviewCount: 12,
  languages: ['English', 'German'],
  instrument: 'Guitar',
  duration: 30,
  time: '2026-11-25T13:00:00Z',
  timezone: 'Europe/Berlin',
  isOnline: true,
  lessonCost: 0,
  total: 0,
  bookingId: 77,
  freeTrial: true,
};

describe('/booking-confirmation (BOOK-25)', () => {
  it('shows the lesson from navigation state with the ways on', async () => {
    queryClient.setQueryData(authCheckKey, sessions.student);
    const router = createMemoryRouter(
      [
        { path: '/booking-confirmation', element: <BookingConfirmationPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [{ pathname: '/booking-confirmation', state }] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeInTheDocument();
    for (const text of ['Lena Park', 'Verified', '4.8', 'Guitar', '30 minutes', 'Online', '77']) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Speaks English, German')).toBeInTheDocument();
    expect(screen.getByText('Lesson cost').nextSibling).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Go to My Lessons' })).toHaveAttribute('href', '/my-lessons');
    screen.getByRole('link', { name: 'Prepare for your lesson' }).click();
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/lesson-preparation');
    expect(router.state.location.state).toEqual({
      teacherName: 'Lena Park',
      instrument: 'Guitar',
      bookingId: 77,
    });
  });
});

/** Serves booking 42 (any other booking answers 404): the booking itself, or a reply made per request. */
const bookingRoute = (reply: Booking | (() => ApiReply<'bookings.detail'>)) =>
  mockApi({
    'bookings.detail': atParams(
      { id: '42' },
      typeof reply === 'function' ? reply : { status: 200, body: reply },
    ),
  });

describe('/bookings/{id}/success (BOOK-26)', () => {
  const renderSuccess = () =>
    renderPage('/bookings/42/success', <BookingSuccessPage />, '/bookings/:id/success');

  it('shows the paid lesson with its summary and the ways on', async () => {
    bookingRoute(makeBooking());
    renderSuccess();
    expect(await screen.findByRole('heading', { name: bookingMessages.lessonBooked })).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.paymentSuccessful)).toBeInTheDocument();
    expect(screen.getByText('LES-42')).toBeInTheDocument();
    expect(screen.getByText('€50.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepare for your lesson' })).toHaveAttribute(
      'href',
      '/lesson-preparation',
    );
    expect(screen.getByRole('link', { name: 'Go to My Lessons' })).toHaveAttribute('href', '/my-lessons');
  });

  it('waits for the payment event, checking every 2 s, until the booking is paid', async () => {
    fakeTimers();
    let answers = 0;
    const calls = bookingRoute(() => {
      answers += 1;
      return { status: 200, body: makeBooking({ status: answers < 3 ? 'pending' : 'paid' }) };
    });
    renderSuccess();
    await advance(0);
    expect(screen.getByText(CONFIRMING)).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText(CONFIRMING)).toBeInTheDocument();
    await advance(2000);
    expect(calls).toHaveLength(3);
    await advance(100);
    expect(screen.getByRole('heading', { name: bookingMessages.lessonBooked })).toBeInTheDocument();
    await advance(10_000);
    expect(calls).toHaveLength(3);
  });

  it('stops checking after 30 s and says the payment is not confirmed yet', async () => {
    fakeTimers();
    const calls = bookingRoute(makeBooking({ status: 'pending' }));
    renderSuccess();
    await advance(0);
    await advance(40_000);
    expect(screen.getByText(STILL_CONFIRMING)).toBeInTheDocument();
    expect(calls.length).toBe(15);
  });

  it('says "Booking not found." for a 404 and the load failure otherwise', async () => {
    bookingRoute(() => ({ status: 404, body: { detail: 'Not found.' } }));
    renderSuccess();
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.bookingNotFound);
  });

  it('says the load failed for other errors', async () => {
    bookingRoute(() => ({ status: 500, body: {} }));
    renderSuccess();
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.loadBookingFailed);
  });
});

describe('/bookings/{id}/cancel (BOOK-27)', () => {
  const renderCancel = () => renderPage('/bookings/42/cancel', <BookingCancelPage />, '/bookings/:id/cancel');
  const pending = (secondsLeft: number) =>
    makeBooking({
      status: 'pending',
      checkout_url: '/checkout/test/cs_1',
      date_time: {
        ...makeBooking().date_time,
        checkout_expiration: new Date(Date.parse('2026-11-24T08:00:00Z') + secondsLeft * 1000).toISOString(),
      },
    });

  it('counts down to the checkout expiry every second, then shows "Payment not completed"', async () => {
    fakeTimers();
    bookingRoute(pending(65));
    renderCancel();
    await advance(0);
    expect(screen.getByRole('heading', { name: bookingMessages.completePayment })).toBeInTheDocument();
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('01:05');
    expect(screen.getByText('2 minutes left to pay.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/test/cs_1',
    );
    await advance(1000);
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('01:04');
    await advance(5000);
    expect(screen.getByText('Less than 1 minute left to pay.')).toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByRole('heading', { name: bookingMessages.paymentNotCompleted })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookingMessages.browseLessons })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('shows "Payment not completed" for a cancelled booking', async () => {
    bookingRoute(makeBooking({ status: 'canceled' }));
    renderCancel();
    expect(
      await screen.findByRole('heading', { name: bookingMessages.paymentNotCompleted }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookingMessages.browseLessons })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('shows the lesson (mentor, time, price) with one way to pay and two ways out', async () => {
    fakeTimers();
    bookingRoute(pending(600));
    renderCancel();
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { name: bookingMessages.completePayment })).toBeInTheDocument();
    expect(screen.getByText('Lena Park')).toBeInTheDocument();
    expect(screen.getByText('Date and time')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /pay/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: bookingMessages.pickAnotherTime })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bookingMessages.giveUpSlot })).toBeInTheDocument();
  });

  it('gives up the time: the booking is cancelled and the page shows the checkout closed', async () => {
    fakeTimers();
    let cancelled = false;
    const calls = mockApi({
      'bookings.detail': atParams({ id: '42' }, () => ({
        status: 200,
        body: cancelled ? makeBooking({ status: 'canceled' }) : pending(600),
      })),
      'bookings.cancel': atParams({ id: '42' }, () => {
        cancelled = true;
        const message = bookingMessages.cancelledNoRefund;
        return {
          status: 200,
          body: { booking: makeBooking({ status: 'canceled' }), refunded_amount_cents: 0, message },
        };
      }),
    });
    renderCancel();
    await advance(0);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: bookingMessages.giveUpSlot }));
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { name: bookingMessages.paymentNotCompleted })).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'bookings.cancel')).toBe(true);
    expect(screen.getByRole('link', { name: bookingMessages.pickAnotherTime })).toHaveAttribute(
      'href',
      '/mentor/11',
    );
  });

  it("picks another time: the held time is given up and the mentor's times open", async () => {
    fakeTimers();
    mockApi({
      'bookings.detail': atParams({ id: '42' }, { status: 200, body: pending(600) }),
      'bookings.cancel': atParams(
        { id: '42' },
        {
          status: 200,
          body: {
            booking: makeBooking({ status: 'canceled' }),
            refunded_amount_cents: 0,
            message: bookingMessages.cancelledNoRefund,
          },
        },
      ),
    });
    renderCancel();
    await advance(0);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: bookingMessages.pickAnotherTime }));
    await advance(0);
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/mentor/11');
  });

  it('shows the refusal when the time cannot be given up', async () => {
    fakeTimers();
    mockApi({
      'bookings.detail': atParams({ id: '42' }, { status: 200, body: pending(600) }),
      'bookings.cancel': atParams(
        { id: '42' },
        { status: 409, body: { detail: bookingMessages.cancelNotAllowed } },
      ),
    });
    renderCancel();
    await advance(0);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: bookingMessages.giveUpSlot }));
    await advance(0);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(bookingMessages.cancelNotAllowed);
  });

  it('points to the success page when the booking is already paid', async () => {
    bookingRoute(makeBooking());
    renderCancel();
    expect(await screen.findByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      '/bookings/42/success',
    );
  });
});
