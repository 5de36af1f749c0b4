import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { histogram } from '../model/reviews.ts';
import {
  atParams,
  mockApi,
  type ApiCall,
  type ApiHandler,
  type ApiReply,
} from '../../../../test/mock-api.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { MentorProfilePage, sessionPriceCents } from './mentor-profile-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const totals = {
  star_counts: { '1': 1, '2': 0, '3': 2, '4': 3, '5': 6 },
  average_stars: 4.166,
  average_communication: 4.25,
  average_teaching: 3.95,
  average_expertise: 4.5,
  total_reviews: 12,
};

const review = {
  id: 5,
  reviewer: { id: 1, full_name: 'Sam Student', profile_image: null },
  created_at: '2026-03-04T10:00:00Z',
  teaching_ability: 5,
  communication: 4,
  expertise: 5,
  message: 'Great teacher',
};

const reviewsOk = { body: { count: 1, next: null, previous: null, results: [review], totals } };
const profile = (extra: { can_review?: boolean; has_reviewed?: boolean } = {}) => ({
  body: {
    ...makeMentor(),
    can_review: false,
    has_reviewed: false,
    packages: [],
    intro_video_url: null,
    audio_samples: [],
    lessons_taught: 0,
    students_taught: 0,
    reply_time_hours: null,
    member_since: '2025-01-15T00:00:00.000Z',
    ...extra,
  },
});

interface Stubs {
  /** Mentor 11's profile. */
  profile?: ApiReply<'mentors.profile'>;
  /** Mentor 11's reviews, by the request's address (its page). */
  reviews?: ApiReply<'reviews.ofMentor'> | ((url: URL) => ApiReply<'reviews.ofMentor'>);
  mine?: ApiHandler<'reviews.mine'>;
  upsert?: ApiHandler<'reviews.upsert'>;
}

function open(stubs: Stubs, who = sessions.student) {
  const reviews = stubs.reviews ?? reviewsOk;
  const calls = mockApi({
    'reviews.ofMentor': (url, _init, { params }) =>
      params.id !== '11'
        ? { status: 404, body: { detail: 'Not found.' } }
        : typeof reviews === 'function'
          ? reviews(url)
          : reviews,
    'mentors.profile': atParams({ id: '11' }, stubs.profile ?? profile()),
    ...(stubs.mine ? { 'reviews.mine': stubs.mine } : {}),
    ...(stubs.upsert ? { 'reviews.upsert': stubs.upsert } : {}),
  });
  renderAt('/mentor/11', <MentorProfilePage />, who, '/mentor/:id');
  return calls;
}

