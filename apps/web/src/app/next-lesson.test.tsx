/**
 * "Book the same time next week" (issue 18 item 5, ADR 61): where the button shows (a completed lesson's card
 * and its review page, for the student), and what the booking dialog it opens through the app's launcher
 * preselects: the exact time a week later, the nearest free time, or the date step when nothing is free.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse, AvailableSlot, Booking, MentorProfile } from '@app/contract';
import { makeBooking } from '../../test/bookings.ts';
import { atParams, mockApi, type ApiRoutes } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { sessions } from '../../test/sessions.ts';
import { LessonCard } from '../features/lessons/components/lesson-card.tsx';
import { makeMentor } from '../features/mentors/test-utils.tsx';
import { ReviewPage } from '../features/review/pages/review-page.tsx';
import { queryClient } from '../shared/api/query-client.ts';
import { setChosenTimeZone } from '../shared/time/viewer-zone.ts';
import { BookingLauncherProvider } from './booking-launcher.tsx';

const BUTTON = 'Book the same time next week';
/** A student who chose Berlin time in settings: every time is shown, and the target kept, in that zone. */
const student: AuthCheckResponse = {
  ...sessions.student,
  user: { ...sessions.student.user!, time_zone: 'Europe/Berlin' },
};

/** Wednesday 18 November 2026, 10:00 Berlin time, 60 minutes of Piano with Lena Park (mentor 11). */
const completed = (overrides: Partial<Booking> = {}) =>
  makeBooking({
    status: 'completed',
    date_time: {
      start: '2026-11-18T09:00:00Z',
      end: '2026-11-18T10:00:00Z',
      end_lesson: '2026-11-18T10:10:00Z',
      available_at: '2026-11-18T08:45:00Z',
      checkout_expiration: null,
    },
    ...overrides,
  });

const mentor: MentorProfile = {
  ...makeMentor(),
  amount_cents: 5000,
  skills: [
    { id: 1, name: 'Piano' },
    { id: 2, name: 'Guitar' },
  ],
  sessions: [
    { id: 6, session_time: 60, timeout_time: 0 },
    { id: 5, session_time: 30, timeout_time: 0 },
  ],
  offer_trial: true,
  trial_used: true,
  can_review: false,
  has_reviewed: false,
  packages: [],
  intro_video_url: null,
  audio_samples: [],
  lessons_taught: 0,
  students_taught: 0,
  reply_time_hours: null,
  member_since: '2025-01-15T00:00:00.000Z',
};

