import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { atParams, type ApiReply } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { makeBooking, renderLessons, serveLessons } from '../test-utils.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });
const at9 = { id: '9' };

// A pending lesson whose checkout ran out (the server answers no checkout_url then).
const lapsed = makeBooking({
  id: 9,
  status: 'pending',
  checkout_url: null,
  date_time: { ...makeBooking().date_time, checkout_expiration: '2026-11-24T07:50:00Z' },
});

describe('Confirm Lesson (B5, LESSON-12)', () => {
  it('asks the server for a checkout and goes there', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const calls = serveLessons(
      { pending: [lapsed] },
      {
        'bookings.checkoutAgain': atParams(at9, {
          status: 200,
          body: { payment_link: '/checkout/test/cs_new' },
        }),
      },
    );
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(within(card).queryByRole('button', { name: 'Complete Payment' })).toBeNull();
    await user().click(within(card).getByRole('button', { name: 'Confirm Lesson' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/cs_new'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      pathOf('bookings.checkoutAgain', { id: '9' }),
    ]);
  });

  it('shows the server’s reason when the slot was taken, and a fallback otherwise', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    let reply: ApiReply<'bookings.checkoutAgain'> = {
      status: 409,
      body: { detail: 'This time slot is no longer available. Please choose another time.' },
    };
    serveLessons({ pending: [lapsed] }, { 'bookings.checkoutAgain': atParams(at9, () => reply) });
    renderLessons();
    await user().click(await screen.findByRole('button', { name: 'Confirm Lesson' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time slot is no longer available. Please choose another time.',
    );
    reply = { status: 500, body: {} };
    await user().click(screen.getByRole('button', { name: 'Confirm Lesson' }));
    expect(await screen.findByText('Failed to confirm the lesson. Please try again.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives way to Complete Payment while the checkout is live: one action to pay, not two', async () => {
    const live = makeBooking({
      id: 9,
      status: 'pending',
      checkout_url: '/checkout/test/cs_9',
      date_time: { ...makeBooking().date_time, checkout_expiration: '2026-11-24T08:20:00Z' },
    });
    serveLessons({ pending: [live] });
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(within(card).getByRole('button', { name: 'Complete Payment' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm Lesson' })).toBeNull();
  });

  it('is not offered to the mentor or on a paid lesson', async () => {
    serveLessons({
      pending: [{ ...lapsed, viewer_is_mentor: true }],
      'paid,free_trial,in_progress': [makeBooking({ id: 10 })],
    });
    renderLessons('/my-lessons', sessions.mentor);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Confirm Lesson' })).toBeNull();
  });
});
