import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../model/lessons.ts';
import { preparationSentNotice } from './my-lessons-page.tsx';
import { mockApi } from '../../../../test/mock-api.ts';
import { makeBooking, pageOf, renderLessons, serveLessons, UPCOMING } from '../test-utils.tsx';

const user = () => userEvent.setup({ delay: null });

describe('/my-lessons tabs (LESSON-01..04, L4)', () => {
  it('opens on Upcoming & Live and keeps the chosen tab in ?tab=', async () => {
    const calls = serveLessons({ completed: [makeBooking({ id: 7, status: 'completed' })] });
    const { router } = renderLessons();
    expect(screen.getByRole('heading', { level: 1, name: 'My Lessons' })).toBeInTheDocument();
    const upcoming = screen.getByRole('tab', { name: 'Upcoming & Live' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no upcoming lessons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Tutor' })).toHaveAttribute('href', '/listings');
    expect(calls.map((c) => c.query.status).sort()).toEqual([UPCOMING, 'pending'].sort());

    await user().click(screen.getByRole('tab', { name: 'Completed' }));
    expect(router.state.location.search).toBe('?tab=completed');
    expect(await screen.findByText('LES-7')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    serveLessons({});
    const { router } = renderLessons('/my-lessons?tab=completed');
    expect(await screen.findByText('You have no completed lessons yet.')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Completed' }).focus();
    await user().keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=canceled'));
    expect(await screen.findByText('You have no canceled lessons.')).toBeInTheDocument();
  });

  it('reads an unknown tab as the upcoming one', async () => {
    serveLessons({});
    renderLessons('/my-lessons?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Upcoming & Live' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no upcoming lessons.')).toBeInTheDocument();
  });

  it('shows a spinner while a list loads', async () => {
    mockApi({ 'bookings.list': 'never' });
    renderLessons('/my-lessons?tab=completed');
    expect(await screen.findByText('Loading lessons...')).toBeInTheDocument();
  });

  it('lists pending lessons under "Waiting for payment", hidden when there are none', async () => {
    serveLessons({
      pending: [makeBooking({ id: 5, status: 'pending' })],
      [UPCOMING]: [makeBooking({ id: 6 })],
    });
    renderLessons();
    const waiting = await screen.findByRole('region', { name: 'Waiting for payment' });
    expect(within(waiting).getByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(within(waiting).getByText('LES-5')).toBeInTheDocument();
    expect(within(waiting).getByTestId('status')).toHaveTextContent('Pending payment');
    const upcoming = screen.getByRole('region', { name: 'Upcoming and live lessons' });
    expect(await within(upcoming).findByText('LES-6')).toBeInTheDocument();
  });

  it('hides the waiting section when no lesson waits for payment', async () => {
    serveLessons({ [UPCOMING]: [makeBooking()] });
    renderLessons();
    expect(await screen.findByText('LES-42')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for payment')).toBeNull();
  });

  it('pages through a list ten at a time', async () => {
    const calls = serveLessons({
      canceled: () => {
        const page = Number(calls.at(-1)?.query.page ?? 1);
        const first = (page - 1) * 10 + 1;
        const ids = Array.from({ length: page === 3 ? 3 : 10 }, (_, i) => first + i);
        return pageOf(
          ids.map((id) => makeBooking({ id, status: 'canceled' })),
          23,
        );
      },
    });
    renderLessons('/my-lessons?tab=canceled');
    expect(await screen.findByText('LES-1')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Canceled lessons pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user().click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('LES-11')).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ status: 'canceled', page: '2' });
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('LES-23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });
});

describe('the lesson card (LESSON-05..10, L4)', () => {
  it.each([
    ['paid', 'Paid'],
    ['free_trial', 'Free Trial'],
    ['in_progress', 'Live'],
  ] as const)('labels the status %s as "%s"', async (status, label) => {
    serveLessons({ [UPCOMING]: [makeBooking({ status })] });
    renderLessons();
    expect(await screen.findByTestId('status')).toHaveTextContent(label);
  });

  it('labels completed and canceled lessons', async () => {
    serveLessons({
      completed: [makeBooking({ status: 'completed' })],
      canceled: [makeBooking({ status: 'canceled' })],
    });
    renderLessons('/my-lessons?tab=completed');
    expect(await screen.findByTestId('status')).toHaveTextContent('Completed');
    await user().click(screen.getByRole('tab', { name: 'Canceled' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Canceled'));
  });

  it('shows the reference, the other person, the time, length and skill, and the ways on', async () => {
    const booking = makeBooking({
      other_user: { name: 'Lena Park', profile_picture: '/media/lena.jpg', user_id: 101, mentor_id: 11 },
    });
    serveLessons({ [UPCOMING]: [booking] });
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(within(card).getByText('LES-42')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/lena.jpg');
    expect(within(card).getByText(formatWhen(booking.date_time.start))).toBeInTheDocument();
    expect(within(card).getByText('60 minutes · Piano')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', '/mentor/11');
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages');
    // B7: a paid lesson more than 24 h away that the server says can move.
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    // Issue 17: Join is there before its window, disabled, saying when it opens.
    expect(within(card).getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(within(card).getByText(/^Opens .* at \d\d:\d\d \(UTC\)$/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm Lesson' })).toBeNull();
  });

  it('shows a deleted account with initials and an unscheduled lesson', async () => {
    const booking = makeBooking({
      other_user: { name: 'Deleted User', profile_picture: null, user_id: null, mentor_id: null },
      date_time: { ...makeBooking().date_time, start: '' },
    });
    serveLessons({ [UPCOMING]: [booking] });
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Deleted User' });
    expect(within(card).getByTestId('avatar-placeholder')).toHaveTextContent('DU');
    expect(within(card).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Book Again' })).toBeNull();
  });

  it('shows a mentor their student, without Book Again', async () => {
    serveLessons({ [UPCOMING]: [makeBooking({ viewer_is_mentor: true })] });
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(within(card).queryByRole('link', { name: 'Book Again' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('makes Review prominent until the student has reviewed (LESSON-15)', async () => {
    serveLessons({
      completed: [
        makeBooking({ id: 1, status: 'completed', has_reviewed: false }),
        makeBooking({ id: 2, status: 'completed', has_reviewed: true }),
      ],
    });
    renderLessons('/my-lessons?tab=completed');
    const [first, second] = await screen.findAllByRole('link', { name: 'Review' });
    expect(first).toHaveAttribute('href', '/my-lessons/review?booking_id=1&mentor_user_id=101');
    expect(first?.className).toContain('bg-brand');
    expect(second).toHaveAttribute('href', '/my-lessons/review?booking_id=2&mentor_user_id=101');
    expect(second?.className).not.toContain('bg-brand');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows the lesson details with its real price and the refund of a cancelled one', async () => {
    serveLessons({
      canceled: [
        makeBooking({
          status: 'canceled',
          payment_details: { ...makeBooking().payment_details, refunded_amount_cents: 2500 },
        }),
      ],
    });
    renderLessons('/my-lessons?tab=canceled');
    await user().click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson details' });
    expect(within(dialog).getByText('Price').nextSibling).toHaveTextContent('€50.00');
    expect(within(dialog).getByText('Refunded').nextSibling).toHaveTextContent('€25.00');
    // LESSON-09: a cancelled lesson's "Go to lesson" leads to the upcoming tab.
    expect(within(dialog).getByRole('link', { name: 'Go to lesson' })).toHaveAttribute(
      'href',
      '/my-lessons?tab=upcoming',
    );
  });

  it('shows "Free trial" as the price of a trial', async () => {
    serveLessons({ [UPCOMING]: [makeBooking({ status: 'free_trial', free_trial: true })] });
    renderLessons();
    await user().click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson details' });
    expect(within(dialog).getByText('Price').nextSibling).toHaveTextContent('Free trial');
  });

  it("shows the mentor the student's preparation answers on the lesson (L2)", async () => {
    serveLessons({
      [UPCOMING]: [
        makeBooking({
          viewer_is_mentor: true,
          other_user: { name: 'Sam Student', profile_picture: null, user_id: 7, mentor_id: null },
          extra_info: {
            experienceLevel: 'beginner',
            musicStyles: ['Jazz', 'Blues'],
            learningGoal: 'Play a standard',
          },
        }),
      ],
    });
    renderLessons();
    await user().click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson details' });
    const answers = within(dialog).getByRole('region', { name: "The student's preparation" });
    expect(within(answers).getByText('Music styles').nextSibling).toHaveTextContent('Jazz, Blues');
    expect(within(answers).getByText('Learning goal').nextSibling).toHaveTextContent('Play a standard');
    expect(within(answers).queryByText('Anything else')).toBeNull();
  });
});

describe('after the preparation questionnaire (ADR 0048)', () => {
  it('says "Sent to your mentor" with the name, once: a reload does not repeat it', async () => {
    serveLessons({});
    const { router } = renderLessons('/lesson-preparation'); // shown as a bare location
    await act(() => router.navigate('/my-lessons', { state: { preparationSentTo: 'Lena Park' } }));
    const status = await screen.findByText(
      'Sent to your mentor. Lena Park can now read your answers and prepare your lesson.',
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('words the default name plainly, and ignores other navigation state', () => {
    expect(preparationSentNotice({ preparationSentTo: 'your mentor' })).toBe(
      'Sent to your mentor. They can now read your answers and prepare your lesson.',
    );
    expect(preparationSentNotice({ email: 'x' })).toBeNull();
    expect(preparationSentNotice(null)).toBeNull();
  });
});
