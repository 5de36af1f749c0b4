/** The app's booking launcher: the mentor card's "Book a lesson" opens the lazily loaded booking dialog. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { sessions } from '../../test/sessions.ts';
import { MentorCard } from '../features/mentors/components/mentor-card.tsx';
import { makeMentor } from '../features/mentors/test-utils.tsx';
import { queryClient } from '../shared/api/query-client.ts';
import { BookingLauncherProvider } from './booking-launcher.tsx';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the booking launcher (ADR 10)', () => {
  it("opens the booking dialog for the card's mentor and returns focus to the button on close", async () => {
    const mentor = {
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
    };
    const calls = mockApi({ 'mentors.profile': { status: 200, body: mentor } });
    renderAt(
      '/listings',
      <BookingLauncherProvider>
        <MentorCard mentor={makeMentor()} />
      </BookingLauncherProvider>,
      { session: sessions.student },
    );
    const user = userEvent.setup();
    const book = screen.getByRole('button', { name: 'Book a lesson' });
    await user.click(book);
    expect(await screen.findByRole('dialog', { name: 'Book a lesson with Lena Park' })).toBeInTheDocument();
    // One instrument (issue 17): the dialog starts at the length.
    expect(await screen.findByRole('heading', { name: 'Choose a lesson length' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'mentors.profile')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
