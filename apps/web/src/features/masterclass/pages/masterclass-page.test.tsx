import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { masterclassMessages as m, type AuthCheckResponse, type Masterclass } from '@app/contract';
import { atParams, mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { MasterclassPage } from './masterclass-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const meeting: Masterclass = {
  id: 7,
  name: 'Piano from zero',
  description: 'Your first song.',
  description_mentor: '',
  // happy-dom would load a real player: a blank frame keeps the test offline.
  show_off_url: 'about:blank',
  start_time_utc: '2026-11-30T18:00:00Z',
  start_time_local: '2026-11-30T19:00:00+01:00',
  duration: 60,
  slots_left: 12,
  custom_mentor_photo_1: null,
  custom_mentor_photo_2: null,
  topic: 'piano',
  mentor: { first_name: 'Maya', profile_picture: null },
};
const user = () => userEvent.setup({ delay: null });

/** The answer to a seat taken in `meeting`. */
const joined: ApiReply<'masterclasses.join'> = {
  status: 201,
  body: {
    message: m.joined,
    masterclass_id: meeting.id,
    start_time_utc: meeting.start_time_utc,
    start_time_local: meeting.start_time_local,
    slots_left: 11,
  },
};

function show(
  list: ApiReply<'masterclasses.list'>,
  join: ApiReply<'masterclasses.join'> = joined,
  session: AuthCheckResponse = sessions.visitor,
) {
  const calls = mockApi({
    'masterclasses.list': list,
    'masterclasses.join': atParams({ id: '7' }, join),
  });
  renderAt('/meet-and-greet', <MasterclassPage />, { session });
  return calls;
}

describe('the masterclass page (MASTER-01..16)', () => {
  it('shows the meeting, the fallback mentor text, the grey photo and slots left', async () => {
    show({ status: 200, body: [meeting] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Piano from zero' })).toBeInTheDocument();
    expect(screen.getByTitle('Preview video: Piano from zero')).toHaveAttribute('src', meeting.show_off_url);
    expect(screen.getByRole('heading', { name: 'Meet Maya' })).toBeInTheDocument();
    expect(screen.getByText(m.mentorFallback)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getByText('12 slots left')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: m.reserveSpot })).toHaveLength(2);
  });

  it('ticks the countdown every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-30T17:58:30Z') });
    show({ status: 200, body: [meeting] });
    const minutes = await screen.findByTestId('countdown-minutes');
    expect(minutes).toHaveTextContent('01');
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(minutes).toHaveTextContent('00');
  });

  it('shows the empty state and the fetch failure', async () => {
    show({ status: 200, body: [] });
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    show({ status: 500, body: {} });
    expect(await screen.findByText(m.fetchFailed)).toBeInTheDocument();
  });

  it('checks a visitor’s e-mail, sends the seat and shows the joined text', async () => {
    const calls = show({ status: 200, body: [meeting] }, joined);
    const u = user();
    await screen.findByRole('heading', { level: 1 });
    const submit = screen.getByRole('button', { name: m.submit });
    await u.click(submit);
    // react-hook-form checks asynchronously: its messages arrive after the click.
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Email'), 'vera');
    await u.click(submit);
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Email'), '@example.com');
    await u.type(screen.getByPlaceholderText(m.namePlaceholder), 'Vera');
    expect(screen.getByLabelText(m.consentLessonUpdates)).toBeChecked();
    expect(screen.getByLabelText(m.consentLessonUpdates)).toBeDisabled();
    await u.click(screen.getByLabelText(m.consent18));
    await u.click(submit);
    expect(await screen.findByText(m.joined)).toBeInTheDocument();
    expect(screen.getByText(/^Starts:/)).toBeInTheDocument();
    const join = calls.find((c) => c.method === 'POST');
    expect(join?.body).toEqual({
      user_email: 'vera@example.com',
      user_full_name: 'Vera',
      accept_marketing_emails: false,
      is_18: true,
    });
  });

  it('hides name and e-mail when signed in and shows the server’s refusal in red', async () => {
    const calls = show(
      { status: 200, body: [meeting] },
      { status: 400, body: { detail: m.alreadyJoined } },
      sessions.student,
    );
    const u = user();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByPlaceholderText(m.namePlaceholder)).toBeNull();
    await u.click(screen.getByLabelText(m.consent18));
    await u.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.alreadyJoined)).toHaveClass('text-red-700');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      accept_marketing_emails: false,
      is_18: true,
    });
  });
});
