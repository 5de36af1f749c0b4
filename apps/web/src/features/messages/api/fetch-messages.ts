/** CHAT-18 (API-54): one page of a room's messages; page 1 is the newest 20, each page oldest first. */
import { CONVERSATION_PAGE_SIZE } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function fetchMessages(roomId: number, page: number, signal?: AbortSignal) {
  return call('conversations.messages', {
    params: { roomId },
    query: { page, page_size: CONVERSATION_PAGE_SIZE },
    signal,
  });
}
