import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MARKED_READ_EVENT, NEW_MESSAGE_EVENT, NEW_ROOM_EVENT } from '@app/contract';
import { mockApi, type ApiHandler } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { storageKeys } from '../../../shared/storage/keys.ts';
import { MessagesPage } from './messages-page.tsx';
import {
  byId,
  message,
  mentorProfile,
  mentorUser,
  otherStudent,
  page,
  read,
  realtime,
  room,
  type ById,
} from './test-fixtures.ts';
import { pathOf } from '../../../shared/api/call.ts';

vi.mock('../../../shared/realtime/realtime-client.ts', async () => {
  const fixtures = await import('./test-fixtures.ts');
  return { connectRealtime: () => Promise.resolve(fixtures.realtime.client) };
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });
const rooms = [
  room(5, mentorUser, { unread_count: 150 }),
  room(6, otherStudent, { last_message_at: null, last_message: null }),
];

interface Stubs {
  rooms?: ApiHandler<'conversations.rooms'>;
  messages?: ById<'conversations.messages'>;
  markRead?: ById<'conversations.markRead'>;
  profile?: ById<'mentors.profile'>;
  send?: ById<'conversations.send'>;
}

function show(
  url: string,
  stubs: Stubs,
  { routePath = '/messages', state }: { routePath?: string; state?: unknown } = {},
) {
  const calls = mockApi({
    'conversations.rooms': stubs.rooms ?? page(rooms),
    'conversations.messages': byId('roomId', {
      5: page([message(1, 12, 'Hello Sam'), message(2, 1, '   '), message(3, 1, 'Hi Maya')]),
      ...stubs.messages,
    }),
    'conversations.markRead': byId('id', { 5: read(5), ...stubs.markRead }),
    'mentors.profile': byId('id', { 7: { body: mentorProfile }, ...stubs.profile }),
    'conversations.send': byId('otherUserId', { ...stubs.send }),
  });
  const view = renderAt(url, <MessagesPage />, { session: sessions.student, routePath });
  if (state !== undefined) void view.router.navigate(url, { state, replace: true });
  return { calls, ...view };
}

const list = () => screen.getByRole('region', { name: 'Messages' });

