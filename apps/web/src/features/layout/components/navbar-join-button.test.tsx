import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/contract';
import { makeBooking } from '../../../../test/bookings.ts';
// The untyped stub on purpose: one case serves an answer outside the contract (a 200 without a room).
import { mockFetch, type Reply } from '../../../../test/mock-fetch.ts';
import { renderAt, renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { JoinLessonSlot } from './join-lesson-slot.tsx';
import { NavbarJoinButton } from './navbar-join-button.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Real timers (user events need them), with the date fixed. */
function onlyDateAt(iso: string) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
const page = (results: Booking[]) => ({ count: results.length, next: null, previous: null, results });

// Starts at 09:00 on 25 November; the window opens at 08:45 and closes at 10:10.
const lesson = makeBooking({ id: 7 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-25T08:40:00Z'));
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function serve(results: Booking[], join: Reply = 'never') {
  return mockFetch({
    'bookings.list': { status: 200, body: page(results) },
    [`POST ${pathOf('lessonRoom.join', { id: lesson.id })}`]: join,
  });
}

describe("the navbar's Join lesson control (NAV-11..13)", () => {
  it('asks for paid, free-trial and live lessons and labels the first joinable one by the time', async () => {
    const calls = serve([makeBooking({ id: 3, status: 'completed' }), lesson]);
    renderAt('/listings', <NavbarJoinButton />);
    await advance(0);
    expect(calls[0]?.query).toEqual({ status: 'paid,free_trial,in_progress' });
    // 08:40: the window opens at 08:45.
    expect(screen.queryByRole('button')).toBeNull();
    await advance(5 * 60_000);
    expect(
      screen.getByRole('button', { name: /^Starting in 15 min\b.*lesson with Lena Park$/ }),
    ).toBeInTheDocument();
    await advance(14 * 60_000 + 1000);
    expect(screen.getByRole('button', { name: /^Starting in 1 min/ })).toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByRole('button', { name: /^Join now/ })).toBeInTheDocument();
    // 10:10 is the last moment.
    await advance(70 * 60_000);
    expect(screen.getByRole('button', { name: /^Join now/ })).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks again every minute', async () => {
    const calls = serve([]);
    renderAt('/listings', <NavbarJoinButton />);
    await advance(0);
    const first = calls.length;
    await advance(60_000);
    expect(calls.length).toBeGreaterThan(first);
  });

  it('reads "Joining..." while busy and swallows a failure', async () => {
    onlyDateAt('2026-11-25T09:05:00Z');
    let answer: Reply = 'never';
    mockFetch({
      'bookings.list': { status: 200, body: page([lesson]) },
      [`POST ${pathOf('lessonRoom.join', { id: lesson.id })}`]: () => answer,
    });
    renderAt('/listings', <NavbarJoinButton />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Join now/ }));
    expect(await screen.findByRole('button', { name: /^Joining\.\.\./ })).toBeDisabled();
    cleanup();

    answer = { status: 403, body: { detail: 'You are not a participant.' } };
    renderAt('/listings', <NavbarJoinButton />);
    await user.click(await screen.findByRole('button', { name: /^Join now/ }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Join now/ })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/not/)).toBeNull();
  });

  it.each([
    ['a 404', { status: 404, body: { detail: 'Not found.' } }],
    ['an error body', { status: 400, body: { error: 'This lesson has already ended.' } }],
    ['an error body with a 500', { status: 500, body: { detail: 'Internal', error: 'Server trouble.' } }],
    ['a network failure', 'network-error'],
    // An answer without a room once sent the browser to "/undefined".
    ['an error body without a room', { status: 200, body: { error: 'This lesson has already ended.' } }],
  ] as const)('swallows %s: no text, the button comes back (NAV-13)', async (_, reply) => {
    onlyDateAt('2026-11-25T09:05:00Z');
    const calls = serve([lesson], reply);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { container } = renderAt('/listings', <NavbarJoinButton />);
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: /^Join now/ });
    const before = container.textContent;
    await user.click(button);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Join now/ })).toBeEnabled());
    expect(container.textContent).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', { status: 500, body: { detail: 'Internal' } }],
    ['a network failure', 'network-error'],
  ] as const)('shows nothing and throws nothing after %s loading the lessons (NAV-10)', async (_, reply) => {
    onlyDateAt('2026-11-25T09:05:00Z');
    const errors = vi.spyOn(console, 'error');
    const calls = mockFetch({ 'bookings.list': reply });
    const { container } = renderAt('/listings', <NavbarJoinButton />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the page and the stored data alone when the session has ended meanwhile', async () => {
    onlyDateAt('2026-11-25T09:05:00Z');
    window.localStorage.setItem('app.rememberEmail', JSON.stringify('sam@example.com'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const calls = mockFetch({
      'bookings.list': { status: 401, body: { detail: 'Not signed in.' } },
      'auth.refresh': { status: 401, body: { detail: 'Session expired.' } },
    });
    const { container } = renderAt('/login', <NavbarJoinButton />);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain(pathOf('auth.refresh')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('app.rememberEmail')).toBe('"sam@example.com"');
    window.localStorage.removeItem('app.rememberEmail');
  });

  it('goes to the room with the token', async () => {
    onlyDateAt('2026-11-25T09:05:00Z');
    serve([lesson], {
      status: 200,
      body: { room_url: `${window.location.origin}/lesson-room/7`, token: 'tok' },
    });
    renderAt('/listings', <NavbarJoinButton />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Join now/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/lesson-room/7?t=tok');
  });

  it('shows for a signed-in user in the slide-in menu, and in the bar from 640 px up', async () => {
    onlyDateAt('2026-11-25T09:05:00Z');
    serve([lesson]);
    renderWithSession(<JoinLessonSlot placement="menu" />, sessions.student);
    expect(await screen.findByRole('button', { name: /^Join now/ })).toBeInTheDocument();
    cleanup();
    renderWithSession(<JoinLessonSlot />, sessions.student);
    const inBar = await screen.findByRole('button', { name: /^Join now/ });
    expect(inBar.parentElement).toHaveClass('hidden', 'sm:block');
  });

  it('is not there for visitors', async () => {
    renderWithSession(<JoinLessonSlot />, sessions.visitor);
    await advance(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
