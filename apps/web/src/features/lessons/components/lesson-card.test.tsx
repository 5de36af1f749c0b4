import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { fixClock, makeBooking, renderLessons, serveLessons, UPCOMING } from '../test-utils.tsx';
import { atParams } from '../../../../test/mock-api.ts';

const user = () => userEvent.setup({ delay: null });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const pendingWithCheckout = makeBooking({
  id: 5,
  status: 'pending',
  checkout_url: '/checkout/test/cs_5',
  date_time: { ...makeBooking().date_time, checkout_expiration: '2026-11-24T08:01:05Z' },
});

describe('a pending lesson (LESSON-11, LESSON-12)', () => {
  it('counts the checkout down every second and leaves "Waiting for payment" at zero, asking again', async () => {
    fixClock(true);
    const calls = serveLessons({ pending: [pendingWithCheckout] });
    renderLessons();
    await advance(0);
    await advance(0);
    const card = screen.getByRole('article', { name: 'Lena Park' });
    expect(within(card).getByRole('timer')).toHaveTextContent('01:05');
    await advance(1000);
    expect(within(card).getByRole('timer')).toHaveTextContent('01:04');
    await advance(4000);
    expect(within(card).getByRole('timer')).toHaveTextContent('01:00');
    const before = calls.length;
    await advance(60_000);
    // Decision 0047: a checkout that ran out is not a lesson; it is in no list, not even as cancelled.
    expect(screen.queryByRole('article', { name: 'Lena Park' })).toBeNull();
    expect(screen.queryByTestId('status')).toBeNull();
    expect(calls.length).toBeGreaterThan(before);
  });

  it('sends the student to the open checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    serveLessons({ pending: [pendingWithCheckout] });
    renderLessons();
    await user().click(await screen.findByRole('button', { name: 'Complete Payment' }));
    expect(assign).toHaveBeenCalledWith('/checkout/test/cs_5');
  });
});

/** Opens the cancel dialog of the only upcoming (or waiting) lesson and returns its text. */
async function openCancel() {
  await user().click(await screen.findByRole('button', { name: 'Cancel' }));
  return screen.findByRole('dialog', { name: 'Cancel this lesson?' });
}

describe('cancelling a lesson (B6)', () => {
  it('promises the student a full refund at least 48 h ahead', async () => {
    const start = '2026-11-26T08:00:00Z';
    serveLessons({ [UPCOMING]: [makeBooking({ date_time: { ...makeBooking().date_time, start } })] });
    renderLessons();
    expect(await openCancel()).toHaveTextContent(
      'You will get a full refund of €50.00, as the lesson is at least 48 hours away.',
    );
  });

  it('promises the student half within 48 h', async () => {
    serveLessons({ [UPCOMING]: [makeBooking()] });
    renderLessons();
    expect(await openCancel()).toHaveTextContent(
      'You will get a 50% refund of €25.00, as the lesson starts in less than 48 hours.',
    );
  });

  it('tells a mentor the student gets everything back', async () => {
    serveLessons({ [UPCOMING]: [makeBooking({ viewer_is_mentor: true })] });
    renderLessons('/my-lessons', sessions.mentor);
    expect(await openCancel()).toHaveTextContent('The student will get a full refund of €50.00.');
  });

  it('says there is nothing to refund for a pending lesson or a free trial', async () => {
    serveLessons({
      pending: [makeBooking({ id: 5, status: 'pending' })],
      [UPCOMING]: [makeBooking({ status: 'free_trial', free_trial: true })],
    });
    renderLessons();
    await screen.findByText('LES-42');
    const [pending, trial] = await screen.findAllByRole('button', { name: 'Cancel' });
    await user().click(pending!);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The lesson has not been paid for, so there is nothing to refund.',
    );
    await user().click(screen.getByRole('button', { name: 'Keep lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user().click(trial!);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'This is a free trial, so there is no payment to refund.',
    );
  });

  it('offers a mentor no cancel for a pending lesson, nor anyone after the start', async () => {
    const started = { ...makeBooking().date_time, start: '2026-11-24T07:30:00Z' };
    serveLessons({
      pending: [makeBooking({ id: 5, status: 'pending', viewer_is_mentor: true })],
      [UPCOMING]: [makeBooking({ status: 'in_progress', viewer_is_mentor: true, date_time: started })],
    });
    renderLessons('/my-lessons', sessions.mentor);
    expect(await screen.findByText('LES-42')).toBeInTheDocument();
    expect(await screen.findByText('LES-5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels, shows the server message and refreshes the lists', async () => {
    let cancelled = false;
    const booking = makeBooking();
    const calls = serveLessons(
      {
        [UPCOMING]: () => ({
          count: cancelled ? 0 : 1,
          next: null,
          previous: null,
          results: cancelled ? [] : [booking],
        }),
        canceled: () => ({
          count: cancelled ? 1 : 0,
          next: null,
          previous: null,
          results: cancelled ? [{ ...booking, status: 'canceled' }] : [],
        }),
      },
      {
        'bookings.cancel': atParams({ id: '42' }, () => {
          cancelled = true;
          const message = 'The lesson has been cancelled and €25.00 will be refunded.';
          return { status: 200, body: { booking, refunded_amount_cents: 2500, message } };
        }),
      },
    );
    renderLessons();
    const dialog = await openCancel();
    await user().click(within(dialog).getByRole('button', { name: 'Cancel lesson' }));
    expect(
      await screen.findByText('The lesson has been cancelled and €25.00 will be refunded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('You have no upcoming lessons.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await user().click(screen.getByRole('tab', { name: 'Canceled' }));
    expect(await screen.findByText('LES-42')).toBeInTheDocument();
  });

  it('shows the server detail in the dialog when the cancel fails', async () => {
    serveLessons(
      { [UPCOMING]: [makeBooking()] },
      {
        'bookings.cancel': atParams(
          { id: '42' },
          { status: 409, body: { detail: 'This lesson can no longer be cancelled.' } },
        ),
      },
    );
    renderLessons();
    const dialog = await openCancel();
    await user().click(within(dialog).getByRole('button', { name: 'Cancel lesson' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This lesson can no longer be cancelled.',
    );
    expect(screen.getByText('LES-42')).toBeInTheDocument();
  });
});
