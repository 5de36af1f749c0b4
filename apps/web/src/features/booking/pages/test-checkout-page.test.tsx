import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@app/contract';
import { atParams, mockApi, type ApiRoutes } from '../../../../test/mock-api.ts';
import type { TestCheckout } from '../model/types.ts';
import { renderPage } from '../test-utils.tsx';
import { CHECKOUT_NOT_FOUND, TestCheckoutPage } from './test-checkout-page.tsx';

const checkout = (overrides: Partial<TestCheckout> = {}): TestCheckout => ({
  checkout_id: 'cs_1',
  booking_id: 42,
  status: 'open',
  mentor_name: 'Lena Park',
  skill: 'Piano',
  session_minutes: 60,
  start_utc: '2026-11-25T09:00:00Z',
  amount_total_cents: 5000,
  currency: 'eur',
  expires_at: '2026-11-24T08:30:00Z',
  cancel_url: 'http://localhost/bookings/42/cancel',
  success_url: 'http://localhost/bookings/42/success',
  ...overrides,
});

function show(body: TestCheckout | null, routes: ApiRoutes = {}) {
  const calls = mockApi({
    'payments.testCheckout': atParams(
      { checkoutId: 'cs_1' },
      body ? { status: 200, body } : { status: 404, body: { detail: 'Not found.' } },
    ),
    ...routes,
  });
  renderPage('/checkout/test/cs_1', <TestCheckoutPage />, '/checkout/test/:checkoutId');
  return { calls, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Sam Student');
}

describe('the test provider checkout page (B11)', () => {
  it('shows test mode, the lesson, the card form with autofill hints and the test cards', async () => {
    show(checkout());
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
    expect(await screen.findByText('Piano · 60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Lena Park')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByText(/4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      'http://localhost/bookings/42/cancel',
    );
  });

  it('pays with the digits of the card and follows the redirect', async () => {
    const { user, calls } = show(checkout(), {
      'payments.payTestCheckout': atParams(
        { checkoutId: 'cs_1', cardNumber: '4242424242424242' },
        { status: 200, body: { redirect_url: '/bookings/42/success' } },
      ),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/bookings/42/success'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a declined card in an alert, scrolled into view, and keeps the form', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { user } = show(checkout(), {
      'payments.payTestCheckout': atParams(
        { checkoutId: 'cs_1', cardNumber: '4000000000000002' },
        { status: 402, body: { detail: bookingMessages.cardDeclined } },
      ),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.cardDeclined);
    expect(scroll).toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the fields before paying', async () => {
    const { user, calls } = show(checkout());
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    expect(await screen.findByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends an expired checkout back to the booking and a paid one to the success page', async () => {
    show(checkout({ status: 'expired' }));
    expect(await screen.findByText(bookingMessages.checkoutExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute(
      'href',
      'http://localhost/bookings/42/cancel',
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('links a completed checkout to the success page', async () => {
    show(checkout({ status: 'complete' }));
    expect(await screen.findByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      'http://localhost/bookings/42/success',
    );
  });

  it('says the checkout does not exist for a 404 (production)', async () => {
    show(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_NOT_FOUND);
  });
});