describe('the mentor profile (PROFILE-01..10)', () => {
  it('shows the heading, the card, the lessons with prices and the reviews', async () => {
    open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Mentor Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading mentor profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lena Park' })).toBeInTheDocument();
    const lessons = screen.getByRole('region', { name: 'Lessons and prices' });
    expect(within(lessons).getByText('€22.75')).toBeInTheDocument();
    expect(within(lessons).getByText('€45.50')).toBeInTheDocument();
    expect(within(lessons).getByText('Free')).toBeInTheDocument();
    expect(await screen.findByText('Sam S.')).toBeInTheDocument();
    expect(screen.getByText('Great teacher')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026')).toBeInTheDocument();
    // Averages with 1 decimal (PROFILE-04).
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    // No form without can_review (PROFILE-09).
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('draws the histogram 5..1 with counts that add up to the total', async () => {
    open({});
    const list = await screen.findByRole('list', { name: 'Ratings by stars' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '5 stars6',
      '4 stars3',
      '3 stars2',
      '2 stars0',
      '1 star1',
    ]);
    const rowsModel = histogram(totals);
    expect(rowsModel.reduce((sum, r) => sum + r.count, 0)).toBe(totals.total_reviews);
    expect(rowsModel.map((r) => r.percent)).toEqual([50, 25, 17, 0, 8]);
    expect(histogram(undefined).every((r) => r.count === 0 && r.percent === 0)).toBe(true);
  });

  it('prices a lesson as its share of the 60-minute price (CONST-17)', () => {
    expect(sessionPriceCents(4550, 30)).toBe(2275);
    expect(sessionPriceCents(4550, 90)).toBe(6825);
  });

  it('says "Mentor profile not found" on a 404 and for a non-numeric id', async () => {
    open({
      profile: { status: 404, body: { detail: 'Not found.' } },
    });
    expect(await screen.findByText('Mentor profile not found')).toBeInTheDocument();
  });

  it('says the profile failed to load on other errors, and offers to retry', async () => {
    const calls = open({ profile: { status: 500, body: {} } });
    expect(
      await screen.findByText('Failed to load mentor profile. Please try again.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    const before = calls.filter((c) => c.path === pathOf('mentors.profile', { id: '11' })).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === pathOf('mentors.profile', { id: '11' })).length).toBeGreaterThan(
        before,
      ),
    );
  }, 10_000);

  it('shows the reviews states: loading, empty and failed', async () => {
    open({
      reviews: {
        body: {
          count: 0,
          next: null,
          previous: null,
          results: [],
          totals: { ...totals, star_counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, total_reviews: 0 },
        },
      },
    });
    expect(await screen.findByText('No reviews yet for this mentor.')).toBeInTheDocument();
  });

  it('shows a mentor without reviews as "New" on the card and in the reviews, with no 0.0 (ADR 46)', async () => {
    open({
      profile: {
        body: {
          ...makeMentor({ reviews: { average_rating: 0, total_count: 0 } }),
          can_review: false,
          has_reviewed: false,
          packages: [],
          intro_video_url: null,
          audio_samples: [],
          lessons_taught: 0,
          students_taught: 0,
          reply_time_hours: null,
          member_since: '2025-01-15T00:00:00.000Z',
        },
      },
      reviews: {
        body: {
          count: 0,
          next: null,
          previous: null,
          results: [],
          totals: {
            star_counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
            average_stars: 0,
            average_communication: 0,
            average_teaching: 0,
            average_expertise: 0,
            total_reviews: 0,
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('No reviews yet for this mentor.')).toBeInTheDocument();
    expect(within(section).getByTestId('new-mentor')).toHaveTextContent('New mentor: no reviews yet');
    expect(within(section).queryByRole('list', { name: 'Ratings by stars' })).toBeNull();
    const card = screen.getByRole('article', { name: 'Lena Park' });
    expect(within(card).getByTestId('new-mentor')).toHaveTextContent('No reviews yet');
    expect(document.body).not.toHaveTextContent('0.0');
  });

  it('loads the next page of reviews on "Show more reviews"', async () => {
    const older = { ...review, id: 6, message: 'An older review' };
    const calls = open({
      reviews: (url) =>
        url.searchParams.get('page') === '2'
          ? { body: { count: 11, next: null, previous: 'x', results: [older], totals } }
          : { body: { count: 11, next: 'y', previous: null, results: [review], totals } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('An older review')).toBeInTheDocument();
    expect(screen.getByText('Great teacher')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === pathOf('reviews.ofMentor', { id: '11' })).map((c) => c.query),
    ).toEqual([{}, { page: '2' }]);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says "Failed to load reviews" and lists none when they fail', async () => {
    open({ reviews: { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load reviews')).toBeInTheDocument();
    expect(screen.queryByText('Great teacher')).toBeNull();
  });
});

const upserts = (calls: ApiCall[]) => calls.filter((c) => c.path === pathOf('reviews.upsert'));

async function rate(user: ReturnType<typeof userEvent.setup>, t: number, c: number, e: number) {
  await user.click(
    within(screen.getByRole('group', { name: 'Teaching ability' })).getByRole('radio', {
      name: `${t} stars`,
    }),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Communication' })).getByRole('radio', { name: `${c} stars` }),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Expertise' })).getByRole('radio', { name: `${e} stars` }),
  );
}

describe('the review form on the profile (REVIEW-03..13)', () => {
  it('creates a review: submit disabled until three ratings, target is the mentor user id, notice for 5 s', async () => {
    const calls = open({
      profile: profile({ can_review: true }),
      upsert: {
        status: 201,
        body: { message: 'Thank you! Your review has been submitted.', review },
      },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    expect(screen.getByRole('heading', { name: 'Rate your experience' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await rate(user, 5, 4, 3);
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText('Describe your experience (optional)'), '  Lovely  ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit);
    expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument();
    expect(upserts(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { target: 101, teaching_ability: 5, communication: 4, expertise: 3, message: 'Lovely' },
    });
    // The form resets after a first review.
    expect(
      within(screen.getByRole('group', { name: 'Teaching ability' })).getByRole('radio', { name: '5 stars' }),
    ).not.toBeChecked();
    await act(async () => {
      vi.advanceTimersByTime(5000);
      await Promise.resolve();
    });
    expect(screen.queryByText('Thank you! Your review has been submitted.')).toBeNull();
  });

  it('arrow keys choose stars inside a rating group', async () => {
    open({ profile: profile({ can_review: true }) });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Expertise' });
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('says it is loading the existing review until my-reviews answers', async () => {
    open({
      profile: profile({ can_review: true, has_reviewed: true }),
      mine: 'never',
    });
    expect(await screen.findByText('Loading your existing review...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update review' })).toBeNull();
  });

  it('updates an existing review, prefilled from my-reviews', async () => {
    const calls = open({
      profile: profile({ can_review: true, has_reviewed: true }),
      mine: { body: { results: [review] } },
      upsert: { body: { message: 'Your review has been updated.', review } },
    });
    const button = await screen.findByRole('button', { name: 'Update review' });
    expect(screen.getByRole('heading', { name: 'Update your review' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === pathOf('reviews.mine'))?.query).toEqual({ target_id: '101' });
    expect(
      within(screen.getByRole('group', { name: 'Communication' })).getByRole('radio', { name: '4 stars' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Describe your experience (optional)')).toHaveValue('Great teacher');
    await userEvent.setup().click(button);
    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
    expect(upserts(calls)[0]?.body).toEqual({
      target: 101,
      teaching_ability: 5,
      communication: 4,
      expertise: 5,
      message: 'Great teacher',
    });
  });

  it("shows the server's message when the submit fails", async () => {
    open({
      profile: profile({ can_review: true }),
      upsert: {
        status: 403,
        body: { detail: 'x', message: 'You can review only mentors you had a lesson with.' },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit review' });
    await rate(user, 2, 2, 3);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can review only mentors you had a lesson with.',
    );
  });
});

describe('hear and see the teacher, and what to check before booking (ADR 67)', () => {
  it('embeds the video privacy-enhanced, labels each sample player, and lists the facts', async () => {
    // happy-dom would fetch the player's page; the address is what is checked.
    const happy = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
      .happyDOM;
    if (happy) happy.settings.disableIframePageLoading = true;
    mockApi({
      'reviews.ofMentor': reviewsOk,
      'mentors.profile': atParams(
        { id: '11' },
        {
          body: {
            ...profile().body,
            intro_video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            has_video: true,
            audio_samples: [
              { id: 3, url: '/media/audio/abc.mp3', title: 'Blues in G', duration_seconds: 75 },
            ],
            levels: ['beginner', 'advanced'],
            ages: ['children'],
            lessons_taught: 42,
            students_taught: 9,
            reply_time_hours: 3,
          },
        },
      ),
      'bookings.availableTimes': { status: 200, body: { available_slots: [], timezone: 'UTC' } },
    });
    renderAt('/mentor/11', <MentorProfilePage />, sessions.student, '/mentor/:id');
    const media = await screen.findByRole('region', { name: 'Hear and see Lena Park' });
    expect(within(media).getByTitle('Intro video of Lena Park')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    const player = media.querySelector('audio')!;
    expect(player).toHaveAttribute('preload', 'none');
    expect(document.getElementById(player.getAttribute('aria-labelledby')!)).toHaveTextContent(
      'Blues in G (1:15)',
    );
    const facts = screen.getByRole('region', { name: 'Before you book' });
    for (const text of [
      'Beginner, Advanced',
      'Children (with a guardian)',
      '42',
      '9',
      'Usually within 3 hours',
      'January 2025',
    ]) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    expect(await within(facts).findAllByText('Fully booked or away')).toHaveLength(7);
    // The booking panel keeps the price and "Book a lesson" at hand.
    const panel = screen.getByRole('region', { name: 'Book a lesson' });
    expect(within(panel).getByRole('button', { name: 'Book a lesson' })).toBeEnabled();
  });
});
