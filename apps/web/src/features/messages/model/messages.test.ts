import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@app/contract';
import {
  appendMessage,
  mergeMessagePage,
  scrollTopAfterPrepend,
  shouldLoadOlder,
  visibleMessages,
} from './messages.ts';

const m = (id: number, text = `m${id}`, sender = 1): ChatMessage => ({
  id,
  sender_id: sender,
  message: text,
  created_at: '2026-03-18T10:00:00Z',
});

describe('message paging (CHAT-16/19/27)', () => {
  it('replaces with page 1 and prepends later pages without duplicates', () => {
    expect(mergeMessagePage([m(1), m(2)], [m(30), m(31)], 1).map((x) => x.id)).toEqual([30, 31]);
    expect(mergeMessagePage([m(21), m(22)], [m(1), m(2), m(21)], 2).map((x) => x.id)).toEqual([1, 2, 21, 22]);
  });

  it('appends a live message only when its id is new', () => {
    const list = [m(1)];
    expect(appendMessage(list, m(2)).map((x) => x.id)).toEqual([1, 2]);
    expect(appendMessage(list, m(1))).toBe(list);
  });

  it('hides messages without text or sender', () => {
    const shown = visibleMessages([m(1), m(2, ''), m(3, '   '), m(4, 'ok', 0)]);
    expect(shown.map((x) => x.id)).toEqual([1]);
  });

  it('loads older messages near the top only after scrolling up more than 200 px', () => {
    // 2000 px of content in a 500 px box: the bottom is at scrollTop 1500.
    expect(shouldLoadOlder({ scrollTop: 80, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
    expect(shouldLoadOlder({ scrollTop: 120, scrollHeight: 2000, clientHeight: 500 })).toBe(false);
    // A short conversation: near the top but not scrolled up 200 px.
    expect(shouldLoadOlder({ scrollTop: 50, scrollHeight: 650, clientHeight: 500 })).toBe(false);
  });

  it('keeps the reader in place after prepending', () => {
    expect(scrollTopAfterPrepend({ scrollTop: 40, scrollHeight: 2000, clientHeight: 500 }, 3200)).toBe(1240);
  });
});
