/**
 * Opening /messages from a lesson card's Message link (CHAT-04): the link's navigation state opens the
 * conversation with the lesson's other person, the existing room or else a virtual conversation; and the
 * first message in a virtual conversation reloads the rooms VIRTUAL_CONVERSATION_RELOAD_MS later and opens
 * the real room (CHAT-25). The lesson card itself is clicked, so the state is the one it really passes.
 */
import { defaultScheduler, notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VIRTUAL_CONVERSATION_RELOAD_MS,
  type AuthCheckResponse,
  type Booking,
  type ConversationUser,
} from '@app/contract';
import { makeBooking } from '../../../../test/bookings.ts';
import { mockApi, type ApiHandler } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { LessonCard } from '../../lessons/index.ts';
import { MessagesPage } from './messages-page.tsx';
import {
  byId,
  message,
  mentorProfile,
  mentorUser,
  otherStudent,
  page,
  read,
  room,
  type ById,
} from './test-fixtures.ts';
import { pathOf } from '../../../shared/api/call.ts';

vi.mock('../../../shared/realtime/realtime-client.ts', async () => {
  const fixtures = await import('./test-fixtures.ts');
  return { connectRealtime: () => Promise.resolve(fixtures.realtime.client) };
});

afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });
const nina: ConversationUser = { id: 40, name: 'Nina Holm', profile_picture: null, mentor_id: 8 };
const rooms = [room(5, mentorUser), room(6, otherStudent)];

/** A lesson whose other person is `person` (a mentor, or for a mentor's lesson a student). */
const lessonWith = (person: ConversationUser, viewerIsMentor = false): Booking =>
  makeBooking({
    viewer_is_mentor: viewerIsMentor,
    other_user: {
      name: person.name,
      profile_picture: person.profile_picture,
      user_id: person.id,
      mentor_id: person.mentor_id,
    },
  });

/** Shows the lesson card at /my-lessons, then follows its Message link to the messages page. */
interface Stubs {
  rooms?: ApiHandler<'conversations.rooms'>;
  messages?: ById<'conversations.messages'>;
  markRead?: ById<'conversations.markRead'>;
  send?: ById<'conversations.send'>;
}

async function messageFromLesson(booking: Booking, session: AuthCheckResponse, stubs: Stubs = {}) {
  const calls = mockApi({
    'conversations.rooms': stubs.rooms ?? page(rooms),
    'conversations.messages': byId('roomId', { 5: page([message(1, 12, 'Hello Sam')]), ...stubs.messages }),
    'conversations.markRead': byId('id', { 5: read(5), ...stubs.markRead }),
    'conversations.send': byId('otherUserId', { ...stubs.send }),
    'mentors.profile': byId('id', {
      7: { body: mentorProfile },
      8: { status: 404, body: { detail: 'Not found.' } },
    }),
  });
  queryClient.setQueryData(authCheckKey, session);
  const router = createMemoryRouter(
    [
      { path: '/my-lessons', element: <LessonCard booking={booking} onNotice={() => undefined} /> },
      { path: '/messages', element: <MessagesPage /> },
    ],
    { initialEntries: ['/my-lessons'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await user().click(screen.getByRole('link', { name: 'Message' }));
  expect(router.state.location.pathname).toBe('/messages');
  return { calls, router };
}

const list = () => screen.getByRole('region', { name: 'Messages' });
const roomLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === pathOf('conversations.rooms')).length;

describe('the lesson card’s Message link (CHAT-04)', () => {
  it('selects the existing room with the lesson’s mentor', async () => {
    const { router } = await messageFromLesson(lessonWith(mentorUser), sessions.student);
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=5'));
    const log = await screen.findByRole('log', { name: 'Messages with Maya G.' });
    expect(await within(log).findByText('Hello Sam')).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: /Maya G\./ })).toHaveAttribute('aria-current', 'true');
    // No virtual conversation besides the room.
    expect(within(list()).getAllByRole('button')).toHaveLength(2);
  });

  it('opens a virtual conversation with a mentor there is no room with yet', async () => {
    const { router, calls } = await messageFromLesson(lessonWith(nina), sessions.student);
    expect(await screen.findByRole('heading', { name: 'Nina H.' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    const entries = within(list()).getAllByRole('button');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Nina H.');
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('region', { name: 'Mentor details' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith(`${pathOf('conversations.rooms')}-`))).toBe(false);
  });

  it('opens a virtual conversation with the student of a mentor’s lesson', async () => {
    const leo = { ...otherStudent, id: 60, name: 'Leo Park' };
    await messageFromLesson(lessonWith(leo, true), sessions.mentor, { rooms: page([]) });
    expect(await screen.findByRole('heading', { name: 'Leo P.' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages with Leo P.' })).toBeInTheDocument();
    const entries = within(list()).getAllByRole('button');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Leo P.');
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('region', { name: 'Mentor details' })).toBeNull();
  });
});

describe('the first message to a new person (CHAT-25)', () => {
  it('reloads the rooms VIRTUAL_CONVERSATION_RELOAD_MS later, not before, and then selects the real room', async () => {
    let roomsAnswer = page(rooms);
    const { calls, router } = await messageFromLesson(lessonWith(nina), sessions.student, {
      rooms: () => roomsAnswer,
      send: {
        40: () => {
          roomsAnswer = page([room(77, nina), ...rooms]);
          return { status: 201, body: { ...message(500, 1, 'Hello Nina'), conversation_id: 77 } };
        },
      },
      messages: { 77: page([message(500, 1, 'Hello Nina')]) },
      markRead: { 77: read(77) },
    });
    const box = await screen.findByLabelText('Message');
    await user().type(box, 'Hello Nina');
    expect(roomLoads(calls)).toBe(1);

    // The query cache tells components of new answers on a zero timer: under a fake clock, on a microtask.
    notifyManager.setScheduler(queueMicrotask);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Lets answers arrive (their bodies are read in real macrotasks) without moving the fake clock.
    const settle = async () => {
      for (let i = 0; i < 5; i++) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    };
    const advance = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await settle();
    };
    // user-event waits on a timer after each action, so under fake timers the click is a plain event.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(calls.find((c) => c.path === pathOf('conversations.send', { otherUserId: '40' }))?.body).toEqual({
      message: 'Hello Nina',
    });
    expect(within(screen.getByRole('log')).getByText('Hello Nina')).toBeInTheDocument();

    await advance(VIRTUAL_CONVERSATION_RELOAD_MS - 1);
    expect(roomLoads(calls)).toBe(1);
    expect(router.state.location.search).toBe('');
    await advance(1);
    expect(roomLoads(calls)).toBe(2);
    expect(router.state.location.search).toBe('?conversation=77');
    await settle();

    const ninas = within(list()).getAllByRole('button', { name: /Nina H\./ });
    expect(ninas).toHaveLength(1);
    expect(ninas[0]).toHaveAttribute('aria-current', 'true');
    expect(calls.some((c) => c.path === pathOf('conversations.messages', { roomId: '77' }))).toBe(true);
    expect(
      calls.some((c) => c.method === 'POST' && c.path === pathOf('conversations.markRead', { id: '77' })),
    ).toBe(true);
    expect(
      within(screen.getByRole('log', { name: 'Messages with Nina H.' })).getByText('Hello Nina'),
    ).toBeInTheDocument();
  });
});
