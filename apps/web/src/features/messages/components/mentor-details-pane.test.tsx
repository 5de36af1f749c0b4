/**
 * The mentor details pane (CHAT-07/08/09): a full mentor's facts; on a failed GET /api/mentors/{id}/ the
 * mentor from a cached mentor list; with neither, the fallback texts.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, type Mentor, type MentorProfile } from '@app/contract';
import { atParams, mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { mentorSearchQuery, savedMentorsQuery } from '../../mentors/index.ts';
import { mentor } from '../pages/test-fixtures.ts';
import { MentorDetailsPane } from './mentor-details-pane.tsx';
import { pathOf } from '../../../shared/api/call.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const full: MentorProfile = {
  ...mentor,
  reviews: { average_rating: 4.75, total_count: 23 },
  amount_cents: 4250,
  languages: [
    { id: 1, name: 'English' },
    { id: 2, name: 'German' },
  ],
  skills: [
    { id: 1, name: 'Piano' },
    { id: 2, name: 'Organ' },
  ],
  styles: [
    { id: 1, name: 'Jazz' },
    { id: 2, name: 'Blues' },
  ],
  headline: 'Jazz pianist and patient teacher',
  bio: '<p>Twenty years on stage, ten in the classroom.</p>',
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

function show(answer: ApiReply<'mentors.profile'>, mentorId = 7) {
  const calls = mockApi({ 'mentors.profile': atParams({ id: String(mentorId) }, answer) });
  renderAt('/messages', <MentorDetailsPane mentorId={mentorId} name="Maya Goldberg" />, {
    session: sessions.student,
  });
  return calls;
}

/** The value under a term of the pane's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
/** The items listed under a heading (Instruments, Styles, Languages). */
const items = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const savedPage = (results: Mentor[]) => ({ count: results.length, next: null, previous: null, results });
const searchPage = (results: Mentor[]) => ({
  ...savedPage(results),
  price_statistics: { min_price_cents: null, max_price_cents: null },
});

describe('the mentor details pane (CHAT-07)', () => {
  it('shows rating, price for 60 minutes, languages, skills, styles, verified, headline, bio and ~2 hours', async () => {
    const calls = show({ status: 200, body: full });
    expect(await screen.findByText('Jazz pianist and patient teacher')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([pathOf('mentors.profile', { id: '7' })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Maya G.' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(fact('Rating')).toHaveTextContent(/^★ 4\.8 \(23\)$/);
    expect(fact('Price')).toHaveTextContent(/^€42\.50 \(60 mins\)$/);
    expect(fact('Location')).toHaveTextContent(/^Germany$/);
    expect(fact('Response time')).toHaveTextContent(/^~2 hours$/);
    expect(items('Instruments')).toEqual(['Piano', 'Organ']);
    expect(items('Styles')).toEqual(['Jazz', 'Blues']);
    expect(items('Languages')).toEqual(['English', 'German']);
    expect(screen.getByText('Twenty years on stage, ten in the classroom.')).toBeInTheDocument();
    for (const fallback of [
      chatMessages.noReviews,
      chatMessages.priceUnavailable,
      chatMessages.locationUnavailable,
      chatMessages.mentorDetailsUnavailable,
      chatMessages.noAdditionalInformation,
    ]) {
      expect(screen.queryByText(fallback)).toBeNull();
    }
  });

  it('shows a mentor without reviews as "New" beside CHAT-08\'s "No reviews yet" (ADR 46)', async () => {
    show({ status: 200, body: { ...full, reviews: { average_rating: 0, total_count: 0 } } });
    await screen.findByText('Jazz pianist and patient teacher');
    expect(fact('Rating')).toHaveTextContent(/^NewNo reviews yet$/);
    expect(fact('Rating')).not.toHaveTextContent('0.0');
  });

  it('leaves out the verified flag for an unverified mentor', async () => {
    show({ status: 200, body: { ...full, is_verified: false } });
    await screen.findByText('Jazz pianist and patient teacher');
    expect(screen.queryByText('Verified')).toBeNull();
  });
});

describe('when the mentor call fails (CHAT-09)', () => {
  it('shows the mentor from a cached mentor list', async () => {
    queryClient.setQueryData(
      mentorSearchQuery(1, {}).queryKey,
      searchPage([
        { ...full, id: 8, headline: 'Someone else' },
        { ...full, headline: 'From the cached list' },
      ]),
    );
    const calls = show({ status: 500, body: { detail: 'Server error' } });
    expect(await screen.findByText('From the cached list')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([pathOf('mentors.profile', { id: '7' })]);
    expect(screen.queryByText('Someone else')).toBeNull();
    expect(fact('Rating')).toHaveTextContent('★ 4.8 (23)');
    expect(fact('Price')).toHaveTextContent('€42.50 (60 mins)');
    expect(items('Languages')).toEqual(['English', 'German']);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.mentorDetailsUnavailable)).toBeNull();
  });

  it('shows the cached mentor on a network failure too', async () => {
    queryClient.setQueryData(
      savedMentorsQuery(1, 1).queryKey,
      savedPage([{ ...full, headline: 'Saved mentor' }]),
    );
    show('network-error');
    expect(await screen.findByText('Saved mentor')).toBeInTheDocument();
  });

  it('prefers the call’s answer over the cache', async () => {
    queryClient.setQueryData(mentorSearchQuery(1, {}).queryKey, searchPage([{ ...full, headline: 'Stale' }]));
    show({ status: 200, body: full });
    expect(await screen.findByText('Jazz pianist and patient teacher')).toBeInTheDocument();
    expect(screen.queryByText('Stale')).toBeNull();
  });

  it('shows the fallback texts with neither the call nor a cached mentor', async () => {
    queryClient.setQueryData(mentorSearchQuery(1, {}).queryKey, searchPage([{ ...full, id: 8 }]));
    show({ status: 404, body: { detail: 'Not found.' } });
    expect(await screen.findByText(chatMessages.mentorDetailsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Maya G.' })).toBeInTheDocument();
    expect(fact('Rating')).toHaveTextContent(/^No reviews yet$/);
    expect(fact('Price')).toHaveTextContent(/^Price not available$/);
    expect(fact('Location')).toHaveTextContent(/^Location not available$/);
    expect(fact('Response time')).toHaveTextContent(/^~2 hours$/);
    expect(screen.getByText('No additional information available')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Languages' })).toBeNull();
  });
});
