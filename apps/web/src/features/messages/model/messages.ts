/** The open conversation's messages (CHAT-16/18/19/27): paging merge, realtime appends, what is shown. */
import type { ChatMessage } from '@app/contract';
import { OLDER_MESSAGES_SCROLLED_UP_PX, OLDER_MESSAGES_TOP_PX } from '@app/contract';

/**
 * CHAT-19: page 1 replaces the list; a later page (older messages, oldest first) goes in front. A message
 * already present (it arrived live while the page was in flight) is kept once.
 */
export function mergeMessagePage(
  current: ChatMessage[],
  page: ChatMessage[],
  pageNumber: number,
): ChatMessage[] {
  if (pageNumber <= 1) return [...page];
  const known = new Set(current.map((m) => m.id));
  return [...page.filter((m) => !known.has(m.id)), ...current];
}

/** The infinite query's pages (page 1, the newest, first) as one list, oldest first, each message once. */
export function messagesOfPages(pages: readonly { results: ChatMessage[] }[]): ChatMessage[] {
  return pages.reduce<ChatMessage[]>((list, page, i) => mergeMessagePage(list, page.results, i + 1), []);
}

export interface MessagePages<P extends { results: ChatMessage[] }> {
  pages: P[];
  pageParams: unknown[];
}

/**
 * CHAT-27: a live message written into the cached pages, at the end of the newest page, once. With no
 * pages yet, a first page holding the message (the virtual conversation's first message).
 */
export function withLiveMessage<P extends { results: ChatMessage[] }>(
  data: MessagePages<P> | undefined,
  message: ChatMessage,
  emptyPage: Omit<P, 'results'>,
): MessagePages<P> {
  if (!data || data.pages.length === 0) {
    return { pages: [{ ...emptyPage, results: [message] } as P], pageParams: [1] };
  }
  if (data.pages.some((page) => page.results.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages as [P, ...P[]];
  return { ...data, pages: [{ ...newest, results: appendMessage(newest.results, message) }, ...older] };
}

/** CHAT-27: a live message is appended unless its id is already there. */
export function appendMessage(current: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return current.some((m) => m.id === message.id) ? current : [...current, message];
}

/** CHAT-16: a message without text or without a sender is not shown. */
export function visibleMessages(messages: ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => typeof m.message === 'string' && m.message.trim() !== '' && !!m.sender_id);
}

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * CHAT-19: older messages load within OLDER_MESSAGES_TOP_PX of the top, but only once the reader has
 * scrolled up more than OLDER_MESSAGES_SCROLLED_UP_PX from the newest message (so opening a short
 * conversation does not page through everything at once).
 */
export function shouldLoadOlder(box: ScrollBox): boolean {
  const fromBottom = box.scrollHeight - box.clientHeight - box.scrollTop;
  return box.scrollTop <= OLDER_MESSAGES_TOP_PX && fromBottom > OLDER_MESSAGES_SCROLLED_UP_PX;
}

/** After prepending, the same message stays under the reader's eyes: keep the distance to the bottom. */
export function scrollTopAfterPrepend(before: ScrollBox, newScrollHeight: number): number {
  return newScrollHeight - before.scrollHeight + before.scrollTop;
}
