/** CHAT-14: each sample row shows its name, last message, time, unread count and online flag. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import type { SampleConversation } from '../model/sample-conversations.ts';
import { SampleConversationList } from './sample-conversation-list.tsx';

afterEach(cleanup);

// Local times: the list speaks the viewer's zone.
const now = new Date(2026, 2, 10, 14, 5);
const row = (extra: Partial<SampleConversation>): SampleConversation => ({
  id: 1,
  name: 'Emma W.',
  lastMessage: 'See you on Thursday!',
  sentAt: new Date(2026, 2, 10, 9, 7),
  unread: 0,
  avatar: null,
  online: false,
  ...extra,
});

function show(conversations: SampleConversation[]) {
  renderAt('/component-catalog', <SampleConversationList conversations={conversations} now={now} />);
  return within(screen.getByRole('list', { name: 'Sample conversations' })).getAllByRole('link');
}

describe('the sample conversation list (CHAT-14)', () => {
  it('shows each row’s own last message text next to its name', () => {
    const rows = show([
      row({ id: 1, lastMessage: 'See you on Thursday!' }),
      row({ id: 2, name: 'Lucas M.', lastMessage: 'Thanks, the fingering helps.' }),
    ]);
    expect(within(rows[0]!).getByText('See you on Thursday!')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Thanks, the fingering helps.')).toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('Thanks, the fingering helps.');
    expect(rows[1]).toHaveTextContent('Lucas M.');
  });

  it('shows the whole last message, truncated only by style', () => {
    const long = 'Could we move next week’s session to the evening? My train is late on Tuesdays.';
    const [first] = show([row({ lastMessage: long })]);
    const text = within(first!).getByText(long);
    expect(text).toHaveClass('truncate');
    expect(first).toHaveAttribute('href', '/chat/1');
    expect(within(first!).getByText('09:07')).toBeInTheDocument();
  });
});
