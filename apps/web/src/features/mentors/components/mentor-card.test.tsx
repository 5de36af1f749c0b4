import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { BookingLauncherContext } from '../../../shared/booking/booking-launcher.ts';
import { readStored, storageKeys } from '../../../shared/storage/storage.ts';
import { atParams, mockApi } from '../../../../test/mock-api.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { MentorCard } from './mentor-card.tsx';
import { pathOf, type CallAnswer } from '../../../shared/api/call.ts';

describe('the mentor card (CARD-01..14)', () => {
  it('shows name, verified badge, rating, price per 60 mins, chips and the trial chip', () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.student);
    expect(screen.getByRole('heading', { level: 2, name: 'Lena Park' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('€45.50')).toBeInTheDocument();
    expect(screen.getByText('per 60 mins')).toBeInTheDocument();
    for (const chip of ['Offers Free Trial', 'Piano', 'Jazz', 'English']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
    expect(screen.getByText('LP')).toBeInTheDocument();
  });

  it('hides the rating at 0, the badge when unverified and the trial chip when not offered', () => {
    mockApi({});
    renderAt(
      '/listings',
      <MentorCard
        mentor={makeMentor({
          reviews: { average_rating: 0, total_count: 0 },
          is_verified: false,
          offer_trial: false,
        })}
      />,
      sessions.student,
    );
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByText('Offers Free Trial')).toBeNull();
  });

  it('says "Free trial used" instead of offering a trial the viewer already had (B1, issue 17)', () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor({ trial_used: true })} />, sessions.student);
    expect(screen.queryByText('Offers Free Trial')).toBeNull();
    expect(screen.getByText('Free trial used')).toBeInTheDocument();
  });

  it('shows a mentor without reviews as "New", never a 0.0 rating (ADR 46)', () => {
    mockApi({});
    renderAt(
      '/listings',
      <MentorCard mentor={makeMentor({ reviews: { average_rating: 0, total_count: 0 } })} />,
      sessions.student,
    );
    const badge = screen.getByTestId('new-mentor');
    expect(badge).toHaveTextContent(/^NewNo reviews yet$/);
    expect(screen.getByRole('article')).not.toHaveTextContent('0.0');
    expect(screen.queryByText('★')).toBeNull();
  });

  it('shows the rating, not "New", once there is a review', () => {
    mockApi({});
    renderAt(
      '/listings',
      <MentorCard mentor={makeMentor({ reviews: { average_rating: 3, total_count: 1 } })} />,
      sessions.student,
    );
    expect(screen.getByText('3.0')).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.queryByTestId('new-mentor')).toBeNull();
  });

  it('renders a bio with <script> and <img onerror> inert', () => {
    mockApi({});
    const { container } = renderAt(
      '/listings',
      <MentorCard
        mentor={makeMentor({
          bio: '<p>Hello<script>window.hacked=1</script><img src=x onerror="window.hacked=2"></p>',
          headline: '<b onmouseover="x()">Top</b><iframe></iframe>',
        })}
      />,
      sessions.student,
    );
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Top').tagName).toBe('B');
  });

  it('clamps a long bio at 2000 characters followed by "..."', () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor({ bio: 'x'.repeat(2500) })} />, sessions.student);
    expect(screen.getByText(`${'x'.repeat(2000)}...`)).toBeInTheDocument();
  });

  it('saves with one request however often the heart is clicked while pending (SAVED-05, SAVED-07)', async () => {
    let release: () => void = () => undefined;
    const calls = mockApi({ 'mentors.like': 'never' });
    // A like that answers (as the contract declares) only when released.
    const fetchMock = globalThis.fetch as unknown as { mockImplementationOnce: (f: unknown) => void };
    fetchMock.mockImplementationOnce(
      (input: string) =>
        new Promise<Response>((resolve) => {
          calls.push({
            name: 'mentors.like',
            method: 'POST',
            path: new URL(input, 'http://x').pathname,
            params: { id: '11' },
            query: {},
            body: undefined,
          });
          const answer: CallAnswer<'mentors.like'> = { detail: 'Saved.' };
          release = () => resolve(new Response(JSON.stringify(answer), { status: 201 }));
        }),
    );
    renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.student);
    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: 'Save Lena Park' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await user.click(heart);
    await user.click(heart);
    expect(calls.filter((c) => c.path === pathOf('mentors.like', { id: '11' }))).toHaveLength(1);
    const pressed = screen.getByRole('button', { name: 'Remove Lena Park from saved' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await waitFor(() => expect(pressed).not.toHaveAttribute('aria-busy'));
    expect(readStored<{ mentors: { mentorId: number }[] }>(storageKeys.savedMentors)?.mentors).toEqual([
      expect.objectContaining({ mentorId: 11, name: 'Lena Park', lessonCost: 45.5 }),
    ]);
  });

  it('unsaves with DELETE and returns quietly to the old state when the call fails (SAVED-08)', async () => {
    const calls = mockApi({
      'mentors.unlike': atParams({ id: '11' }, { status: 500, body: { detail: 'x' } }),
    });
    renderAt('/listings', <MentorCard mentor={makeMentor({ saved: true })} />, sessions.student);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Lena Park from saved' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Lena Park from saved' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a visitor who clicks the heart to /login, the way back carrying the save', async () => {
    const calls = mockApi({});
    renderAt('/listings?instrument=Piano', <MentorCard mentor={makeMentor()} />, sessions.visitor);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Lena Park' }));
    // Issue 17: the save to complete after sign-in rides in the return address, nowhere else.
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login?redirect=%2Flistings%3Finstrument%3DPiano%26save%3D11',
    );
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/listings?instrument=Piano&save=11');
    expect(calls.filter((c) => c.path.includes('like'))).toHaveLength(0);
  });

  it('Book a lesson: a visitor goes to /login with the profile remembered', async () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.visitor);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a lesson' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fmentor%2F11');
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/mentor/11');
  });

  it('Book a lesson opens the booking dialog through the launcher for a student', async () => {
    mockApi({});
    const openBooking = vi.fn();
    renderAt(
      '/listings',
      <BookingLauncherContext value={{ openBooking, openNextLesson: vi.fn() }}>
        <MentorCard mentor={makeMentor()} />
      </BookingLauncherContext>,
      sessions.student,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a lesson' }));
    expect(openBooking).toHaveBeenCalledWith(11);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('Book a lesson clicked before the session is known waits for it: a student gets the dialog, not /login', async () => {
    // A page the server drew (ADR 44) is clickable before the auth check has answered.
    mockApi({ 'auth.check': { body: sessions.student } });
    const openBooking = vi.fn();
    renderAt(
      '/listings',
      <BookingLauncherContext value={{ openBooking, openNextLesson: vi.fn() }}>
        <MentorCard mentor={makeMentor()} />
      </BookingLauncherContext>,
      undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book a lesson' }));
    await waitFor(() => expect(openBooking).toHaveBeenCalledWith(11));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('Book a lesson falls back to the profile where no launcher is provided', async () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.student);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a lesson' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mentor/11');
  });

  it('Send message opens /messages with the virtual conversation (CARD-11)', async () => {
    mockApi({});
    const { router } = renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.student);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/messages');
    const expected = {
      mentorId: 11,
      userId: 101,
      mentorName: 'Lena Park',
      mentorImage: null,
      isOnline: false,
      openChatWithMentor: true,
    };
    expect(router.state.location.state).toEqual(expected);
    expect(readStored(storageKeys.virtualConversation)).toEqual(expected);
  });

  it("shows Edit and disables Book and Message on one's own card (CARD-09, CARD-10, ROLE-11)", () => {
    mockApi({});
    renderAt(
      '/listings',
      <MentorCard
        mentor={makeMentor({ id: 7, user: { id: 2, profile_photo: null, full_name: 'Maya M' } })}
      />,
      sessions.mentor,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings?tab=profile');
    expect(screen.getByRole('button', { name: 'Book a lesson' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it("shows only Edit on the mentor's own profile view", () => {
    mockApi({});
    renderAt(
      '/mentor/7',
      <MentorCard
        variant="profile"
        mentor={makeMentor({ id: 7, user: { id: 2, profile_photo: null, full_name: 'Maya M' } })}
      />,
      sessions.mentor,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a lesson' })).toBeNull();
  });
});
