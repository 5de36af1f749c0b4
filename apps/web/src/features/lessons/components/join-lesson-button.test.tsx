import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { atParams, mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { fixClock, makeBooking } from '../test-utils.tsx';
import { JoinLessonButton } from './join-lesson-button.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The clock of test-utils is 08:00 on 24 November: this lesson opens at 08:00:05 and closes at 09:10.
const lesson = makeBooking({
  date_time: {
    start: '2026-11-24T08:15:05Z',
    end: '2026-11-24T09:00:00Z',
    end_lesson: '2026-11-24T09:10:00Z',
    available_at: '2026-11-24T08:00:05Z',
    checkout_expiration: null,
  },
});

type JoinReply = ApiReply<'lessonRoom.join'>;
const intoTheRoom: JoinReply = {
  status: 200,
  body: { room_url: `${window.location.origin}/lesson-room/42`, token: 'signed.token' },
};

function renderJoin(booking = lesson, reply: JoinReply = intoTheRoom) {
  const calls = mockApi({ 'lessonRoom.join': atParams({ id: String(booking.id) }, reply) });
  renderAt('/my-lessons', <JoinLessonButton booking={booking} />);
  return calls;
}

describe('the lesson card’s Join (JOIN-01..04, LESSON-18)', () => {
  it('is disabled with the opening time before the window, enabled in it and gone after it, by the second', async () => {
    fixClock(true);
    renderJoin();
    // Issue 17: before the window Join is there, disabled, and says when it opens (the tests run in UTC).
    const early = screen.getByRole('button', { name: 'Join' });
    expect(early).toBeDisabled();
    expect(early).toHaveAccessibleDescription('Opens at 08:00 (UTC)');
    await advance(4000);
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByText(/^Opens/)).toBeNull();
    // 09:10:00 is still inside; a second later it is over.
    await advance(Date.parse('2026-11-24T09:10:00Z') - Date.now());
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('names the day when the window opens on another day', () => {
    vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
    renderAt('/x', <JoinLessonButton booking={lesson} />);
    expect(screen.getByRole('button', { name: 'Join' })).toHaveAccessibleDescription(
      'Opens Tue 24 Nov at 08:00 (UTC)',
    );
  });

  it('is not offered for a pending, completed or cancelled lesson', () => {
    vi.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    for (const status of ['pending', 'completed', 'canceled'] as const) {
      const { unmount } = renderAt('/x', <JoinLessonButton booking={{ ...lesson, status }} />);
      expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
      unmount();
    }
  });

  it('goes to the built-in room inside the app with the token as t', async () => {
    vi.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    const calls = renderJoin(lesson, {
      status: 200,
      body: { room_url: `${window.location.origin}/lesson-room/42`, token: 'signed.token' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/lesson-room/42?t=signed.token');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${pathOf('lessonRoom.join', { id: '42' })}`,
    ]);
  });

  it("opens the mentor's own platform link as it is", async () => {
    vi.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderJoin(lesson, { status: 200, body: { room_url: 'https://meet.example.org/lena', token: '' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://meet.example.org/lena'));
  });

  it.each([
    [{ status: 403, body: { detail: 'x' } }, 'You are not authorized to join this lesson.'],
    [{ status: 404, body: { detail: 'x' } }, 'Lesson not found.'],
    [{ status: 400, body: { error: 'The lesson room is closed.' } }, 'The lesson room is closed.'],
    [{ status: 500, body: {} }, 'Failed to join lesson. Please try again.'],
    ['network-error', 'Failed to join lesson. Please try again.'],
  ] as [JoinReply, string][])('shows the JOIN-04 words for %o', async (reply, text) => {
    vi.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    renderJoin(lesson, reply);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });
});
