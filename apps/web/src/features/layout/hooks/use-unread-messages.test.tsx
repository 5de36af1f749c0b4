import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_MARKED_READ_EVENT,
  UNREAD_POLL_MS,
  type AuthCheckResponse,
  type ConversationRoom,
  type ConversationUser,
} from '@app/contract';
import { mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { useUnreadMessages } from './use-unread-messages.ts';

vi.mock('../../../shared/realtime/realtime-client.ts', () => ({
  connectRealtime: () => Promise.reject(new Error('no realtime in this test')),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function wrapperFor(session: AuthCheckResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(authCheckKey, session);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const me: ConversationUser = { id: 1, name: 'Sam Student', profile_picture: null, mentor_id: null };

/** A room of the signed-in student with mentor number `id`, with `unread` messages not read. */
function room(id: number, unread: number): ConversationRoom {
  const other: ConversationUser = {
    id: 100 + id,
    name: `Mentor ${id}`,
    profile_picture: null,
    mentor_id: id,
  };
  return {
    id,
    created_at: '2026-11-20T10:00:00Z',
    last_message_at: '2026-11-24T10:00:00Z',
    user1: me,
    user2: other,
    unread_count: unread,
    last_message: 'See you on Monday.',
    other_user: other,
  };
}

const rooms = (unread: number[]): ApiReply<'conversations.rooms'> => ({
  status: 200,
  body: {
    count: unread.length,
    next: null,
    previous: null,
    results: unread.map((n, id) => room(id, n)),
  },
});

describe('the navbar red dot (NAV-05/06, CHAT-31)', () => {
  it('reads 50 rooms and refreshes on the marked-read event', async () => {
    let answer = rooms([0, 3]);
    const calls = mockApi({ 'conversations.rooms': () => answer });
    const { result } = renderHook(() => useUnreadMessages(), { wrapper: wrapperFor(sessions.student) });
    await waitFor(() => expect(result.current).toBe(true));
    expect(calls[0]?.query).toEqual({ page: '1', page_size: '50' });
    answer = rooms([0, 0]);
    window.dispatchEvent(new Event(MESSAGE_MARKED_READ_EVENT));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('polls the rooms again after UNREAD_POLL_MS, not before, and shows the dot a later poll reports', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const start = Date.now();
    // Puts the clock `at` ms after the first render, then lets an answer arrive: its body is read in a
    // real macrotask and the query notifies in a timer set during the tick (so 1 ms later).
    const clockAt = async (at: number) => {
      await act(() => vi.advanceTimersByTimeAsync(start + at - Date.now()));
      for (let i = 0; i < 3; i++) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
        await act(() => vi.advanceTimersByTimeAsync(1));
      }
    };
    let answer = rooms([0, 0]);
    const calls = mockApi({ 'conversations.rooms': () => answer });
    const { result } = renderHook(() => useUnreadMessages(), { wrapper: wrapperFor(sessions.student) });
    await clockAt(0);
    expect(calls).toHaveLength(1);
    expect(result.current).toBe(false);

    answer = rooms([0, 2]);
    await clockAt(UNREAD_POLL_MS - 10);
    expect(calls).toHaveLength(1);
    expect(result.current).toBe(false);
    await clockAt(UNREAD_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ page: '1', page_size: '50' });
    expect(result.current).toBe(true);

    // And on: the next poll comes another UNREAD_POLL_MS later.
    answer = rooms([0, 0]);
    await clockAt(2 * UNREAD_POLL_MS - 10);
    expect(calls).toHaveLength(2);
    expect(result.current).toBe(true);
    await clockAt(2 * UNREAD_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(result.current).toBe(false);
  });

  it('stays silent on failure and asks nothing for a visitor', async () => {
    const calls = mockApi({ 'conversations.rooms': { status: 500, body: { detail: 'x' } } });
    const { result } = renderHook(() => useUnreadMessages(), { wrapper: wrapperFor(sessions.student) });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current).toBe(false);
    cleanup();
    const visitorCalls = mockApi({});
    const visitor = renderHook(() => useUnreadMessages(), { wrapper: wrapperFor(sessions.visitor) });
    expect(visitor.result.current).toBe(false);
    expect(visitorCalls).toHaveLength(0);
  });
});