describe('the messages page (CHAT-01..33)', () => {
  it('lists rooms with short names and capped badges, opens one, marks it read and shows the mentor', async () => {
    const marked = vi.fn();
    window.addEventListener(MESSAGE_MARKED_READ_EVENT, marked);
    const { calls, router } = show('/messages', {});
    const maya = await within(list()).findByRole('button', { name: /Maya G\./ });
    expect(maya).toHaveTextContent('99+');
    expect(maya).toHaveTextContent('5m');
    expect(within(list()).getByRole('button', { name: /Leo P\./ })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeInTheDocument();
    expect(calls.find((c) => c.path === pathOf('conversations.rooms'))?.query).toEqual({
      page: '1',
      page_size: '20',
    });

    await user().click(maya);
    expect(router.state.location.search).toBe('?conversation=5');
    const log = await screen.findByRole('log', { name: 'Messages with Maya G.' });
    expect(await within(log).findByText('Hello Sam')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(
      calls.some((c) => c.method === 'POST' && c.path === pathOf('conversations.markRead', { id: '5' })),
    ).toBe(true);
    expect(maya).not.toHaveTextContent('99+');

    const details = screen.getByRole('region', { name: 'Mentor details' });
    expect(await within(details).findByText('€50.00 (60 mins)')).toBeInTheDocument();
    expect(within(details).getByText('~2 hours')).toBeInTheDocument();
    expect(within(details).getByText('Germany')).toBeInTheDocument();
    expect(within(details).getByText('Verified')).toBeInTheDocument();
    expect(within(details).getByText('piano')).toBeInTheDocument();
    expect(details.querySelector('script')).toBeNull();
    window.removeEventListener(MESSAGE_MARKED_READ_EVENT, marked);
  });

  it('shows no details pane for a student and falls back to the default avatar', async () => {
    show('/messages?conversation=6', { messages: { 6: page([]) }, markRead: { 6: read(6) } });
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mentor details' })).toBeNull();
    const leo = within(list()).getByRole('button', { name: /Leo P\./ });

    const img = leo.querySelector('img')!;
    fireEvent.error(img);
    expect(within(leo).getByTestId('default-avatar')).toHaveTextContent('LP');
  });

  it('says when a conversation is not in the list, when there are none, and when loading failed', async () => {
    show('/chat/999', {}, { routePath: '/chat/:id' });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    cleanup();
    show('/messages', { rooms: page([]) });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    cleanup();
    show('/messages', { rooms: { status: 500, body: { detail: 'x' } } });
    expect(await screen.findByText('Failed to load conversations')).toHaveAttribute('role', 'alert');
  });

  it('restores the unread flag when marking read fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/messages?conversation=5', { markRead: { 5: { status: 500, body: {} } } });
    const maya = await within(list()).findByRole('button', { name: /Maya G\./ });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(maya).toHaveTextContent('99+');
    error.mockRestore();
  });

  it('starts a virtual conversation from the mentor card, sends with Enter and then opens the real room', async () => {
    const newMentor = { id: 40, name: 'Nina Holm', profile_picture: null, mentor_id: 8 };
    let roomsAnswer = page(rooms);
    const state = {
      mentorId: 8,
      userId: 40,
      mentorName: 'Nina Holm',
      mentorImage: null,
      isOnline: false,
      openChatWithMentor: true,
    };
    window.localStorage.setItem(storageKeys.virtualConversation, JSON.stringify(state));
    const { calls, router } = show(
      '/messages',
      {
        rooms: () => roomsAnswer,
        profile: { 8: { status: 404, body: { detail: 'Not found.' } } },
        send: {
          40: () => {
            roomsAnswer = page([room(77, newMentor), ...rooms]);
            return { status: 201, body: { ...message(500, 1, 'Hello Nina'), conversation_id: 77 } };
          },
        },
        messages: { 77: page([message(500, 1, 'Hello Nina')]) },
        markRead: { 77: read(77) },
      },
      { state },
    );
    expect(await screen.findByRole('heading', { name: 'Nina H.' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Mentor details' });
    expect(await within(details).findByText('Mentor details not available')).toBeInTheDocument();
    expect(within(details).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(details).getByText('Price not available')).toBeInTheDocument();
    expect(within(details).getByText('Location not available')).toBeInTheDocument();
    expect(within(details).getByText('No additional information available')).toBeInTheDocument();

    const box = screen.getByLabelText('Message');
    const sendButton = screen.getByRole('button', { name: 'Send' });
    await user().type(box, '   ');
    expect(sendButton).toBeDisabled();
    await user().type(box, 'Hello{Shift>}{Enter}{/Shift}Nina');
    expect(box).toHaveValue('   Hello\nNina');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user().clear(box);
    await user().type(box, 'Hello Nina{Enter}');
    expect(calls.find((c) => c.path === pathOf('conversations.send', { otherUserId: '40' }))?.body).toEqual({
      message: 'Hello Nina',
    });
    expect(box).toHaveValue('');
    expect(window.localStorage.getItem(storageKeys.virtualConversation)).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=77'), { timeout: 2000 });
    await waitFor(() =>
      expect(within(list()).getByRole('button', { name: /Nina H\./ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(await within(screen.getByRole('log')).findByText('Hello Nina')).toBeInTheDocument();
  });

  it('shows "Failed to send message" and keeps the text', async () => {
    show('/messages?conversation=5', { send: { 12: { status: 500, body: {} } } });
    const box = await screen.findByLabelText('Message');
    await user().type(box, 'Are you there?');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(box).toHaveValue('Are you there?');
  });

  it('opens the room of ?user= when one exists', async () => {
    const { router } = show('/messages?user=12', {});
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=5'));
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
  });

  it('applies realtime rooms and messages (CHAT-22/26/27)', async () => {
    show('/messages?conversation=5', {});
    await screen.findByText('Hello Sam');
    await waitFor(() =>
      expect(realtime.channels()).toEqual(
        expect.arrayContaining(['private-user-1', 'private-room-5', 'private-room-6']),
      ),
    );
    act(() =>
      realtime.emit('private-room-5', NEW_MESSAGE_EVENT, {
        ...message(9, 12, 'Live hello'),
        conversation_id: 5,
      }),
    );
    expect(await within(screen.getByRole('log')).findByText('Live hello')).toBeInTheDocument();
    act(() =>
      realtime.emit('private-room-6', NEW_MESSAGE_EVENT, {
        ...message(10, 13, 'From Leo'),
        conversation_id: 6,
      }),
    );
    // The rooms are a query too: its cache tells the list of a change on the next tick.
    const leo = within(list()).getByRole('button', { name: /Leo P\./ });
    await waitFor(() => expect(leo).toHaveTextContent('From Leo'));
    expect(leo).toHaveTextContent('1');
    act(() =>
      realtime.emit(
        'private-user-1',
        NEW_ROOM_EVENT,
        room(8, { id: 50, name: 'Ava Stone', profile_picture: null, mentor_id: null }, { unread_count: 1 }),
      ),
    );
    await waitFor(() => expect(within(list()).getAllByRole('button')[0]).toHaveTextContent('Ava S.'));
  });

  it('loads later pages of rooms until the addressed room shows up (CHAT-17)', async () => {
    const later = room(9, { id: 70, name: 'Ola Berg', profile_picture: null, mentor_id: null });
    const { calls } = show('/messages?conversation=9', {
      rooms: (url) =>
        url.searchParams.get('page') === '2'
          ? page([rooms[1]!, later])
          : page(rooms, `${pathOf('conversations.rooms')}?page=2`),
      messages: { 9: page([message(7, 70, 'Hi from Ola')]) },
      markRead: { 9: read(9) },
    });
    expect(await screen.findByText('Hi from Ola')).toBeInTheDocument();
    expect(
      within(list())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toHaveLength(3);
    expect(calls.filter((c) => c.path === pathOf('conversations.rooms')).map((c) => c.query.page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('loads older messages when scrolled up near the top', async () => {
    const { calls } = show('/messages?conversation=5', {
      messages: {
        5: (url) =>
          url.searchParams.get('page') === '2'
            ? page([message(100, 12, 'Older one')])
            : page(
                [message(101, 12, 'Newest one')],
                `${pathOf('conversations.messages', { roomId: '5' })}?page=2`,
              ),
      },
    });
    const log = await screen.findByRole('log');
    await within(log).findByText('Newest one');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });
    log.scrollTop = 50;
    fireEvent.scroll(log);
    expect(await within(log).findByText('Older one')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === pathOf('conversations.messages', { roomId: '5' }))
        .map((c) => c.query.page),
    ).toEqual(['1', '2']);
  });
});
