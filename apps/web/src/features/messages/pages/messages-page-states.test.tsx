/**
 * The messages page's loading and error states and its responsive panes (CHAT-05, CHAT-06, CHAT-32).
 * The panes switch by Tailwind classes (hidden / flex with md: and xl: variants), not by matchMedia: the
 * tests load a stylesheet with those utilities' rules at Tailwind's breakpoints (md 768px, xl 1280px) and
 * set happy-dom's viewport, so visibility is what a browser of that width computes.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '@app/contract';
import { mockApi, type ApiHandler } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
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

vi.mock('../../../shared/realtime/realtime-client.ts', async () => {
  const fixtures = await import('./test-fixtures.ts');
  return { connectRealtime: () => Promise.resolve(fixtures.realtime.client) };
});

const TAILWIND_PANES = `
.hidden { display: none; }
.flex { display: flex; }
@media (min-width: 768px) { .md\\:hidden { display: none; } .md\\:flex { display: flex; } }
@media (min-width: 1280px) { .xl\\:hidden { display: none; } .xl\\:flex { display: flex; } }
`;
const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM;

let style: HTMLStyleElement;
beforeEach(() => {
  style = document.createElement('style');
  style.textContent = TAILWIND_PANES;
  document.head.appendChild(style);
});
afterEach(() => {
  cleanup();
  style.remove();
  happyDOM.setViewport({ width: 1024 });
  queryClient.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });
const rooms = [room(5, mentorUser), room(6, otherStudent)];

interface Stubs {
  rooms?: ApiHandler<'conversations.rooms'>;
  messages?: ById<'conversations.messages'>;
}

function serve(stubs: Stubs = {}) {
  return mockApi({
    'conversations.rooms': stubs.rooms ?? page(rooms),
    'conversations.messages': byId('roomId', { 5: page([message(1, 12, 'Hello Sam')]), ...stubs.messages }),
    'conversations.markRead': byId('id', { 5: read(5) }),
    'mentors.profile': byId('id', { 7: { body: mentorProfile } }),
  });
}
const open = (url: string) =>
  renderAt(url, <MessagesPage />, { session: sessions.student, routePath: '/messages' });
function show(url: string, stubs: Stubs = {}) {
  serve(stubs);
  return open(url);
}

/** The three panes, found whether or not they are displayed (a hidden pane has no accessible name). */
const pane = (selector: string) => document.querySelector<HTMLElement>(`section${selector}`);
const list = () => pane('[aria-labelledby="conversations-heading"]')!;
const chat = () => pane('[aria-label="Chat"]')!;
const details = () => pane('[aria-label="Mentor details"]')!;
const shown = () =>
  [list(), chat(), pane('[aria-label="Mentor details"]')]
    .filter((p): p is HTMLElement => p !== null && getComputedStyle(p).display !== 'none')
    .map((p) => p.getAttribute('aria-label') ?? 'Messages');

describe('loading and errors (CHAT-06, CHAT-32)', () => {
  it('shows "Loading conversations..." while the rooms load, and the rooms after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return answer(input, init);
    });
    open('/messages');
    const loading = within(list()).getByRole('status');
    expect(loading).toHaveTextContent(chatMessages.loadingConversations);
    expect(within(loading).getByText('Loading conversations...')).not.toHaveClass('sr-only');
    expect(within(list()).queryByRole('button')).toBeNull();

    release();
    expect(await within(list()).findByRole('button', { name: /Maya G\./ })).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.loadingConversations)).toBeNull();
  });

  it('shows "Failed to load messages" in red in the message list, keeps the rooms and retries', async () => {
    let fail = true;
    show('/messages?conversation=5', {
      messages: {
        5: () => (fail ? { status: 500, body: { detail: 'boom' } } : page([message(1, 12, 'Hello Sam')])),
      },
    });
    const log = await screen.findByRole('log', { name: 'Messages with Maya G.' });
    const alert = await within(log).findByRole('alert');
    expect(alert).toHaveTextContent(chatMessages.loadMessagesFailed);
    expect(within(alert).getByText('Failed to load messages')).toBeInTheDocument();
    expect(alert).toHaveClass('text-red-700');
    expect(within(log).queryByText('Hello Sam')).toBeNull();
    expect(within(list()).getByRole('button', { name: /Maya G\./ })).toBeInTheDocument();
    expect(within(list()).queryByRole('alert')).toBeNull();

    fail = false;
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(log).findByText('Hello Sam')).toBeInTheDocument();
    expect(within(log).queryByRole('alert')).toBeNull();
  });

  it('shows "Failed to load conversations" in red in the conversation list', async () => {
    show('/messages', { rooms: { status: 500, body: { detail: 'boom' } } });
    const alert = await within(list()).findByRole('alert');
    expect(alert).toHaveTextContent(chatMessages.loadConversationsFailed);
    expect(within(alert).getByText('Failed to load conversations')).toBeInTheDocument();
    expect(alert).toHaveClass('text-red-700');
    expect(within(list()).queryByRole('button')).toBeNull();
    expect(within(chat()).queryByText('Failed to load conversations')).toBeNull();
  });
});

describe('the panes by width (CHAT-05)', () => {
  it('from 1280px shows list, chat and the details as a side column together', async () => {
    happyDOM.setViewport({ width: 1280 });
    show('/messages?conversation=5');
    await waitFor(() => within(details()).getByText('€50.00 (60 mins)'));
    expect(shown()).toEqual(['Messages', 'Chat', 'Mentor details']);
    // No toggles at that width: the column is always there.
    const button = (where: HTMLElement, text: string) =>
      within(where).getByText(text, { selector: 'button' });
    expect(button(chat(), 'Mentor details')).not.toBeVisible();
    expect(button(details(), '← Back to chat')).not.toBeVisible();
    expect(button(chat(), '← Conversations')).not.toBeVisible();
  });

  it('from 768px the details replace the list on demand', async () => {
    happyDOM.setViewport({ width: 1000 });
    show('/messages?conversation=5');
    await waitFor(() => within(details()).getByText('€50.00 (60 mins)'));
    expect(shown()).toEqual(['Messages', 'Chat']);
    await user().click(within(chat()).getByRole('button', { name: 'Mentor details' }));
    expect(shown()).toEqual(['Chat', 'Mentor details']);
  });

  it('under 768px shows one pane at a time: list, chat, details and back', async () => {
    happyDOM.setViewport({ width: 500 });
    show('/messages');
    const maya = await within(list()).findByRole('button', { name: /Maya G\./ });
    expect(shown()).toEqual(['Messages']);

    await user().click(maya);
    await screen.findByRole('log', { name: 'Messages with Maya G.' });
    await waitFor(() => expect(shown()).toEqual(['Chat']));

    await user().click(within(chat()).getByRole('button', { name: 'Mentor details' }));
    expect(shown()).toEqual(['Mentor details']);
    expect(await within(details()).findByText('€50.00 (60 mins)')).toBeInTheDocument();

    await user().click(within(details()).getByRole('button', { name: '← Back to chat' }));
    expect(shown()).toEqual(['Chat']);
    await user().click(within(chat()).getByRole('button', { name: '← Conversations' }));
    expect(shown()).toEqual(['Messages']);
  });

  it('moves the focus to the opened chat without scrolling the window under the sticky navbar', async () => {
    happyDOM.setViewport({ width: 390 });
    show('/messages');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await user().click(await within(list()).findByRole('button', { name: /Maya G\./ }));
    await waitFor(() => expect(document.activeElement).toBe(chat()));
    const chatFocus = focus.mock.contexts.indexOf(chat());
    expect(focus.mock.calls[chatFocus]).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });
});