function slotAt(startUtc: string, minutes = 60): AvailableSlot {
  const end = new Date(Date.parse(startUtc) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
  return { start_time: startUtc, start_utc: startUtc, end_utc: end };
}

function serve(slots: AvailableSlot[], routes: ApiRoutes = {}) {
  return mockApi({
    'mentors.profile': atParams({ id: '11' }, { status: 200, body: mentor }),
    'bookings.availableTimes': { status: 200, body: { available_slots: slots, timezone: 'Europe/Berlin' } },
    'bookings.feeRate': { status: 200, body: { tax_rate: 0.15, is_mentor_specific: false } },
    'packages.credits': { status: 200, body: [] },
    ...routes,
  });
}

function renderCard(booking: Booking, session: AuthCheckResponse = student) {
  return renderAt(
    '/my-lessons',
    <BookingLauncherProvider>
      <LessonCard booking={booking} onNotice={() => undefined} />
    </BookingLauncherProvider>,
    { session },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setChosenTimeZone(null);
});

describe('the button on a lesson card', () => {
  it.each([
    ['a completed paid lesson', completed()],
    ['a completed free trial', completed({ free_trial: true, session_minutes: 30, amount_cents: 0 })],
  ])('shows on %s for the student', async (_, booking) => {
    serve([]);
    renderCard(booking);
    expect(await screen.findByRole('button', { name: BUTTON })).toBeEnabled();
  });

  it.each([
    ['a cancelled lesson', completed({ status: 'canceled' })],
    ['an upcoming lesson', completed({ status: 'paid' })],
    ['a lesson running now', completed({ status: 'in_progress' })],
    [
      'a mentor whose account is gone',
      completed({ other_user: { ...completed().other_user, mentor_id: null } }),
    ],
  ])('is not on %s', async (_, booking) => {
    serve([]);
    renderCard(booking);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it("is not on the mentor's card of a completed lesson", async () => {
    serve([]);
    renderCard(completed({ viewer_is_mentor: true }), sessions.mentor);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });
});

describe('the dialog it opens', () => {
  it('preselects the same time next week, names it with its zone, and books only on confirm', async () => {
    const target = '2026-11-25T09:00:00Z';
    const calls = serve([slotAt('2026-11-25T08:00:00Z'), slotAt(target), slotAt('2026-11-26T09:00:00Z')], {
      'bookings.book': {
        status: 201,
        body: {
          booking_id: 77,
          payment_link: '/checkout/test/cs_1',
          timezone: 'Europe/Berlin',
          amount_cents: 5000,
          tax_amount_cents: 750,
          total_amount_cents: 5000,
          discount_cents: 0,
          booking_ids: [77],
          series_id: null,
        },
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderCard(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    expect(await within(dialog).findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Same time next week: Wednesday 25 November 2026 at 10:00 (Berlin time, GMT+1)',
    );
    const summary = within(dialog).getByLabelText('Lesson summary');
    expect(summary).toHaveTextContent('Piano');
    expect(summary).toHaveTextContent('60 minutes');
    expect(summary).toHaveTextContent('Wednesday 25 November 2026 at 10:00 (Berlin time, GMT+1)');
    // One question to the slot engine: the 60-minute lesson, from the target day two weeks on.
    expect(calls.filter((c) => c.name === 'bookings.availableTimes').map((c) => c.query)).toEqual([
      { mentor_id: '11', session_id: '6', start_date: '2026-11-25', end_date: '2026-12-09' },
    ]);
    expect(calls.some((c) => c.name === 'bookings.book')).toBe(false);
    // The usual choices stay: weekly repeats, and the price named on the one action.
    expect(within(dialog).getByLabelText('How many weeks')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay €50.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/cs_1'));
    expect(calls.find((c) => c.name === 'bookings.book')?.body).toEqual({
      mentor_id: 11,
      session_id: 6,
      skill_id: 1,
      start_utc: target,
      end_utc: '2026-11-25T10:00:00Z',
      free_trial: false,
    });
  });

  it('preselects the nearest free time after a taken one and says the same time is taken', async () => {
    serve([slotAt('2026-11-25T08:00:00Z'), slotAt('2026-11-25T13:30:00Z'), slotAt('2026-11-27T09:00:00Z')]);
    renderCard(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The same time next week is taken. The nearest free time: Wednesday 25 November 2026 at 14:30 (Berlin time, GMT+1)',
    );
    // Back to the times: the week of the target, that day's time chosen; the note is about the preset only.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to Checkout' })).toBeEnabled();
  });

  it('opens the date step with a message when nothing is free in the two weeks', async () => {
    serve([]);
    renderCard(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    expect(await within(dialog).findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Lena Park has no free time in the two weeks after the same time next week. Pick another date below.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
  });

  it('claims nothing when the free times cannot be read, and opens the date step', async () => {
    serve([], { 'bookings.availableTimes': { status: 500, body: { detail: 'boom' } } });
    renderCard(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    expect(await within(dialog).findByRole('heading', { name: 'Pick a date and time' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/no free time|Same time next week/)).toBeNull();
  });

  it('after a free trial books a paid lesson of the same length and says so', async () => {
    const calls = serve([slotAt('2026-11-25T09:00:00Z', 30)]);
    renderCard(completed({ free_trial: true, session_minutes: 30, amount_cents: 0 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    const note = await within(dialog).findByRole('status');
    expect(note).toHaveTextContent('Same time next week: Wednesday 25 November 2026 at 10:00');
    expect(note).toHaveTextContent('Your free trial is used, so this is a paid 30-minute lesson.');
    expect(within(dialog).getByLabelText('Lesson summary')).toHaveTextContent('30 minutes');
    expect(within(dialog).getByLabelText('Lesson summary')).not.toHaveTextContent('free trial');
    expect(within(dialog).getByRole('button', { name: 'Confirm and pay €25.00' })).toBeEnabled();
    expect(calls.find((c) => c.name === 'bookings.availableTimes')?.query).toMatchObject({ session_id: '5' });
  });

  it('says plainly when the mentor is no longer listed', async () => {
    serve([], { 'mentors.profile': { status: 404, body: { detail: 'Mentor not found.' } } });
    renderCard(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mentor is not taking bookings at the moment.',
    );
  });
});

describe('the button on the review page', () => {
  const REVIEW_URL = '/my-lessons/review?booking_id=42&mentor_user_id=101';
  function openReview(booking: Booking, routes: ApiRoutes = {}) {
    const calls = serve([slotAt('2026-11-25T09:00:00Z')], {
      'bookings.detail': atParams({ id: '42' }, { body: booking }),
      'reviews.mine': { body: { results: [] } },
      ...routes,
    });
    renderAt(
      REVIEW_URL,
      <BookingLauncherProvider>
        <ReviewPage />
      </BookingLauncherProvider>,
      { session: student, routePath: '/my-lessons/review' },
    );
    return calls;
  }

  it('opens the dialog at the same time next week before the review is sent', async () => {
    openReview(completed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Same time next week: Wednesday 25 November 2026 at 10:00 (Berlin time, GMT+1)',
    );
  });

  it('stays after the review is sent, and opening it keeps the student on the page', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
    openReview(completed(), {
      'reviews.upsert': {
        status: 201,
        body: {
          message: 'Thank you! Your review has been submitted.',
          review: {
            id: 9,
            reviewer: { id: 1, full_name: 'Sam Student', profile_image: null },
            created_at: '2026-11-20T10:00:00Z',
            teaching_ability: 5,
            communication: 5,
            expertise: 5,
            message: '',
          },
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    for (const group of ['Teaching ability', 'Communication', 'Expertise']) {
      await user.click(
        within(await screen.findByRole('group', { name: group })).getByRole('radio', { name: '5 stars' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' })).toBeInTheDocument();
    vi.advanceTimersByTime(3000);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('is not offered for a lesson that was cancelled', async () => {
    openReview(completed({ status: 'canceled' }));
    expect(await screen.findByText('Your lesson with Lena Park')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });
});
